// The Content-Security-Policy of the host's pages (docs/security.md, docs/adr/014).
//
// Built per page from the run-time config and the remote registry, so what the page may
// load is exactly what this deployment uses: its own origin, the api (its data, and the
// images and media of its object storage), the identity endpoint, the remotes the registry lists, and Stripe when a publishable key is set.
// No inline script runs: the config reaches the page as a JSON data block.

/** Id of the JSON data block that carries the run-time config (host/src/config.ts reads it). */
export const CONFIG_ELEMENT_ID = 'portal-config';

/** Stripe.js' own list (Stripe's security guide), allowed only when a publishable key is set. */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
};

/** The origin of a URL, or null when it is not an http(s) URL. */
export function originOf(url) {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** The origins a registry's remotes are served from (their manifests, entries and chunks), canaries included. */
export function registryOrigins(registry) {
  const entries = Array.isArray(registry?.remotes) ? registry.remotes : [];
  // A canary's build may come from elsewhere than its live one (it rides along in the entry).
  return entries.flatMap((r) => [originOf(r?.entry), originOf(r?.canary?.entry)]).filter(Boolean);
}

/** Where the identity SDK talks: the local pool's endpoint, or Cognito's in the region. */
function identityOrigin(config) {
  if (config.userPoolEndpoint) return originOf(config.userPoolEndpoint);
  return `https://cognito-idp.${config.region}.amazonaws.com`;
}

const unique = (list) => [...new Set(list.filter(Boolean))];

/**
 * @param {object} opts
 * @param {Record<string, any>} opts.config   the run-time config the page receives
 * @param {string[]} [opts.remoteOrigins]     origins of the registry's remotes
 * @returns {string} the header value
 */
export function contentSecurityPolicy({ config, remoteOrigins = [] }) {
  const stripe = config.stripePublishableKey ? STRIPE : { script: [], connect: [], frame: [] };
  // A remote team's own build of a remote, where the deployment allows it (docs/remote-teams.md).
  const overrides = Array.isArray(config.remoteOverrideOrigins) ? config.remoteOverrideOrigins.filter((o) => /^https?:\/\/[^/\s;,']+$/.test(o)) : [];
  const remotes = unique([...remoteOrigins, ...overrides]);
  // MEDIA_ORIGINS: an S3 bucket's endpoint, a stock photo service's image host.
  const media = unique((Array.isArray(config.mediaOrigins) ? config.mediaOrigins : []).map(originOf));
  const directives = {
    'default-src': ["'self'"],
    // The host's bundles and every remote's entry and chunks; nothing inline, no eval.
    'script-src': unique(["'self'", ...remotes, ...stripe.script]),
    // antd's CSS-in-JS writes <style> elements at run time, so inline styles are allowed
    // (styles cannot run code; scripts stay locked down). docs/adr/014.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Pictures and (later) videos the api serves from its object storage (docs/adr/019).
    // blob:: previews of files picked before they are uploaded (images), and the streams a
    // player builds from HLS segments (media); a blob: URL is made by the page itself.
    'img-src': unique(["'self'", 'blob:', originOf(config.apiUrl), ...remotes, ...media]),
    'media-src': unique(["'self'", 'blob:', originOf(config.apiUrl), ...media]),
    'font-src': unique(["'self'", ...remotes]),
    // The api, the identity endpoint, the remotes' manifests, the card provider.
    // Uploads PUT to, and streaming players read from, the media origins.
    'connect-src': unique(["'self'", originOf(config.apiUrl), identityOrigin(config), ...remotes, ...stripe.connect, ...media]),
    'frame-src': stripe.frame.length ? stripe.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    // The portal holds tokens in localStorage: no other site may frame it (clickjacking).
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Reads the registry the page will use, so the policy lets exactly its remotes in (and the
 * server finds their page snapshots). A failed read keeps the last good registry (the page
 * itself will show what is unreachable).
 *
 * @param {string} registryUrl
 * @param {{ warn(msg: string): void }} [log]
 */
export function registrySource(registryUrl, log = console) {
  let lastGood = null;
  let inFlight = null;
  const read = async () => {
    try {
      const res = await fetch(registryUrl, { signal: AbortSignal.timeout(2000) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      lastGood = await res.json();
    } catch (err) {
      log.warn(`CSP: cannot read the registry at ${registryUrl} (${err.message}); keeping ${registryOrigins(lastGood).length} known remote origins`);
    }
    return lastGood;
  };
  return {
    /** The current registry (null before any good read); concurrent page loads share one read. */
    get() {
      inFlight ??= read().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

// The host's server side of the page snapshots (docs/adr/050, 054, 057): it writes the
// host's shell with the owning app's snapshot of the path into the page a signed-out visitor
// (or, for /welcome and the pages every signed-in user opens, a signed-in user) opens, so the
// page paints from the HTML while its scripts are on their way.
import SNAPSHOT_NAMES from './snapshotNames.cjs';
import snapshotStart from './snapshotStart.cjs';

/** Where the page server serves `snapshotStart.js`, which starts the host's main script after the snapshot's first frame. */
export const { SNAPSHOT_START_PATH, SNAPSHOT_START_SOURCE } = snapshotStart;

export { SNAPSHOT_NAMES };

/** How long a page waits for a remote's snapshots on their first read (later pages use the copy). */
const FETCH_TIMEOUT_MS = 1000;
/** After a failed read, the remote's snapshots are not asked for again for this long. */
const RETRY_AFTER_MS = 30_000;

/** A page's access as the shells are keyed: `public`, `private`, or `guest` (also for a page that names none). */
const accessOf = (access) => (access === 'public' || access === 'private' ? access : 'guest');

/**
 * The key of the host's shell for a page snapshot of this access, a remote's page or one the
 * shell renders itself (the contracts' `shellSnapshotKey`).
 * @param {string | undefined} access
 * @param {boolean} [shellPage]
 */
export const shellKey = (access, shellPage = false) => `${SNAPSHOT_NAMES.shellKey}:${accessOf(access)}${shellPage ? `:${SNAPSHOT_NAMES.shellPageKey}` : ''}`;

/**
 * Whether a page snapshot suits the browser (docs/adr/054): a signed-in user's page
 * (`private`) for a browser with the session hint, a signed-out visitor's (`guest`,
 * `public`) for one without. Any other would only flash before the page the guard sends it to.
 * @param {{ access?: string }} page
 * @param {boolean} sessionHint
 */
export const snapshotSuits = (page, sessionHint) => (page.access === 'private') === sessionHint;

const READ_PATH = new RegExp(SNAPSHOT_NAMES.readPath);

/**
 * The preload hints of the api reads a signed-out visitor's page's snapshot names (docs/adr/058):
 * the page's read, made as such a preload is, takes its answer. A name that is not an api path
 * without a query is left out, and so are a signed-in user's page's (its reads carry a token,
 * which a preload cannot). `api` is already escaped for an attribute.
 * @param {string} api
 * @param {{ access?: string, reads?: unknown }} page
 */
export function readHints(api, page) {
  if (accessOf(page.access) === 'private' || !Array.isArray(page.reads)) return '';
  const reads = page.reads.filter((read) => typeof read === 'string' && READ_PATH.test(read));
  return reads.map((read) => `<link rel="preload" href="${api}${read}" as="fetch" crossorigin>`).join('');
}

const isSnapshot = (s) => !!s && typeof s.html === 'string' && typeof s.css === 'string' && !/<\/style/i.test(s.css);

/**
 * Whether the request carries the hint that this browser holds a session: its page is an
 * area's, or sign-in redirects it there, so a signed-out snapshot would only flash.
 * @param {string | undefined} cookieHeader
 */
export function hasSessionHint(cookieHeader) {
  return (cookieHeader ?? '').split(';').some((part) => part.trim().startsWith(`${SNAPSHOT_NAMES.sessionHintCookie}=`));
}

/**
 * The remotes' snapshots, read from each registry entry's folder (`snapshots.json` beside
 * its mf-manifest.json) once per entry and version, and looked up by path.
 * @param {{ fetch?: typeof fetch, now?: () => number, log?: Pick<Console, 'warn'> }} [opts]
 */
export function remoteSnapshotsSource({ fetch: fetchImpl = fetch, now = Date.now, log = console } = {}) {
  /** @type {Map<string, { at: number, failed: boolean, snapshots: Promise<Record<string, any> | null> }>} */
  const byEntry = new Map();
  const read = async (url) => {
    try {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (res.status === 404) return {}; // a remote without snapshots
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const body = await res.json();
      return body && typeof body === 'object' ? body : {};
    } catch (err) {
      log.warn(`Page snapshots: cannot read ${url} (${err.message}); its pages are served without`);
      return null;
    }
  };
  const snapshotsOf = (remote) => {
    let url;
    try {
      url = new URL(SNAPSHOT_NAMES.file, remote.entry).href;
    } catch {
      return Promise.resolve(null);
    }
    const key = `${url}@${remote.version ?? ''}`;
    const known = byEntry.get(key);
    if (known && (known.failed === false || now() - known.at < RETRY_AFTER_MS)) return known.snapshots;
    const entry = { at: now(), failed: true, snapshots: read(url) };
    entry.snapshots.then((s) => {
      entry.failed = s === null;
    });
    byEntry.set(key, entry);
    return entry.snapshots;
  };
  return {
    /**
     * The snapshot of `pathname` from the first remote of the registry that has one, or null.
     * @param {{ remotes?: Array<{ entry?: string, version?: string }> } | null} registry
     * @param {string} pathname
     */
    async pageFor(registry, pathname) {
      const remotes = Array.isArray(registry?.remotes) ? registry.remotes.filter((r) => typeof r?.entry === 'string') : [];
      const all = await Promise.all(remotes.map(snapshotsOf));
      for (const snapshots of all) {
        const hit = snapshots && Object.hasOwn(snapshots, pathname) ? snapshots[pathname] : null;
        if (isSnapshot(hit)) return hit;
      }
      return null;
    },
  };
}

/**
 * The page with the shell and the page's snapshot in it: their styles first of the page's
 * (as antd's own, which come before the page template's rules), the markup in an `inert`
 * element before the app's (empty) root, and the host's main script started after the
 * snapshot's first frame (snapshotStart.js). The page's preload hints wait in a template
 * until then too, which the start script puts in the head first: the first paint needs
 * only the HTML, so nothing else shares the connection with it. The host's page takes the
 * snapshot out when its own page has shown (host/src/pageSnapshot.ts). Answers the page
 * unchanged when it has no root.
 * @param {string} html the host's index.html
 * @param {{ html: string, css: string }} shell the host's shell, with the slot
 * @param {{ html: string, css: string, areaStyles?: boolean }} page the remote's page
 */
export function withSnapshot(html, shell, page) {
  const root = /<div id="?root"?>[\s\S]*?<\/div><\/div>/;
  // The host's one script (html-webpack-plugin's, maybe minified): started by the start script instead.
  const main = /<script defer(?:="")? src="?([^"\s>]+)"?><\/script>/;
  const preload = /<link rel="?preload"?[^>]*>/g;
  if (!root.test(html) || !main.test(html) || !isSnapshot(shell) || !isSnapshot(page) || !shell.html.includes(SNAPSHOT_NAMES.slot) || !/<style/.test(html)) return html;
  const markup = shell.html.replace(SNAPSHOT_NAMES.slot, () => page.html);
  const style = `<style id="${SNAPSHOT_NAMES.styleId}">${shell.css}${page.css}</style>`;
  // The page's live render uses the forms and data entries' antd styles: the host's page loads their sheet too.
  const areaStyles = page.areaStyles === true ? ` ${SNAPSHOT_NAMES.areaStylesAttribute}` : '';
  // Whose page it is: the host's entry drops it when the browser's stored session says otherwise.
  const access = ` ${SNAPSHOT_NAMES.accessAttribute}="${accessOf(page.access)}"`;
  const preloads = `<template id="${SNAPSHOT_NAMES.preloadsId}">${(html.match(preload) ?? []).join('')}</template>`;
  return html
    .replace(preload, '')
    .replace(/<style/, () => `${style}<style`)
    .replace(root, () => `<div id="${SNAPSHOT_NAMES.elementId}"${access}${areaStyles} inert aria-hidden="true">${markup}</div><div id="root"></div>`)
    .replace(main, (_tag, src) => `${preloads}<script defer src="${SNAPSHOT_START_PATH}" data-main="${src}" data-preloads="${SNAPSHOT_NAMES.preloadsId}"></script>`);
}

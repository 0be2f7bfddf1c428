// Serves a built app's dist folder the way a CDN would: hashed files cached for a
// year, manifests and index.html revalidated on every load (so a registry or remote
// change is seen on the next page load), precompressed gzip, CORS for remotes.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { CONFIG_ELEMENT_ID, contentSecurityPolicy, registryOrigins, registrySource } from './csp.mjs';
import { SNAPSHOT_NAMES, SNAPSHOT_START_PATH, SNAPSHOT_START_SOURCE, hasSessionHint, readHints, remoteSnapshotsSource, shellKey, snapshotSuits, withSnapshot } from './snapshotPages.mjs';

const HASHED = /\.[0-9a-f]{8}\.(js|css)(\.map)?$/;

/**
 * The page's HTML gzipped, for a browser that accepts it: with a snapshot it carries the
 * page's markup and styles (20 to 80 KB), and its first paint waits for all of it. The
 * last few pages made are kept, as the same few are served over and over.
 */
function pageEncoder(keep = 16) {
  const made = new Map();
  return (html) => {
    let gz = made.get(html);
    if (!gz) {
      gz = zlib.gzipSync(html);
      if (made.size >= keep) made.delete(made.keys().next().value);
      made.set(html, gz);
    }
    return gz;
  };
}

/**
 * @param {object} opts
 * @param {string} opts.dir        dist folder
 * @param {number} opts.port
 * @param {string} [opts.host]
 * @param {boolean} [opts.spa]     serve index.html for unknown paths (the host)
 * @param {Record<string, any>} [opts.config] the run-time config, written into the page as a
 *   JSON data block and the source of its Content-Security-Policy
 * @param {string} [opts.registryUrl] where the page's remotes are listed (default: the api's)
 * @param {ReturnType<typeof remoteSnapshotsSource>} [opts.snapshots] where the remotes' page
 *   snapshots come from (docs/adr/050; default: beside each registry entry's manifest)
 * @returns {Promise<http.Server>}
 */
export function serveApp({ dir, port, host = '127.0.0.1', spa = false, config, registryUrl, snapshots = remoteSnapshotsSource() }) {
  const indexFile = path.join(dir, 'index.html');
  const ownFile = path.join(dir, SNAPSHOT_NAMES.file);
  const serve = sirv(dir, {
    etag: true,
    gzip: true,
    dev: false,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (!spa) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  const registry = config ? registrySource(registryUrl ?? `${config.apiUrl}/v1/registry`) : null;
  /** The app's own snapshots: the host's shells (and, built as one bundle, every page's). */
  const ownSnapshots = () => {
    try {
      return JSON.parse(fs.readFileSync(ownFile, 'utf8'));
    } catch {
      return {};
    }
  };
  /**
   * The snapshot of the page (docs/adr/050, 054, 057): the path exactly, without a query (which
   * may choose another view), of a signed-out visitor's page for a browser without the hint
   * of a session, of a signed-in user's for one with it.
   */
  const pageSnapshot = async (req, url, current) => {
    if (!config || url.search) return null;
    const own = ownSnapshots();
    const page = (Object.hasOwn(own, url.pathname) ? own[url.pathname] : null) ?? (await snapshots.pageFor(current, url.pathname));
    if (!page || !snapshotSuits(page, hasSessionHint(req.headers.cookie))) return null;
    const shell = own[shellKey(page.access, page.shellPage === true)] ?? null;
    return shell ? { shell, page } : null;
  };
  const injected = (snapshot) => {
    const template = fs.readFileSync(indexFile, 'utf8');
    if (!config) return template;
    // A data block, not a script: nothing inline runs (CSP). `<` is escaped so the JSON
    // cannot close the element.
    const json = JSON.stringify(config).replace(/</g, '\\u003c');
    // The registry is the first thing the host asks the api for: fetch it in parallel
    // with the host's own scripts (the host's fetch of the same URL reuses it), and so the
    // signed-out reads a snapshot's page makes first.
    const api = String(config.apiUrl).replace(/"/g, '&quot;');
    const reads = snapshot ? readHints(api, snapshot.page) : '';
    const hints = `<link rel="preconnect" href="${api}" crossorigin><link rel="preload" href="${api}/v1/registry" as="fetch" crossorigin>${reads}`;
    // Before </head>: the config must exist before the host's deferred scripts run.
    const html = template.replace('</head>', `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${json}</script>${hints}</head>`);
    // With a snapshot, the preload hints (the registry's too) wait for its first paint.
    return snapshot ? withSnapshot(html, snapshot.shell, snapshot.page) : html;
  };
  const gzipped = pageEncoder();
  const policy = (current) => (config ? contentSecurityPolicy({ config, remoteOrigins: registryOrigins(current) }) : "frame-ancestors 'none'");
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    // Source maps stay on disk for error reports; they are not published.
    if (url.pathname.endsWith('.map')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
      return;
    }
    const wantsPage = spa && (req.method === 'GET' || req.method === 'HEAD') && (url.pathname === '/' || url.pathname === '/index.html' || !path.extname(url.pathname));
    if (wantsPage) {
      const current = registry ? await registry.get() : null;
      const snapshot = await pageSnapshot(req, url, current);
      const html = injected(snapshot);
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Content-Security-Policy': policy(current),
        // The page differs with the session hint (a snapshot or not), and is gzipped when accepted.
        Vary: 'Cookie, Accept-Encoding',
        'X-Frame-Options': 'DENY',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : gzip ? gzipped(html) : html);
      return;
    }
    if (spa && url.pathname === SNAPSHOT_START_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
      res.end(req.method === 'HEAD' ? undefined : SNAPSHOT_START_SOURCE);
      return;
    }
    serve(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain', ...(spa ? {} : { 'Access-Control-Allow-Origin': '*' }) });
      res.end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

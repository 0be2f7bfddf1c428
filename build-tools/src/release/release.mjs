// Releases one remote (issue 18, docs/adr/036): its own build and tests, then its build
// published to the remote store as an immutable `<remote>/<version>/` folder through the
// api's registry (which checks the files' hashes and the contract major, and refuses a
// version it has already), then, when asked, promoted or put on a canary.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../apps.mjs';

export const REMOTES = ['mfe-account', 'mfe-storyboards', 'mfe-deepstory', 'mfe-admin', 'mfe-insights'];
/**
 * Not published: precompressed copies (the static servers' own; the store keeps the files
 * themselves) and source maps (written for error reports, never served: docs/adr/014).
 */
const SKIPPED = /\.(gz|map)$/;
/**
 * Where the local api keeps the deploy token it generated: `<DATA_DIR>/deploy-token`
 * (api/src/plugins/app/registry/deploy-access.ts; DATA_DIR defaults to .data/pglite).
 */
export const DEPLOY_TOKEN_FILE = path.resolve(ROOT, 'api', process.env.DATA_DIR ?? path.join(ROOT, '.data', 'pglite'), 'deploy-token');

/** The contract version the build was made against (shared-contracts/src/version.ts, the remote's own entry). */
export function contractVersion(root = ROOT) {
  const source = fs.readFileSync(path.join(root, 'shared-contracts', 'src', 'version.ts'), 'utf8');
  const found = /CONTRACT_VERSION\s*=\s*'(\d+\.\d+\.\d+)'/.exec(source);
  if (!found) throw new Error('shared-contracts/src/version.ts has no CONTRACT_VERSION');
  return found[1];
}

/**
 * The version of a release: the remote's package version and the commit, so a version names
 * exactly one build; a tree with uncommitted changes adds `-dirty.<time>` (a version is
 * never published twice, and uncommitted work has no commit to name it).
 */
export function releaseVersion(remote, { root = ROOT, now = Date.now } = {}) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, remote, 'package.json'), 'utf8'));
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const commit = git('rev-parse', '--short=10', 'HEAD');
  const dirty = git('status', '--porcelain', '--', remote, 'shared-contracts', 'shared-ui', 'build-tools').length > 0;
  return `${pkg.version}-${commit}${dirty ? `-dirty.${now()}` : ''}`;
}

/** Every file of a build folder, by its path inside it ('/'-separated), with its bytes' SHA-256. */
export function buildFiles(dir) {
  const files = [];
  const walk = (at) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && !SKIPPED.test(entry.name)) {
        const bytes = fs.readFileSync(full);
        files.push({ path: path.relative(dir, full).split(path.sep).join('/'), bytes, sha256: createHash('sha256').update(bytes).digest('hex') });
      }
    }
  };
  walk(dir);
  files.sort((a, b) => (a.path < b.path ? -1 : 1));
  if (!files.some((f) => f.path === 'mf-manifest.json')) throw new Error(`${dir} has no mf-manifest.json: build the remote first`);
  return files;
}

/** The body of POST /v1/registry/remotes/:name/versions (remotePublishBodySchema). */
export function publishBody(version, contract, files) {
  return { version, contractVersion: contract, files: files.map((f) => ({ path: f.path, contentBase64: f.bytes.toString('base64'), sha256: f.sha256 })) };
}

/** The registry's error message, or the status. */
async function failure(res, what) {
  let detail = `${res.status}`;
  try {
    const body = await res.json();
    if (body?.error_message) detail = `${res.status} ${body.error_code}: ${body.error_message}`;
  } catch {
    // not JSON: the status says it
  }
  return new Error(`${what} refused: ${detail}`);
}

/** A client of the registry's write routes, authenticated with a deploy token. */
export function registryClient({ apiUrl, token, fetchImpl = fetch }) {
  const post = async (route, body, what) => {
    const res = await fetchImpl(`${apiUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-deploy-token': token },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw await failure(res, what);
    return res.status === 204 ? null : (await res.json()).result;
  };
  const base = (remote) => `/v1/registry/remotes/${remote}`;
  return {
    publish: (remote, body) => post(`${base(remote)}/versions`, body, `Publishing ${remote} ${body.version}`),
    promote: (remote, version) => post(`${base(remote)}/promote`, { version }, `Promoting ${remote} ${version}`),
    rollback: (remote) => post(`${base(remote)}/rollback`, {}, `Rolling back ${remote}`),
    canary: (remote, version, percent) => post(`${base(remote)}/canary`, { version, percent }, `Canary of ${remote} ${version}`),
  };
}

/**
 * The deploy token: DEPLOY_TOKEN, else the one the local api generated at its first start
 * (DEPLOY_TOKEN_FILE, where the api writes it when none is configured).
 */
export function deployToken({ env = process.env, file = DEPLOY_TOKEN_FILE } = {}) {
  if (env.DEPLOY_TOKEN) return env.DEPLOY_TOKEN;
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(`No deploy token: set DEPLOY_TOKEN, or start the local api once (it writes ${path.relative(ROOT, file)})`);
  }
}

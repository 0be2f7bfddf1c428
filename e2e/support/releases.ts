import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  CONTRACT_VERSION,
  registryPaths,
  remoteReleaseResponseSchema,
  type RemoteName,
  type RemotePublishBody,
  type RemoteRelease,
} from '@portal/shared-contracts/core';
import { API_URL } from './api';

/*
 * Releases of a remote as a team's CLI makes them (build-tools/bin/remote.mjs), on the
 * stack's api: its build's files with their hashes, then promote, canary or rollback, with
 * the deploy token the api generated into its data folder.
 */

const deployToken = (): string => fs.readFileSync(path.join(process.env.E2E_DATA_DIR as string, 'deploy-token'), 'utf8').trim();
const headers = (): Record<string, string> => ({ 'content-type': 'application/json', 'x-deploy-token': deployToken() });

/**
 * A built remote's files (no source maps nor precompressed copies, as the CLI sends them),
 * each passed through `patch`. The CLI's own `buildFiles` (build-tools/src/release) cannot
 * be imported here: Playwright compiles what the suite imports to CommonJS, and that module
 * graph reads `import.meta`.
 */
export function buildOf(remote: RemoteName, patch: (file: string, text: string) => string = (_f, t) => t): RemotePublishBody['files'] {
  const dir = path.resolve(__dirname, '..', '..', remote, 'dist');
  const files: RemotePublishBody['files'] = [];
  const walk = (at: string): void => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.(gz|map)$/.test(entry.name)) {
        const rel = path.relative(dir, full).split(path.sep).join('/');
        const raw = fs.readFileSync(full);
        const bytes = /\.(js|json|css|html)$/.test(rel) ? Buffer.from(patch(rel, raw.toString('utf8')), 'utf8') : raw;
        files.push({ path: rel, contentBase64: bytes.toString('base64'), sha256: createHash('sha256').update(bytes).digest('hex') });
      }
    }
  };
  walk(dir);
  return files;
}

/** POST .../versions: the api's answer, as it came. */
export function publishVersion(remote: RemoteName, version: string, files: RemotePublishBody['files'], contractVersion = CONTRACT_VERSION): Promise<Response> {
  return fetch(`${API_URL}${registryPaths.versions(remote)}`, { method: 'POST', headers: headers(), body: JSON.stringify({ version, contractVersion, files }) });
}

async function releaseCall(url: string, body: object): Promise<RemoteRelease> {
  const res = await fetch(`${API_URL}${url}`, { method: 'POST', headers: headers(), body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${url} answered ${res.status}: ${await res.text()}`);
  return remoteReleaseResponseSchema.parse(await res.json()).result;
}

export const promote = (remote: RemoteName, version: string) => releaseCall(registryPaths.promote(remote), { version });
export const canary = (remote: RemoteName, version: string, percent: number) => releaseCall(registryPaths.canary(remote), { version, percent });
export const rollback = (remote: RemoteName) => releaseCall(registryPaths.rollback(remote), {});

/**
 * The api's object store on the e2e stack: STORAGE_DIR is not set (playwright.config.ts), so
 * it is the api's default for a DATA_DIR on disk, `<repo>/.data/storage` (api/src/config.ts);
 * E2E_STORAGE_DIR names another (an api started with its own STORAGE_DIR).
 */
const storageDir = (): string => process.env.E2E_STORAGE_DIR ?? path.resolve(__dirname, '..', '..', '.data', 'storage');

/**
 * Deletes a published version's files from the remote store behind the registry's back, as a
 * purged bucket or a lost deploy would: the data under `public/remotes/<remote>/<version>/`
 * and the local store's metadata beside it (`.meta/...`). The registry still lists the version.
 */
export function removeVersionFiles(remote: RemoteName, version: string): void {
  for (const root of [storageDir(), path.join(storageDir(), '.meta')]) {
    fs.rmSync(path.join(root, 'public', 'remotes', remote, version), { recursive: true, force: true });
  }
}

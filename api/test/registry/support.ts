import { createHash } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CONTRACT_VERSION, registryPaths, type RemoteName } from '../../src/contracts';
import { DEPLOY_TOKEN_HEADER } from '../../src/plugins/app/registry';
import { seededApp, signIn } from '../support/account';

/** The deploy token of the test apps. */
export const DEPLOY_TOKEN = 'test-deploy-token-0123456789abcdefghijklmnop';
export const deployHeaders = { [DEPLOY_TOKEN_HEADER]: DEPLOY_TOKEN };

/** A seeded app with the deploy token set and its own local object store folder. */
export async function registryApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const storageDir = await mkdtemp(join(tmpdir(), 'remote-store-'));
  return seededApp({ env: { DEPLOY_TOKEN, STORAGE_DIR: storageDir, ...env } });
}

/** The id tokens of the demo admin and a demo customer. */
export async function adminAndCustomer(app: FastifyInstance): Promise<{ admin: string; customer: string }> {
  return { admin: (await signIn(app, 'admin@demo.test')).IdToken, customer: (await signIn(app, 'starter@demo.test')).IdToken };
}

export const sha256 = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex');

/** The publish body of a build with these files (mf-manifest.json added unless given). */
export function build(version: string, files: Record<string, string> = {}, contractVersion = CONTRACT_VERSION): object {
  const all = { 'mf-manifest.json': JSON.stringify({ name: 'build', version }), ...files };
  return {
    version,
    contractVersion,
    files: Object.entries(all).map(([path, text]) => ({ path, contentBase64: Buffer.from(text).toString('base64'), sha256: sha256(text) })),
  };
}

export function publish(app: FastifyInstance, name: RemoteName, body: object, headers: Record<string, string> = deployHeaders): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: registryPaths.versions(name), headers, payload: body });
}

export function release(
  app: FastifyInstance,
  action: 'promote' | 'rollback' | 'canary',
  name: RemoteName,
  payload: object = {},
  headers: Record<string, string> = deployHeaders,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: registryPaths[action](name), headers, payload });
}

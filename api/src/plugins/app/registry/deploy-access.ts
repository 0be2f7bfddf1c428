import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEPLOY_TOKEN_MIN_LENGTH, MEMORY_DATA_DIR, type AppConfig } from '../../../config';
import { REGISTRY_ERROR_CODES, REGISTRY_MESSAGES, REMOTE_NAMES, type RegistryAction, type RemoteName } from '../../../contracts';
import { ApiError } from '../errors';
import type { AuthHook } from '../identity/auth/authenticate';

/** The header a release tool sends the deploy token in. */
export const DEPLOY_TOKEN_HEADER = 'x-deploy-token';
/** The file the embedded api keeps its generated deploy token in, under DATA_DIR. */
export const DEPLOY_TOKEN_FILE = 'deploy-token';
/** `request.deployActor` of a call made with the deploy token. */
export const DEPLOY_TOKEN_ACTOR = 'deploy-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who a release call is made by (set by the deploy access hook): `deploy-token` or the admin's e-mail. */
    deployActor?: string;
  }
}

/** Where the deploy token came from (logged at start, never the token). */
export type DeployTokenSource = { kind: 'setting' } | { kind: 'file'; path: string } | { kind: 'process' } | { kind: 'none' };

/**
 * The deploy token: DEPLOY_TOKEN when set; else, on the embedded database, one generated
 * once into `<DATA_DIR>/deploy-token` (mode 600) for the release CLI to read; with an
 * in-memory database one for the life of the process; with DATABASE_URL (a server) none,
 * so only admins release until DEPLOY_TOKEN is set.
 */
export async function deployTokenOf(config: Pick<AppConfig, 'deployToken' | 'dataDir' | 'databaseUrl'>): Promise<{ token: string | null; source: DeployTokenSource }> {
  if (config.deployToken !== null) return { token: config.deployToken, source: { kind: 'setting' } };
  if (config.databaseUrl !== null) return { token: null, source: { kind: 'none' } };
  if (config.dataDir === MEMORY_DATA_DIR) return { token: randomBytes(32).toString('base64url'), source: { kind: 'process' } };
  const path = join(config.dataDir, DEPLOY_TOKEN_FILE);
  try {
    await mkdir(config.dataDir, { recursive: true });
    // 'wx': of two processes starting together, one writes and the other reads what it wrote.
    await writeFile(path, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const token = (await readFile(path, 'utf8')).trim();
  if (token.length < DEPLOY_TOKEN_MIN_LENGTH) throw new Error(`${path} holds no deploy token (${DEPLOY_TOKEN_MIN_LENGTH} characters or more); delete it to make a new one`);
  return { token, source: { kind: 'file', path } };
}

/** Compares in constant time (over digests, so the lengths leak nothing either). */
function sameToken(given: string, expected: string): boolean {
  const digest = (s: string): Buffer => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const remoteOf = (params: unknown): RemoteName | null => {
  const name = (params as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' && (REMOTE_NAMES as readonly string[]).includes(name) ? (name as RemoteName) : null;
};

export interface DeployAccessDeps {
  readonly token: string | null;
  readonly requireAdmin: AuthHook;
  /** Audits a write refused to a signed-in customer. */
  readonly refused: (actor: string, action: RegistryAction, name: RemoteName, errorCode: string) => Promise<void>;
}

/**
 * The hook of the release routes: the deploy token in `x-deploy-token`, or a signed-in
 * admin's id token. A wrong deploy token is 401, no credentials 401, a customer 403
 * DEPLOY_FORBIDDEN (audited when `action` is a write).
 */
export function deployAccess(deps: DeployAccessDeps, action: RegistryAction | null): AuthHook {
  return async (request, reply) => {
    const given = request.headers[DEPLOY_TOKEN_HEADER];
    if (given !== undefined) {
      if (typeof given === 'string' && deps.token !== null && sameToken(given, deps.token)) {
        request.deployActor = DEPLOY_TOKEN_ACTOR;
        return;
      }
      throw ApiError.unauthorized(REGISTRY_MESSAGES.deployForbidden, REGISTRY_ERROR_CODES.DEPLOY_FORBIDDEN);
    }
    try {
      await deps.requireAdmin(request, reply);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 403) throw err;
      const remote = remoteOf(request.params);
      if (action && remote) await deps.refused(request.identity?.email ?? 'unknown', action, remote, REGISTRY_ERROR_CODES.DEPLOY_FORBIDDEN);
      throw ApiError.forbidden(REGISTRY_MESSAGES.deployForbidden, REGISTRY_ERROR_CODES.DEPLOY_FORBIDDEN);
    }
    request.deployActor = request.identity?.email ?? 'admin';
  };
}

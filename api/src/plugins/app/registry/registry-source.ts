import { readFile, stat } from 'node:fs/promises';
import { localRegistry, registrySchema, type Registry } from '../../../contracts';
import { ApiError } from '../errors';

/** Where remotes live on a developer machine: each on its default port. */
export const defaultRegistry = localRegistry;

export interface RegistrySource {
  /** The current registry; reads the file again only when it has changed. */
  get(): Promise<Registry>;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * Reads the registry from a JSON file, keyed by mtime and size so an edit (or a rollback)
 * takes effect on the next request without a restart. A file that fails to parse keeps
 * the last good registry in service, because a half-saved or mistyped edit should not
 * take every remote out of the shell; with no good copy yet it is a 500.
 */
export function fileRegistrySource(path: string, log: Logger): RegistrySource {
  let cached: { key: string; registry: Registry } | null = null;
  let lastBadKey: string | null = null;

  async function load(): Promise<Registry> {
    const { mtimeMs, size } = await stat(path);
    const key = `${mtimeMs}:${size}`;
    if (cached?.key === key) return cached.registry;
    try {
      const registry = registrySchema.parse(JSON.parse(await readFile(path, 'utf8')));
      cached = { key, registry };
      lastBadKey = null;
      return registry;
    } catch (err) {
      if (lastBadKey !== key) log.warn({ err, path }, 'registry file is invalid');
      lastBadKey = key;
      if (cached) return cached.registry;
      throw new ApiError(500, 'REGISTRY_INVALID', 'The remote registry file is invalid', { cause: err });
    }
  }

  return {
    async get() {
      try {
        return await load();
      } catch (err) {
        if (err instanceof ApiError) throw err;
        // Missing or unreadable file: same policy as an invalid one.
        if (cached) {
          log.warn({ err, path }, 'registry file unreadable; serving the last good registry');
          return cached.registry;
        }
        throw new ApiError(500, 'REGISTRY_UNAVAILABLE', 'The remote registry file cannot be read', { cause: err });
      }
    },
  };
}

/** A fixed registry (no file configured). */
export function staticRegistrySource(registry: Registry): RegistrySource {
  const frozen = registrySchema.parse(registry);
  return { get: async () => frozen };
}

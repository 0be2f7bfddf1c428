import { REMOTE_NAMES, type Registry, type RemoteName } from '@portal/shared-contracts/core';

/*
 * A remote team's override of one remote's URL in their own browser (docs/remote-teams.md),
 * as single-spa's import-map overrides do: the deployed portal with their remote from their
 * machine. Set by opening any page with `?remote-override=<remote>@<manifest URL>`, removed
 * with `?remote-override=<remote>@` or all at once with `?remote-override=off`; kept in this
 * browser's localStorage until removed, and shown in the shell while on. Only origins the
 * deployment allows (REMOTE_OVERRIDE_ORIGINS; the page's CSP allows the same) are taken.
 */

export const OVERRIDE_PARAM = 'remote-override';
const STORAGE_KEY = 'portal.remoteOverrides';
/** An override's version in the registry entry, logs and error panels. */
export const OVERRIDE_VERSION = 'override';

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** Whether a manifest URL's origin matches one allowed origin (`http://localhost:*` allows any port). */
export function isAllowedOrigin(url: string, allowed: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return allowed.some((origin) => {
    const anyPort = /^(https?:\/\/[^/:]+):\*$/.exec(origin);
    if (anyPort) return `${parsed.protocol}//${parsed.hostname}` === anyPort[1];
    return parsed.origin === origin.replace(/\/+$/, '');
  });
}

/** The overrides kept in this browser (only well-formed ones). */
export function readOverrides(storage: Storage = localStorage): RemoteOverrides {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(stored).filter(([name, url]) => isRemoteName(name) && typeof url === 'string')) as RemoteOverrides;
  } catch {
    return {};
  }
}

function writeOverrides(overrides: RemoteOverrides, storage: Storage): void {
  if (Object.keys(overrides).length === 0) storage.removeItem(STORAGE_KEY);
  else storage.setItem(STORAGE_KEY, JSON.stringify(overrides));
}

/**
 * Takes `?remote-override=` values of the page's URL into this browser's overrides (an
 * origin the deployment does not allow is ignored with a warning); the overrides in force.
 */
export function captureOverrides(search: string, allowed: readonly string[], storage: Storage = localStorage): RemoteOverrides {
  const asked = new URLSearchParams(search).getAll(OVERRIDE_PARAM);
  if (asked.length === 0) return readOverrides(storage);
  let overrides = readOverrides(storage);
  for (const value of asked) {
    if (value === 'off') {
      overrides = {};
      continue;
    }
    const at = value.indexOf('@');
    const name = at === -1 ? value : value.slice(0, at);
    const url = at === -1 ? '' : value.slice(at + 1);
    if (!isRemoteName(name)) {
      console.warn(`remote override ignored: "${name}" is not a remote`);
    } else if (url === '') {
      delete overrides[name];
    } else if (!isAllowedOrigin(url, allowed)) {
      console.warn(`remote override ignored: ${url} is not an origin this deployment allows (REMOTE_OVERRIDE_ORIGINS)`);
    } else {
      overrides[name] = url;
    }
  }
  writeOverrides(overrides, storage);
  return overrides;
}

/** The overrides of this browser that this deployment allows: the ones in force. */
export function activeOverrides(allowed: readonly string[], storage: Storage = localStorage): RemoteOverrides {
  return Object.fromEntries(Object.entries(readOverrides(storage)).filter(([, url]) => isAllowedOrigin(url, allowed))) as RemoteOverrides;
}

/** Removes every override of this browser. */
export function clearOverrides(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEY);
}

/** The registry with this browser's overrides in place (still only allowed origins: the setting may have changed). */
export function applyOverrides(registry: Registry, overrides: RemoteOverrides, allowed: readonly string[]): Registry {
  if (!Object.values(overrides).some((url) => url && isAllowedOrigin(url, allowed))) return registry;
  const remotes = registry.remotes.map((entry) => {
    const url = overrides[entry.name];
    return url && isAllowedOrigin(url, allowed) ? { name: entry.name, entry: url, version: OVERRIDE_VERSION } : entry;
  });
  for (const [name, url] of Object.entries(overrides) as [RemoteName, string][]) {
    if (!remotes.some((r) => r.name === name) && isAllowedOrigin(url, allowed)) remotes.push({ name, entry: url, version: OVERRIDE_VERSION });
  }
  return { ...registry, remotes };
}

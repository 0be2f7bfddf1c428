import type { RemoteName } from '@portal/shared-contracts/core';

export type InjectedFault = 'mount' | 'render';

/**
 * Chaos switch used by the failure-isolation e2e suite: a tab whose sessionStorage
 * holds `portal:fault:<remote>` = `mount` or `render` makes that remote fail in that
 * phase. It only affects the tab that sets it (docs/adr/004-failure-isolation.md).
 */
export function injectedFault(name: RemoteName): InjectedFault | null {
  try {
    const value = window.sessionStorage.getItem(`portal:fault:${name}`);
    return value === 'mount' || value === 'render' ? value : null;
  } catch {
    return null;
  }
}

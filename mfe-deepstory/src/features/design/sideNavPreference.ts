import { useCallback, useState } from 'react';

/**
 * Local storage key of the Deep Story side navigation's collapsed state. Ours: the spec
 * asks for a collapsible side navigation but names no key.
 */
export const SIDE_NAV_COLLAPSED_KEY = 'deepstorySideNavCollapsed';

/**
 * Reads the remembered collapsed state; expanded unless `'true'` was stored. Storage
 * can be unavailable (privacy modes, blocked cookies), which also means expanded.
 */
export function readSideNavCollapsed(storage: Storage | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(SIDE_NAV_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Remembers the collapsed state; a storage failure only loses the preference. */
export function writeSideNavCollapsed(
  collapsed: boolean,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(SIDE_NAV_COLLAPSED_KEY, String(collapsed));
  } catch {
    // Nothing to do: the navigation still toggles for this visit.
  }
}

/** The side navigation's collapsed state, read once and remembered on every toggle. */
export function useSideNavCollapsed(): { collapsed: boolean; onToggle: () => void } {
  const [collapsed, setCollapsed] = useState(() => readSideNavCollapsed());
  const onToggle = useCallback(() => {
    const next = !collapsed;
    writeSideNavCollapsed(next);
    setCollapsed(next);
  }, [collapsed]);
  return { collapsed, onToggle };
}

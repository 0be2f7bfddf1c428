import { lazy } from 'react';

/**
 * The "needs an update" panel, loaded when a remote is refused for its contract. That is
 * rare, and the panel draws an icon: loaded with the outlet, it would bring the icons entry
 * into every page's first render (the sign-in page draws none).
 */
export const LazyNeedsUpdatePanel = lazy(() => import('./NeedsUpdatePanel').then((m) => ({ default: m.NeedsUpdatePanel })));

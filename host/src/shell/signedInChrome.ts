/**
 * The signed-in chrome's chunks: they use antd's heavier widgets, so they load once
 * someone is signed in, and at start-up when a session is stored (bootstrap.tsx).
 */
export const loadSideNav = () => import('./SideNav');
export const loadHeaderActions = () => import('./HeaderActions');
export const loadNarrowScreenNotice = () => import('./NarrowScreenNotice');

export function preloadSignedInChrome(): void {
  void Promise.all([loadSideNav(), loadHeaderActions(), loadNarrowScreenNotice()]).catch(() => undefined);
}

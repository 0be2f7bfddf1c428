import { lazyComponent } from '@portal/shared-ui';

/**
 * The signed-in chrome and the page a sign-in lands on, each its own chunk: they use
 * antd's heavier widgets, so they load once someone is signed in, and ahead of that when
 * a session is stored or the sign-in form has painted (bootstrap.tsx). Once loaded they
 * render without suspending (lazyComponent).
 */
export const sideNav = lazyComponent(() => import('./SideNav').then((m) => ({ default: m.SideNav })));
export const headerActions = lazyComponent(() => import('./HeaderActions'));
export const narrowScreenNotice = lazyComponent(() => import('./NarrowScreenNotice').then((m) => ({ default: m.NarrowScreenNotice })));
export const welcomePage = lazyComponent(() => import('../pages/WelcomePage'));

export function preloadSignedInChrome(): void {
  void Promise.all([sideNav.load(), headerActions.load(), narrowScreenNotice.load(), welcomePage.load()]).catch(() => undefined);
}

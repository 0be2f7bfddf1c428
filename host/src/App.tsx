import { lazy, Suspense, useEffect, useMemo, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation } from '@portal/shared-ui/router';
import { REMOTE_NAMES, SHELL_MESSAGES, type RemoteManifest, type RemoteName } from '@portal/shared-contracts';
import { Layout, PageLoading, Spin } from '@portal/shared-ui';
import { showsLoadingAccount } from './billing/accountSlice';
import { useSession } from './services';
import type { HostDispatch, HostState } from './store';
import { registryRequested, remoteRetryRequested } from './remotes/slice';
import { buildNav, buildRouteTable, resolveRoute } from './routing/routeTable';
import { decide, visibleNav } from './routing/guard';
import { Header } from './shell/Header';
import { Toasts } from './shell/Toasts';
import { NAV_COLLAPSED_WIDTH_PX, NAV_WIDTH_PX } from './shell/navSize';
import { loadNarrowScreenNotice, loadSideNav } from './shell/signedInChrome';
import { RemoteOutlet } from './outlet/RemoteOutlet';

const WelcomePage = lazy(() => import('./pages/WelcomePage'));
const StatusPage = lazy(() => import('./pages/StatusPage'));
const UpgradeRoutePage = lazy(() => import('./pages/UpgradeRoutePage'));
// The signed-in chrome uses antd's heavier widgets (menu, modal): a signed-out
// visitor's page never evaluates them (shell/signedInChrome.ts).
const SideNav = lazy(() => loadSideNav().then((m) => ({ default: m.SideNav })));
const NarrowScreenNotice = lazy(() => loadNarrowScreenNotice().then((m) => ({ default: m.NarrowScreenNotice })));
const ProgressModal = lazy(() => import('@portal/shared-ui/widgets').then((m) => ({ default: m.ProgressModal })));

/** Holds the side navigation's place while its chunk loads, so the content does not move. */
function SideNavPlaceholder(): ReactElement {
  const collapsed = useSelector((s: HostState) => s.shell.navCollapsed);
  return <Layout.Sider collapsed={collapsed} width={NAV_WIDTH_PX} collapsedWidth={NAV_COLLAPSED_WIDTH_PX} theme="light" />;
}

const HOST_PAGES: Record<string, () => ReactElement> = {
  '/welcome': () => <WelcomePage />,
  '/404': () => <StatusPage status={404} />,
  '/500': () => <StatusPage status={500} />,
};

function Centered({ children }: { children: ReactElement | string }): ReactElement {
  return (
    <div role="status" style={{ display: 'flex', minHeight: '60vh', alignItems: 'center', justifyContent: 'center', gap: 12 }}>
      {children}
    </div>
  );
}

/** The shell: guard, layout, nav and the outlet that mounts the owning remote. */
export function App(): ReactElement {
  const dispatch = useDispatch<HostDispatch>();
  const session = useSession();
  const { pathname } = useLocation();
  const remotes = useSelector((s: HostState) => s.remotes);
  const loadingAccount = useSelector((s: HostState) => showsLoadingAccount(s.paymentAccount));

  useEffect(() => {
    dispatch(registryRequested());
  }, [dispatch]);

  const manifests = useMemo(() => {
    const out: Partial<Record<RemoteName, RemoteManifest | null>> = {};
    for (const name of REMOTE_NAMES) out[name] = remotes.byName[name].manifest;
    return out;
  }, [remotes.byName]);
  const table = useMemo(() => buildRouteTable(manifests), [manifests]);
  const nav = useMemo(() => visibleNav(buildNav(manifests), session), [manifests, session]);

  const route = resolveRoute(table, pathname);
  const decision = decide(route, pathname, session);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;

  let content: ReactElement;
  if (decision.kind === 'authenticating') {
    content = <Centered><><Spin /> {SHELL_MESSAGES.authenticating}</></Centered>;
  } else if (decision.kind === 'notFound') {
    // A remote whose manifest is still loading may own this path: wait before saying so.
    const settled =
      remotes.registryStatus === 'failed' ||
      (remotes.registryStatus === 'succeeded' && REMOTE_NAMES.every((n) => ['succeeded', 'failed'].includes(remotes.byName[n].status)));
    content = settled ? <StatusPage status={404} /> : <PageLoading />;
  } else if (decision.kind === 'upgrade') {
    content = <UpgradeRoutePage title={decision.route.route.title} upgradeNow={!!decision.route.route.upgradeNow} />;
  } else if (decision.route.owner === 'host') {
    content = (HOST_PAGES[decision.route.route.path] ?? (() => <StatusPage status={404} />))();
  } else {
    const owner = decision.route.owner;
    const state = remotes.byName[owner];
    // The route already resolved (from a loaded or baseline manifest): mount as soon as
    // the registry says where the remote lives, while the manifests are still loading.
    const pending = remotes.registryStatus === 'idle' || remotes.registryStatus === 'loading';
    const loadError = remotes.registryStatus === 'failed' ? remotes.registryError : state.status === 'failed' ? state.error : null;
    content = pending ? (
      <PageLoading />
    ) : (
      <RemoteOutlet
        key={owner}
        remote={owner}
        version={state.version}
        loadError={loadError}
        onRetry={() => (remotes.registryStatus === 'failed' ? dispatch(registryRequested()) : dispatch(remoteRetryRequested(owner)))}
      />
    );
  }

  const signedIn = session.status === 'signedIn';
  const guestPage = decision.kind === 'render' && decision.route.route.access === 'guest';
  const body = <Suspense fallback={<PageLoading />}>{content}</Suspense>;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {guestPage ? null : <Header session={session} />}
      <Layout>
        {signedIn && !guestPage ? (
          <Suspense fallback={<SideNavPlaceholder />}>
            <SideNav items={nav} />
          </Suspense>
        ) : null}
        <Layout.Content style={{ padding: guestPage ? 0 : 24 }} id="main-content">
          <main>{body}</main>
        </Layout.Content>
      </Layout>
      <Suspense fallback={null}>
        {signedIn ? <NarrowScreenNotice /> : null}
        {signedIn && loadingAccount ? <ProgressModal open message={SHELL_MESSAGES.loadingAccount} /> : null}
      </Suspense>
      <Toasts />
    </Layout>
  );
}

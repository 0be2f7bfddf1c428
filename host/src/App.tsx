import { lazy, memo, Suspense, useEffect, useMemo, type ReactElement } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation } from '@portal/shared-ui/router';
import { ANALYTICS_EVENTS, DELAYS_MS, REMOTE_NAMES, SHELL_MESSAGES, type NavItem, type RemoteName, type SessionSnapshot } from '@portal/shared-contracts/core';
import { PageLoading, Spin, createStyles } from '@portal/shared-ui';
import { showsLoadingAccount } from './billing/accountSlice';
import { useServices } from './services';
import { useSelectorInTransition, useStoreInTransition } from './useInTransition';
import type { HostDispatch, HostState } from './store';
import { registryRequested } from './remotes/slice';
import { buildNav, resolveRoute, type Manifests } from './routing/routeTable';
import { decide, visibleNav } from './routing/guard';
import { Header } from './shell/Header';
import { ShellFrame } from './shell/ShellFrame';
import { Toasts } from './shell/Toasts';
import { NavPlaceholder } from './shell/NavPlaceholder';
import { narrowScreenNotice, sideNav, welcomePage } from './shell/signedInChrome';
import { RemotePage } from './outlet/RemotePage';
import { activeOverrides } from './remotes/overrides';
import { RemoteOverridesNotice } from './shell/RemoteOverridesNotice';
import { hasStoredSession } from './session/storedSession';
import { warmTargets, warmUp } from './remotes/warmUp';
import { whenPageShown } from './pageShown';
import { PageShownMark } from './PageShownMark';
import { useShownAfter } from './useShownAfter';

const WelcomePage = welcomePage.Component;
const StatusPage = lazy(() => import('./pages/StatusPage'));
const UpgradeRoutePage = lazy(() => import('./pages/UpgradeRoutePage'));
// The signed-in chrome uses antd's heavier widgets (menu, modal): a signed-out
// visitor's page never evaluates them (shell/signedInChrome.ts).
const SideNav = sideNav.Component;
const NarrowScreenNotice = narrowScreenNotice.Component;
const ProgressModal = lazy(() => import('@portal/shared-ui/widgets').then((m) => ({ default: m.ProgressModal })));

/** Holds the side navigation's place while its chunk loads, so the content does not move. */
function SideNavPlaceholder(): ReactElement {
  const collapsed = useSelector((s: HostState) => s.shell.navCollapsed);
  return <NavPlaceholder collapsed={collapsed} />;
}

const HOST_PAGES: Record<string, () => ReactElement> = {
  '/welcome': () => <WelcomePage />,
  '/404': () => <StatusPage status={404} />,
  '/500': () => <StatusPage status={500} />,
};

const useStyles = createStyles('shell', (token) => ({
  centered: { display: 'flex', minHeight: '60vh', alignItems: 'center', justifyContent: 'center', gap: token.marginSM },
}));

function Centered({ children }: { children: ReactElement | string }): ReactElement {
  const classes = useStyles();
  return (
    <div role="status" className={classes.centered}>
      {children}
    </div>
  );
}

/** Each remote's manifest, for the route table (a new object each call: compared shallowly). */
function selectManifests(s: HostState): Manifests {
  const out: Manifests = {};
  for (const name of REMOTE_NAMES) out[name] = s.remotes.byName[name].manifest;
  return out;
}
/** Each remote's nav items, from its manifest or the last visit's. */
function selectNavs(s: HostState): Partial<Record<RemoteName, NavItem[] | null>> {
  const out: Partial<Record<RemoteName, NavItem[] | null>> = {};
  for (const name of REMOTE_NAMES) out[name] = s.remotes.byName[name].nav;
  return out;
}

/**
 * The shell: guard, layout, nav and the outlet that mounts the owning remote.
 *
 * The session and the remotes' manifests reach the shell in transitions: the render they
 * cause (the whole signed-in shell once a stored session is confirmed, the navigation
 * again as each remote's manifest arrives) is one React renders in slices, yielding to
 * the browser between them, instead of one long task (issue 19: total blocking time), and
 * a change while the shell renders does not make React render it all again at once
 * (useInTransition.ts). A click's new path is not deferred.
 */
export function App(): ReactElement {
  const { session: sessionApi } = useServices();
  const session = useStoreInTransition(sessionApi.subscribe, sessionApi.getSnapshot);
  // Only what the shell reads: a remote's status or version changing (each manifest's
  // request, a registry read) re-renders the outlet that shows it, not the whole shell.
  const manifests = useSelectorInTransition(selectManifests, shallowEqual);
  const navs = useSelectorInTransition(selectNavs, shallowEqual);
  return <Shell session={session} manifests={manifests} navs={navs} />;
}

interface ShellProps {
  readonly session: SessionSnapshot;
  readonly manifests: Manifests;
  readonly navs: Partial<Record<RemoteName, NavItem[] | null>>;
}

const Shell = memo(function Shell({ session, manifests, navs }: ShellProps): ReactElement {
  const dispatch = useDispatch<HostDispatch>();
  const { bus, config } = useServices();
  const overrides = useMemo(() => activeOverrides(config.remoteOverrideOrigins ?? []), [config]);
  const { pathname } = useLocation();
  const registryReady = useSelector((s: HostState) => s.remotes.registryStatus === 'succeeded');
  // Not for an account that answers at once, as on most page loads: no modal flashes over the page.
  const loadingAccount = useShownAfter(
    useSelector((s: HostState) => showsLoadingAccount(s.paymentAccount)),
    DELAYS_MS.LOADING_ACCOUNT_MODAL,
  );

  useEffect(() => {
    dispatch(registryRequested());
  }, [dispatch]);

  const nav = useMemo(() => visibleNav(buildNav(navs), session), [navs, session]);

  // After sign-in, the nav's other pages load at idle, so a first click paints at once.
  const warm = useMemo(
    () => (registryReady && session.status === 'signedIn' ? warmTargets(nav, manifests, session, pathname) : []),
    [registryReady, nav, manifests, session, pathname],
  );
  useEffect(() => {
    if (!warm.length) return undefined;
    const stop = new AbortController();
    // Not while the page the visitor opened is still loading its own chunks.
    void whenPageShown().then(() => warmUp(warm, stop.signal));
    return () => stop.abort();
  }, [warm]);

  const route = resolveRoute(pathname, manifests);
  const decision = decide(route, pathname, session);
  // A page view of every route shown (issue 17), not of one the guard redirects away from:
  // the analytics sender (src/analytics) adds the route and skips a repeat of the same one.
  const viewed = decision.kind === 'redirect' ? null : pathname;
  useEffect(() => {
    if (viewed !== null) bus.publish('analytics/tracked', { name: ANALYTICS_EVENTS.pageView });
  }, [bus, viewed]);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;

  let content: ReactElement;
  if (decision.kind === 'authenticating') {
    content = <Centered><><Spin /> {SHELL_MESSAGES.authenticating}</></Centered>;
  } else if (decision.kind === 'notFound') {
    content = <StatusPage status={404} />;
  } else if (decision.kind === 'upgrade') {
    content = <UpgradeRoutePage path={decision.route.route.path} title={decision.route.route.title} upgradeNow={!!decision.route.route.upgradeNow} />;
  } else if (decision.route.owner === 'host') {
    content = (HOST_PAGES[decision.route.route.path] ?? (() => <StatusPage status={404} />))();
  } else {
    content = <RemotePage remote={decision.route.owner} provisional={decision.route.provisional} />;
  }

  const signedIn = session.status === 'signedIn';
  const guestPage = decision.kind === 'render' && decision.route.route.access === 'guest';
  // A page the shell renders itself is the page shown once it commits (a remote's page is
  // marked by its outlet): until then the warm-up of other remotes waits (pageShown.ts).
  const shellPage = decision.kind === 'notFound' || decision.kind === 'upgrade' || (decision.kind === 'render' && decision.route.owner === 'host');
  const body = (
    <Suspense fallback={<PageLoading />}>
      {content}
      {shellPage ? <PageShownMark /> : null}
    </Suspense>
  );
  const showsNav = signedIn && !guestPage;
  // A stored session is most likely still valid: hold the nav's place while it is checked, so the page does not shift.
  const holdsNav = decision.kind === 'authenticating' && hasStoredSession(config);
  return (
    <ShellFrame
      notice={<RemoteOverridesNotice overrides={overrides} />}
      header={<Header session={session} guest={guestPage} />}
      nav={
        showsNav ? (
          <Suspense fallback={<SideNavPlaceholder />}>
            <SideNav items={nav} />
          </Suspense>
        ) : holdsNav ? (
          <SideNavPlaceholder />
        ) : null
      }
      guest={guestPage}
      overlays={
        <>
          <Suspense fallback={null}>
            {signedIn ? <NarrowScreenNotice /> : null}
            {signedIn && loadingAccount ? <ProgressModal open message={SHELL_MESSAGES.loadingAccount} /> : null}
          </Suspense>
          <Toasts />
        </>
      }
    >
      {body}
    </ShellFrame>
  );
});

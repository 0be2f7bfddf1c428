import type { ReactElement } from 'react';
import { PAGE_SNAPSHOT_NAMES, ROUTES, SIGNED_OUT, shellSnapshotKey, type RouteAccess } from '@portal/shared-contracts/core';
import { MemoryRouter } from '@portal/shared-ui/router';
import { renderSnapshot, type PageSnapshot, type PageSnapshots } from '@portal/shared-ui/snapshot';
import { Header } from './shell/Header';
import { ShellFrame } from './shell/ShellFrame';
import { NavPlaceholder } from './shell/NavPlaceholder';
import { useOutletStyles } from './outlet/RemoteOutlet';
import { HOST_ROUTES } from './routing/hostRoutes';
import WelcomePage from './pages/WelcomePage';

/** The outlet as it holds a mounted remote's page, the page being the slot the server fills. */
function OutletSlot(): ReactElement {
  const classes = useOutletStyles();
  return (
    <div className={`remote-outlet ${classes.outlet}`}>
      <div>{PAGE_SNAPSHOT_NAMES.slot}</div>
    </div>
  );
}

/** The shell a signed-out visitor's page of this access is shown in. */
function signedOutShell(access: 'guest' | 'public'): ReactElement {
  const guest = access === 'guest';
  return (
    <MemoryRouter initialEntries={[ROUTES.login]}>
      <ShellFrame header={<Header session={SIGNED_OUT} guest={guest} />} guest={guest}>
        <OutletSlot />
      </ShellFrame>
    </MemoryRouter>
  );
}

/**
 * The shell a signed-in user's page is shown in (docs/adr/054, 057), as the live shell holds
 * it while a stored session is checked: the header with the brand only (its actions name the
 * user), the navigation's place empty (its items are the remotes' and the user's), the page
 * padded in the main landmark: a remote's in the outlet, or bare for one the shell renders
 * itself.
 */
function signedInShell(slot: ReactElement | string): ReactElement {
  return (
    <MemoryRouter initialEntries={[ROUTES.welcome]}>
      <ShellFrame header={<Header session={SIGNED_OUT} guest />} nav={<NavPlaceholder collapsed={false} />} guest={false}>
        {slot}
      </ShellFrame>
    </MemoryRouter>
  );
}

/** The access of a page the shell renders itself. */
function hostAccess(path: string): RouteAccess {
  const route = HOST_ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`${path} is not a page of the shell`);
  return route.access;
}

/** A page the shell renders itself, as it renders it at its path. */
function hostPage(path: string, page: ReactElement): PageSnapshot {
  return { ...renderSnapshot(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>), access: hostAccess(path), shellPage: true };
}

/**
 * The host's page snapshots, made by the build (`snapshots.json`, docs/adr/050, 054, 057):
 * the shells of a signed-out visitor's pages, sign-in and sign-up's (`guest`: the header
 * with the brand only, the page unpadded) and the legal pages' (`public`: with the header's
 * sign-in link), and a signed-in user's (`private`), into whose slot the host's server
 * writes the owning remote's snapshot of the page; and the signed-in shell with the one
 * page of the shell that shows no one's data, /welcome, where a sign-in and a returning user
 * land. Not bundled: the build runs it in Node.
 */
export function pageSnapshots(): PageSnapshots {
  return {
    [shellSnapshotKey('guest')]: renderSnapshot(signedOutShell('guest')),
    [shellSnapshotKey('public')]: renderSnapshot(signedOutShell('public')),
    [shellSnapshotKey('private')]: renderSnapshot(signedInShell(<OutletSlot />)),
    [shellSnapshotKey('private', true)]: renderSnapshot(signedInShell(PAGE_SNAPSHOT_NAMES.slot)),
    [ROUTES.welcome]: hostPage(ROUTES.welcome, <WelcomePage />),
  };
}

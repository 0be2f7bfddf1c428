import type { ReactElement } from 'react';
import { PAGE_SNAPSHOT_NAMES, ROUTES, SIGNED_OUT, shellSnapshotKey } from '@portal/shared-contracts/core';
import { MemoryRouter } from '@portal/shared-ui/router';
import { renderSnapshot, type PageSnapshots } from '@portal/shared-ui/snapshot';
import { Header } from './shell/Header';
import { ShellFrame } from './shell/ShellFrame';
import { useOutletStyles } from './outlet/RemoteOutlet';

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
 * The shells of a signed-out visitor's pages, made by the build (`snapshots.json`,
 * docs/adr/050): sign-in and sign-up's (`guest`: the header with the brand only, the page
 * unpadded) and the legal pages' (`public`: with the header's sign-in link). The host's
 * server writes the owning remote's snapshot of the page into the slot of the shell its
 * access names. Not bundled: the build runs it in Node.
 */
export function pageSnapshots(): PageSnapshots {
  return {
    [shellSnapshotKey('guest')]: renderSnapshot(signedOutShell('guest')),
    [shellSnapshotKey('public')]: renderSnapshot(signedOutShell('public')),
  };
}

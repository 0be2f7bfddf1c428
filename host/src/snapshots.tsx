import type { ReactElement } from 'react';
import { PAGE_SNAPSHOT_NAMES, ROUTES, SIGNED_OUT } from '@portal/shared-contracts/core';
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

/**
 * The shell of a signed-out visitor's sign-in or sign-up page (the header with the brand
 * only), made by the build (`snapshots.json`, docs/adr/050); the host's server writes the
 * owning remote's snapshot of the page into its slot. Not bundled: the build runs it in Node.
 */
export function pageSnapshots(): PageSnapshots {
  return {
    [PAGE_SNAPSHOT_NAMES.shellKey]: renderSnapshot(
      <MemoryRouter initialEntries={[ROUTES.login]}>
        <ShellFrame header={<Header session={SIGNED_OUT} guest />} guest>
          <OutletSlot />
        </ShellFrame>
      </MemoryRouter>,
    ),
  };
}

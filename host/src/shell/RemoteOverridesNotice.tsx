import type { ReactElement } from 'react';
import { SHELL_MESSAGES } from '@portal/shared-contracts/core';
import { Alert, Button } from '@portal/shared-ui';
import { clearOverrides, type RemoteOverrides } from '../remotes/overrides';

/**
 * Says, on every page, that this browser loads some remotes from a team's own build
 * (docs/remote-teams.md), and takes the overrides away (then reloads the page with the
 * registry's versions).
 */
export function RemoteOverridesNotice({ overrides, reload = () => window.location.reload() }: { readonly overrides: RemoteOverrides; readonly reload?: () => void }): ReactElement | null {
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;
  return (
    <Alert
      type="warning"
      banner
      role="status"
      title={`${SHELL_MESSAGES.remoteOverridesOn} ${entries.map(([name, url]) => `${name} from ${url}`).join(', ')}`}
      action={
        <Button
          size="small"
          onClick={() => {
            clearOverrides();
            reload();
          }}
        >
          {SHELL_MESSAGES.removeRemoteOverrides}
        </Button>
      }
    />
  );
}

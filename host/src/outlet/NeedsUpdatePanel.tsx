import type { ReactElement } from 'react';
import { REGISTRY_MESSAGES, SHELL_MESSAGES, remoteVersionNote } from '@portal/shared-contracts/core';
import { Button, Result } from '@portal/shared-ui';
import { ReloadOutlined } from '@portal/shared-ui/icons';

export interface NeedsUpdatePanelProps {
  /** Why: the remote was built against contracts of another major version (REGISTRY_MESSAGES.contractIncompatible). */
  readonly detail: string;
  readonly version?: string | null;
  /** Defaults to reloading the page: a fixed release reaches the page through the registry. */
  readonly onReload?: () => void;
}

/**
 * Replaces the routes of a remote the host will not load because it was built against
 * another contract major (docs/adr/037). Retrying cannot help; reloading the page picks
 * up a fixed release once one is published.
 */
export function NeedsUpdatePanel({ detail, version = null, onReload = () => window.location.reload() }: NeedsUpdatePanelProps): ReactElement {
  return (
    <div role="alert" data-testid="remote-needs-update">
      <Result
        status="info"
        title={REGISTRY_MESSAGES.needsUpdate}
        subTitle={version ? `${detail} ${remoteVersionNote(version)}` : detail}
        extra={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={onReload}>
            {SHELL_MESSAGES.reloadPage}
          </Button>
        }
      />
    </div>
  );
}

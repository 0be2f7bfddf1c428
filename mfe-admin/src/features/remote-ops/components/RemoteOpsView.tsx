import { useEffect, useState, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { SHELL_MESSAGES, type RemoteName } from '@portal/shared-contracts/core';
import { ADMIN_REMOTES_LABELS as L } from '@portal/shared-contracts/admin';
import { Alert, Button, Flex, ListSkeleton, LoadFailure } from '@portal/shared-ui';
import { Modal } from '@portal/shared-ui/widgets';
import { remoteOpsRequested, rollbackDismissed, rollbackRequested, selectRemoteOps } from '../slice';
import { RegistryChanges } from './RegistryChanges';
import { RemoteReleases } from './RemoteReleases';

/** The Remotes tab: each remote's releases and figures, Refresh, a confirmed Roll back, the registry's changes. */
export function RemoteOpsView(): ReactElement {
  const dispatch = useDispatch();
  const { status, ops, error, rollback } = useSelector(selectRemoteOps);
  const [confirming, setConfirming] = useState<RemoteName | null>(null);
  useEffect(() => {
    dispatch(remoteOpsRequested());
    return () => {
      dispatch(rollbackDismissed());
    };
  }, [dispatch]);

  let body: ReactElement;
  if (!ops && status === 'failed') {
    body = <LoadFailure title={L.loadFailed} message={error} retryLabel={SHELL_MESSAGES.retry} onRetry={() => dispatch(remoteOpsRequested())} />;
  } else if (!ops) {
    body = <ListSkeleton rows={5} label={L.loading} />;
  } else {
    body = (
      <>
        {status === 'failed' ? <Alert type="error" showIcon role="alert" title={L.loadFailed} description={error ?? undefined} /> : null}
        {ops.remotes.map((remote) => (
          <RemoteReleases key={remote.name} remote={remote} busy={rollback?.name === remote.name && rollback.status === 'loading'} onRollback={() => setConfirming(remote.name)} />
        ))}
        <RegistryChanges events={ops.events} />
      </>
    );
  }
  return (
    <Flex vertical gap="middle">
      <Flex justify="flex-end">
        <Button onClick={() => dispatch(remoteOpsRequested())} loading={status === 'loading' && ops !== null}>
          {L.refresh}
        </Button>
      </Flex>
      {rollback && rollback.status !== 'loading' && rollback.message ? (
        <Alert
          type={rollback.status === 'succeeded' ? 'success' : 'error'}
          showIcon
          closable
          onClose={() => dispatch(rollbackDismissed())}
          role={rollback.status === 'succeeded' ? 'status' : 'alert'}
          title={rollback.message}
        />
      ) : null}
      {body}
      <Modal
        open={confirming !== null}
        title={confirming ? L.rollbackTitle(confirming) : undefined}
        okText={L.rollback}
        okButtonProps={{ danger: true }}
        cancelText={L.cancel}
        onCancel={() => setConfirming(null)}
        onOk={() => {
          if (confirming) dispatch(rollbackRequested(confirming));
          setConfirming(null);
        }}
      >
        {L.rollbackText}
      </Modal>
    </Flex>
  );
}

import type { ReactElement } from 'react';
import { ADMIN_REMOTES_LABELS as L } from '@portal/shared-contracts/admin';
import { Button, Flex, Typography } from '@portal/shared-ui';
import { Table, type TableColumnsType } from '@portal/shared-ui/data';
import { TitledSection } from '../../../components/TitledSection';
import { formatAdminDateTime } from '../../admin-format';
import { roleOf, servedFirst, statsLine, type RemoteOpsEntry, type RemoteOpsVersion } from './figures';

/** One remote: its live and canary versions side by side with their figures, and Roll back. */
export function RemoteReleases({ remote, busy, onRollback }: { remote: RemoteOpsEntry; busy: boolean; onRollback: () => void }): ReactElement {
  const columns: TableColumnsType<RemoteOpsVersion> = [
    {
      key: 'version',
      title: L.version,
      render: (_, v) => {
        const role = roleOf(remote, v.version);
        return (
          <Flex vertical>
            <Typography.Text code>{v.version}</Typography.Text>
            {role ? <Typography.Text strong type={v.version === remote.live ? 'success' : 'warning'}>{role}</Typography.Text> : null}
          </Flex>
        );
      },
    },
    { key: 'contract', title: L.contract, render: (_, v) => v.contractVersion },
    { key: 'published', title: L.published, render: (_, v) => <time dateTime={v.publishedAt}>{formatAdminDateTime(v.publishedAt)}</time> },
    { key: 'by', title: L.publishedBy, render: (_, v) => v.publishedBy },
    { key: 'hour', title: L.lastHour, render: (_, v) => statsLine(v.windows.hour) },
    { key: 'day', title: L.lastDay, render: (_, v) => statsLine(v.windows.day) },
  ];
  return (
    <TitledSection title={remote.name} level={2}>
      <Flex gap="middle" align="center" wrap>
        <Typography.Text>{remote.live ? `${L.live}: ${remote.live}` : L.noLive}</Typography.Text>
        {remote.canary ? <Typography.Text>{`${L.canary}: ${remote.canary.version} (${remote.canary.percent}%)`}</Typography.Text> : null}
        <Button danger disabled={!remote.live} loading={busy} onClick={onRollback} aria-label={`${L.rollback} ${remote.name}`}>
          {L.rollback}
        </Button>
      </Flex>
      {remote.versions.length === 0 ? (
        <Typography.Paragraph type="secondary">{`${L.noVersions}${remote.name}`}</Typography.Paragraph>
      ) : (
        <Table<RemoteOpsVersion> rowKey="version" size="small" pagination={false} columns={columns} dataSource={servedFirst(remote)} aria-label={`${remote.name} ${L.version}`} />
      )}
    </TitledSection>
  );
}

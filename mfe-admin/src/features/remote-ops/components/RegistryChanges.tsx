import type { ReactElement } from 'react';
import { type RegistryEvent } from '@portal/shared-contracts/core';
import { ADMIN_REMOTES_LABELS as L } from '@portal/shared-contracts/admin';
import { EmptyState, Typography } from '@portal/shared-ui';
import { Table, type TableColumnsType } from '@portal/shared-ui/data';
import { TitledSection } from '../../../components/TitledSection';
import { formatAdminDateTime } from '../../admin-format';

const what = (e: RegistryEvent): string => [e.action, e.version, e.percent === null ? null : `${e.percent}%`].filter(Boolean).join(' ');

const COLUMNS: TableColumnsType<RegistryEvent> = [
  { key: 'at', title: L.when, render: (_, e) => <time dateTime={e.at}>{formatAdminDateTime(e.at)}</time> },
  { key: 'who', title: L.who, render: (_, e) => e.actor },
  { key: 'remote', title: L.remote, render: (_, e) => e.remote },
  { key: 'action', title: L.action, render: (_, e) => what(e) },
  {
    key: 'outcome',
    title: L.outcome,
    render: (_, e) => (
      <Typography.Text strong type={e.outcome === 'done' ? 'success' : 'warning'}>
        {e.outcome === 'done' ? L.done : `${L.refused}${e.errorCode ? ` (${e.errorCode})` : ''}`}
      </Typography.Text>
    ),
  },
];

/** Who published, promoted, put on canary or rolled back what, newest first (done or refused). */
export function RegistryChanges({ events }: { events: readonly RegistryEvent[] }): ReactElement {
  return (
    <TitledSection title={L.changes} level={2}>
      {events.length === 0 ? (
        <EmptyState title={L.noChanges} />
      ) : (
        <Table<RegistryEvent> rowKey={(e) => `${e.at}-${e.remote}-${e.action}-${e.version ?? ''}`} size="small" pagination={false} columns={COLUMNS} dataSource={[...events]} />
      )}
    </TitledSection>
  );
}

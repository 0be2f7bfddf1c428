import type { ReactElement } from 'react';
import {
  ADMIN_ACTION_LABELS,
  ADMIN_AUDIT_LABELS,
  ADMIN_CLEANUP_LABELS,
  ADMIN_OUTCOME_LABELS,
  type AdminAuditEntry,
  type AdminOutcome,
} from '@portal/shared-contracts/admin';
import { Flex, Typography } from '@portal/shared-ui';
import { Table, type TableColumnsType } from '@portal/shared-ui/data';
import { formatAdminDateTime } from '../../admin-format';

/** Text colours the theme keeps at 4.5:1 on white (antd's filled tags do not). */
const OUTCOME_TYPES: Readonly<Record<AdminOutcome, 'success' | 'warning' | 'danger'>> = { succeeded: 'success', refused: 'warning', failed: 'danger' };

/** Whom: the e-mail, the username and the payment customer, as far as the entry knows them. */
function Target({ target }: { target: AdminAuditEntry['target'] }): ReactElement {
  return (
    <Flex vertical>
      {target.email ? <Typography.Text>{target.email}</Typography.Text> : null}
      {target.username ? <Typography.Text type="secondary">{target.username}</Typography.Text> : null}
      {target.customer_id ? <Typography.Text type="secondary">{`${ADMIN_AUDIT_LABELS.customer} ${target.customer_id}`}</Typography.Text> : null}
    </Flex>
  );
}

/** How it ended, and why when it did not succeed. */
function Outcome({ entry }: { entry: AdminAuditEntry }): ReactElement {
  return (
    <Flex vertical align="flex-start" gap={4}>
      <Typography.Text strong type={OUTCOME_TYPES[entry.outcome]}>
        {ADMIN_OUTCOME_LABELS[entry.outcome]}
      </Typography.Text>
      {entry.outcome !== 'succeeded' && entry.error_message ? <Typography.Text type="secondary">{entry.error_message}</Typography.Text> : null}
    </Flex>
  );
}

const COLUMNS: TableColumnsType<AdminAuditEntry> = [
  { key: 'at', title: ADMIN_AUDIT_LABELS.when, render: (_, entry) => <time dateTime={entry.at}>{formatAdminDateTime(entry.at)}</time> },
  { key: 'admin', title: ADMIN_AUDIT_LABELS.admin, render: (_, entry) => entry.actor.email },
  { key: 'action', title: ADMIN_AUDIT_LABELS.action, render: (_, entry) => ADMIN_ACTION_LABELS[entry.action] },
  { key: 'target', title: ADMIN_AUDIT_LABELS.target, render: (_, entry) => <Target target={entry.target} /> },
  { key: 'outcome', title: ADMIN_AUDIT_LABELS.outcome, render: (_, entry) => <Outcome entry={entry} /> },
  { key: 'cleanup', title: ADMIN_AUDIT_LABELS.cleanup, render: (_, entry) => (entry.cleanup ? ADMIN_CLEANUP_LABELS[entry.cleanup] : null) },
];

/** The entries loaded so far, newest first (the api's order). */
export function AuditTable({ entries }: { entries: readonly AdminAuditEntry[] }): ReactElement {
  return <Table<AdminAuditEntry> aria-label={ADMIN_AUDIT_LABELS.table} columns={COLUMNS} dataSource={[...entries]} rowKey="id" pagination={false} scroll={{ x: 'max-content' }} />;
}

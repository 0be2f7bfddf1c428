import type { ReactElement } from 'react';
import { href } from '@portal/shared-contracts/core';
import { adminStatusLabel } from '@portal/shared-contracts/storyboards';
import {
  ADMIN_USER_SORTS,
  ADMIN_USERS_LABELS,
  adminNoUsersMatch,
  type AdminIdentityUser,
  type AdminPaymentCustomer,
  type AdminUserSort,
} from '@portal/shared-contracts/admin';
import { EmptyState } from '@portal/shared-ui';
import { Table, type TableColumnsType } from '@portal/shared-ui/data';
import { Link, useLocation } from '@portal/shared-ui/router';
import { formatAdminDate, formatAdminDateTime } from '../../admin-format';
import { currentSubscription } from '../../../lib/subscriptions';
import type { UsersQuery } from '../usersQuery';

/** A user with their payment customer (null without one, or when the gateway does not know it). */
export interface UserRow {
  readonly user: AdminIdentityUser;
  readonly customer: AdminPaymentCustomer | null;
}

/** "Given Family", or the e-mail for a user without a name. */
export const displayName = (user: AdminIdentityUser): string => `${user.given_name} ${user.family_name}`.trim() || user.email;

type AntOrder = 'ascend' | 'descend';
const antOrder = (order: 'asc' | 'desc'): AntOrder => (order === 'asc' ? 'ascend' : 'descend');

/**
 * A sortable column's header: shows the list's sort, and each click (or Enter) sorts the
 * other way. antd steps to the direction after the current one's first place in
 * `sortDirections`, so ending on the first again never clears the sort. Text sorts up first,
 * dates newest first.
 */
function sortable(key: AdminUserSort, query: UsersQuery, first: AntOrder) {
  const second: AntOrder = first === 'ascend' ? 'descend' : 'ascend';
  return { key, sorter: true, sortOrder: query.sort === key ? antOrder(query.order) : null, sortDirections: [first, second, first] };
}

export interface UsersTableProps {
  readonly rows: readonly UserRow[];
  readonly query: UsersQuery;
  readonly onSort: (sort: AdminUserSort, order: 'asc' | 'desc') => void;
}

/** The users list (002 §2, §3): identity data joined with the plan and status of their payment data; sorted on the server. */
export function UsersTable({ rows, query, onSort }: UsersTableProps): ReactElement {
  const { search } = useLocation();
  const plan = ({ customer }: UserRow): string => currentSubscription(customer?.subscriptions)?.plan ?? ADMIN_USERS_LABELS.noSubscription;
  const status = ({ customer }: UserRow): string => {
    const subscription = currentSubscription(customer?.subscriptions);
    return subscription ? adminStatusLabel(subscription.status) : '—';
  };
  const columns: TableColumnsType<UserRow> = [
    {
      ...sortable('name', query, 'ascend'),
      title: ADMIN_USERS_LABELS.name,
      render: (_, { user }) => <Link to={`${href.adminUser(user.username)}${search}`}>{displayName(user)}</Link>,
    },
    { ...sortable('email', query, 'ascend'), title: ADMIN_USERS_LABELS.email, render: (_, { user }) => user.email },
    { key: 'company', title: ADMIN_USERS_LABELS.company, render: (_, { user }) => user.companyName || '—' },
    { key: 'plan', title: ADMIN_USERS_LABELS.plan, render: (_, row) => plan(row) },
    { key: 'status', title: ADMIN_USERS_LABELS.status, render: (_, row) => status(row) },
    { ...sortable('created', query, 'descend'), title: ADMIN_USERS_LABELS.signedUp, render: (_, { user }) => formatAdminDate(user.userCreateDate) },
    {
      ...sortable('lastLogin', query, 'descend'),
      title: ADMIN_USERS_LABELS.lastLogin,
      render: (_, { user }) => (user.lastLoginDate ? formatAdminDateTime(user.lastLoginDate) : ADMIN_USERS_LABELS.never),
    },
  ];
  return (
    <Table<UserRow>
      aria-label={ADMIN_USERS_LABELS.table}
      columns={columns}
      dataSource={[...rows]}
      rowKey={(row) => row.user.username}
      pagination={false}
      showSorterTooltip={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <EmptyState title={query.q ? adminNoUsersMatch(query.q) : ADMIN_USERS_LABELS.noUsers} /> }}
      onChange={(_pagination, _filters, sorter) => {
        const single = Array.isArray(sorter) ? sorter[0] : sorter;
        const sort = ADMIN_USER_SORTS.find((key) => key === single?.columnKey);
        if (sort && single?.order) onSort(sort, single.order === 'ascend' ? 'asc' : 'desc');
      }}
    />
  );
}

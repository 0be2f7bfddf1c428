import { useEffect, useId, useState, type FormEvent, type ReactElement } from 'react';
import { ADMIN_ACTION_LABELS, ADMIN_ACTIONS, ADMIN_AUDIT_LABELS, type AdminAction } from '@portal/shared-contracts/admin';
import { Button, Flex, createStyles } from '@portal/shared-ui';
import { Input, Select } from '@portal/shared-ui/forms';
import type { AuditFilters as Filters } from '../slice';

const useStyles = createStyles('admin-audit-filters', (token) => ({
  bar: { marginBlockEnd: token.marginLG },
  field: { display: 'flex', flexDirection: 'column', gap: token.marginXXS },
  action: { minWidth: 200 },
  username: { minWidth: 280 },
}));

/** The Select's value for "no action filter" (antd's Select needs a value for each option). */
const ALL = 'all';
const ACTION_OPTIONS = [
  { value: ALL, label: ADMIN_AUDIT_LABELS.allActions },
  ...Object.values(ADMIN_ACTIONS).map((action) => ({ value: action, label: ADMIN_ACTION_LABELS[action] })),
];

export interface AuditFiltersProps {
  readonly filters: Filters;
  readonly onChange: (filters: Filters) => void;
}

/**
 * The audit log's filters: the action (applies at once) and the target's username
 * (applies on Enter or Filter, as the api matches it exactly and each try is a request).
 */
export function AuditFilters({ filters, onChange }: AuditFiltersProps): ReactElement {
  const [username, setUsername] = useState(filters.username);
  useEffect(() => setUsername(filters.username), [filters.username]);
  const actionId = useId();
  const usernameId = useId();
  const classes = useStyles();
  const apply = (e: FormEvent): void => {
    e.preventDefault();
    onChange({ ...filters, username: username.trim() });
  };
  return (
    <Flex role="search" wrap gap="middle" align="flex-end" className={classes.bar}>
      <div className={classes.field}>
        <label htmlFor={actionId}>{ADMIN_AUDIT_LABELS.action}</label>
        <Select<string>
          id={actionId}
          value={filters.action ?? ALL}
          options={ACTION_OPTIONS}
          onChange={(value) => onChange({ ...filters, action: value === ALL ? null : (value as AdminAction) })}
          className={classes.action}
        />
      </div>
      <form onSubmit={apply}>
        <Flex gap="small" align="flex-end">
          <div className={classes.field}>
            <label htmlFor={usernameId}>{ADMIN_AUDIT_LABELS.username}</label>
            <Input id={usernameId} value={username} onChange={(e) => setUsername(e.target.value)} allowClear autoComplete="off" className={classes.username} />
          </div>
          <Button htmlType="submit">{ADMIN_AUDIT_LABELS.filter}</Button>
        </Flex>
      </form>
    </Flex>
  );
}

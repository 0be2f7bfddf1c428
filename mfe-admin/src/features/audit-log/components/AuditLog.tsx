import { useCallback, useEffect, useMemo, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { BLOCK_LABELS, SHELL_MESSAGES } from '@portal/shared-contracts/core';
import { ADMIN_ACTIONS, ADMIN_AUDIT_LABELS, ADMIN_LABELS, ADMIN_MESSAGES, type AdminAction } from '@portal/shared-contracts/admin';
import { Button, EmptyState, Flex, ListSkeleton, LoadFailure, createStyles } from '@portal/shared-ui';
import { useSearchParams } from '@portal/shared-ui/router';
import { NO_AUDIT_FILTERS, auditLogRequested, moreAuditRequested, selectAuditLog, type AuditFilters as Filters } from '../slice';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';

const useStyles = createStyles('admin-audit-log', (token) => ({ more: { marginBlockStart: token.margin } }));

/** The URL's query keys of the filters, so a link can open the log of one user or action. */
const PARAMS = { action: 'action', username: 'username' } as const;
const isAction = (value: string | null): value is AdminAction => (Object.values(ADMIN_ACTIONS) as string[]).includes(value ?? '');

/** The filters in the URL (?action=&username=), beside the admin page's own ?from&to. */
function useAuditFilters(): [Filters, (next: Filters) => void] {
  const [params, setParams] = useSearchParams();
  const action = params.get(PARAMS.action);
  const username = params.get(PARAMS.username)?.trim() ?? '';
  const filters = useMemo<Filters>(() => ({ action: isAction(action) ? action : null, username }), [action, username]);
  const setFilters = useCallback(
    (next: Filters) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.action) updated.set(PARAMS.action, next.action);
          else updated.delete(PARAMS.action);
          if (next.username) updated.set(PARAMS.username, next.username);
          else updated.delete(PARAMS.username);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filters, setFilters];
}

/**
 * The audit log tab (ours, docs/adr/031): every admin action newest first, who did it to
 * whom, when and how it ended, a deletion's clean-up; filtered by action and target
 * username, a page at a time ("Load more").
 */
export function AuditLog(): ReactElement {
  const dispatch = useDispatch();
  const log = useSelector(selectAuditLog);
  const [filters, setFilters] = useAuditFilters();
  const classes = useStyles();
  useEffect(() => {
    dispatch(auditLogRequested(filters));
  }, [dispatch, filters]);
  const filtered = filters.action !== null || filters.username !== '';

  let body: ReactElement;
  if (log.status === 'failed') {
    body = <LoadFailure title={ADMIN_MESSAGES.auditLogFailed} message={log.error} retryLabel={SHELL_MESSAGES.retry} onRetry={() => dispatch(auditLogRequested(filters))} />;
  } else if (log.status !== 'succeeded') {
    body = <ListSkeleton rows={4} label={ADMIN_LABELS.auditLog} />;
  } else if (log.entries.length === 0) {
    body = filtered ? (
      <EmptyState title={ADMIN_MESSAGES.noMatchingAuditEntries} action={<Button onClick={() => setFilters(NO_AUDIT_FILTERS)}>{ADMIN_AUDIT_LABELS.clearFilters}</Button>} />
    ) : (
      <EmptyState title={ADMIN_MESSAGES.noAuditEntries} />
    );
  } else {
    body = (
      <>
        <AuditTable entries={log.entries} />
        <Flex vertical align="center" gap="small" className={classes.more}>
          {log.more === 'failed' ? (
            <LoadFailure title={BLOCK_LABELS.loadMoreFailed} message={log.error} retryLabel={SHELL_MESSAGES.retry} onRetry={() => dispatch(moreAuditRequested())} />
          ) : log.hasMore ? (
            <Button loading={log.more === 'loading'} onClick={() => dispatch(moreAuditRequested())}>
              {ADMIN_AUDIT_LABELS.loadMore}
            </Button>
          ) : null}
        </Flex>
      </>
    );
  }
  return (
    <section aria-label={ADMIN_LABELS.auditLog}>
      <AuditFilters filters={filters} onChange={setFilters} />
      {body}
    </section>
  );
}

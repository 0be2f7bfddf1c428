import { useCallback, useEffect, useMemo, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ADMIN_FIGURES, ADMIN_USERS_LABELS, adminUsersShown, type AdminUserSort } from '@portal/shared-contracts/admin';
import { Button, Flex, LoadFailure, Typography } from '@portal/shared-ui';
import { LoadingNote } from '../../../components/LoadingNote';
import { TitledSection } from '../../../components/TitledSection';
import {
  nextUsersRequested,
  selectNextCursor,
  selectPayments,
  selectUsers,
  selectUsersError,
  selectUsersPage,
  selectUsersStatus,
  selectUsersTotal,
  usersRequested,
} from '../slice';
import { useUsersQuery } from '../usersQuery';
import { UsersSearch } from './UsersSearch';
import { UsersTable, type UserRow } from './UsersTable';

/**
 * The Users tab's list (002 §2): search, sort and "Load more" on the server (the query in
 * the URL), each page's users with their payment customers; the loader note while the
 * first page loads, the api's message with Retry when a page fails.
 */
export function UsersSection(): ReactElement {
  const dispatch = useDispatch();
  const { query, setQuery } = useUsersQuery();
  const users = useSelector(selectUsers);
  const payments = useSelector(selectPayments);
  const total = useSelector(selectUsersTotal);
  const nextCursor = useSelector(selectNextCursor);
  const status = useSelector(selectUsersStatus);
  const page = useSelector(selectUsersPage);
  const error = useSelector(selectUsersError);

  // Every visit loads afresh (a user deleted on their page is gone when the list is back).
  useEffect(() => {
    dispatch(usersRequested(query));
  }, [dispatch, query]);

  const rows = useMemo<UserRow[]>(
    () => users.map((user) => ({ user, customer: payments[user['custom:stripe-customer-id'] ?? ''] ?? null })),
    [users, payments],
  );
  const onSearch = useCallback((q: string) => setQuery({ q }), [setQuery]);
  const onSort = useCallback((sort: AdminUserSort, order: 'asc' | 'desc') => setQuery({ sort, order }), [setQuery]);
  const firstPage = page === 'first';
  const loading = <LoadingNote what={ADMIN_USERS_LABELS.loading} seconds={ADMIN_FIGURES.LOADER_SECONDS.USER_DATA} rows={firstPage ? 3 : 1} />;
  const failure = (
    <LoadFailure
      title={ADMIN_USERS_LABELS.loadFailed}
      message={error}
      retryLabel={ADMIN_USERS_LABELS.retry}
      onRetry={() => dispatch(firstPage ? usersRequested(query) : nextUsersRequested())}
    />
  );
  const listShown = !firstPage || status === 'succeeded';

  return (
    <TitledSection title={ADMIN_USERS_LABELS.table} level={2}>
      <UsersSearch value={query.q} onSearch={onSearch} />
      {firstPage && status === 'loading' ? loading : null}
      {firstPage && status === 'failed' ? failure : null}
      {listShown ? (
        <>
          <Typography.Text type="secondary" role="status">
            {adminUsersShown(users.length, total)}
          </Typography.Text>
          <UsersTable rows={rows} query={query} onSort={onSort} />
        </>
      ) : null}
      {!firstPage && status === 'loading' ? loading : null}
      {!firstPage && status === 'failed' ? failure : null}
      {listShown && status === 'succeeded' && nextCursor !== null ? (
        <Flex justify="center">
          <Button onClick={() => dispatch(nextUsersRequested())}>{ADMIN_USERS_LABELS.loadMore}</Button>
        </Flex>
      ) : null}
    </TitledSection>
  );
}

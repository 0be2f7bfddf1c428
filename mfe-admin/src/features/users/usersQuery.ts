import { useCallback, useMemo } from 'react';
import { ADMIN_USER_SORTS, type AdminUserSort } from '@portal/shared-contracts/admin';
import { useSearchParams } from '@portal/shared-ui/router';

/** What the users list shows: the search, the sort column and its direction (the api's defaults: created, desc). */
export interface UsersQuery {
  readonly q: string;
  readonly sort: AdminUserSort;
  readonly order: 'asc' | 'desc';
}

export const DEFAULT_USERS_QUERY: UsersQuery = { q: '', sort: 'created', order: 'desc' };

const isSort = (value: string | null): value is AdminUserSort => ADMIN_USER_SORTS.some((sort) => sort === value);

/** The list's query from the URL (`?q=&sort=&order=`); unknown values take the defaults. */
export function usersQueryOf(params: URLSearchParams): UsersQuery {
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    q: params.get('q')?.trim() ?? DEFAULT_USERS_QUERY.q,
    sort: isSort(sort) ? sort : DEFAULT_USERS_QUERY.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_USERS_QUERY.order,
  };
}

/**
 * The users list's query, kept in the URL beside the date filter so the user page's way
 * back, a reload and a shared link show the same list. Changes replace the history entry.
 */
export function useUsersQuery(): { readonly query: UsersQuery; readonly setQuery: (change: Partial<UsersQuery>) => void } {
  const [params, setParams] = useSearchParams();
  const { q, sort, order } = usersQueryOf(params);
  const query = useMemo<UsersQuery>(() => ({ q, sort, order }), [q, sort, order]);
  const setQuery = useCallback(
    (change: Partial<UsersQuery>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value === undefined || value === '' || value === DEFAULT_USERS_QUERY[key as keyof UsersQuery]) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { query, setQuery };
}

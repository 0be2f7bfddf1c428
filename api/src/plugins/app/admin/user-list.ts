import type { Db } from '../../../db';
import { ADMIN_ERROR_CODES, CUSTOMER_ATTRIBUTES as ATTR, type AdminCustomerUsersQuery, type AdminIdentityUser } from '../../../contracts';
import { ApiError } from '../errors';

/*
 * GET /admin/customerUsers: the identity store's users (the local pool's identity_users) with
 * their customer records, searched (or narrowed to one username), sorted and paged on the server. A page is a keyset page
 * on (sort value, sub), so the ten-thousandth user costs what the first does; the cursor
 * carries the last row's sort value as PostgreSQL printed it (microseconds intact).
 */

/** Each sort key: its SQL expression and the type its cursor value is read back as. */
const SORTS: Readonly<Record<AdminCustomerUsersQuery['sort'], { readonly expr: string; readonly type: 'timestamptz' | 'text' }>> = {
  created: { expr: 'u.created_at', type: 'timestamptz' },
  email: { expr: 'u.email', type: 'text' },
  // The expression of identity_users_name_idx (migration 017).
  name: { expr: `lower(coalesce(u.attributes ->> 'given_name', '') || ' ' || coalesce(u.attributes ->> 'family_name', ''))`, type: 'text' },
  // Never signed in sorts as the oldest login.
  lastLogin: { expr: `coalesce(c.last_login_at, '-infinity'::timestamptz)`, type: 'timestamptz' },
};

interface UserRow {
  sub: string;
  email: string;
  status: AdminIdentityUser['status'];
  attributes: Record<string, string>;
  created_at: Date | string;
  customer_id: string | null;
  company_name: string | null;
  role_in_company: string | null;
  country: string | null;
  industry: string | null;
  role: 'admin' | 'customer' | null;
  last_login_at: Date | string | null;
  project_code: string | null;
  sort_value: string;
}

interface Cursor {
  readonly sort: string;
  readonly order: string;
  readonly value: string;
  readonly sub: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A timestamptz as PostgreSQL prints it (ISO style): date, time, optional fraction, UTC offset. */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::?(\d{2}))?$/;

/** Whether PostgreSQL reads `value` back as a timestamptz (a cursor made elsewhere must not reach a cast that fails). */
function isTimestamp(value: string): boolean {
  if (value === '-infinity') return true;
  const m = TIMESTAMP.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = m.slice(1).map((part) => Number(part ?? 0)) as number[];
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  return (
    (year ?? 0) >= 1 &&
    date.getUTCMonth() === (month ?? 1) - 1 &&
    date.getUTCDate() === day &&
    (hour ?? 0) < 24 &&
    (minute ?? 0) < 60 &&
    (second ?? 0) < 60 &&
    (offsetHours ?? 0) <= 15 &&
    (offsetMinutes ?? 0) < 60
  );
}

const invalidCursor = (): ApiError => ApiError.badRequest('cursor: not a cursor of this list, sort and order', ADMIN_ERROR_CODES.INVALID_CURSOR);

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.order, cursor.value, cursor.sub])).toString('base64url');
}

function decodeCursor(text: string, sort: AdminCustomerUsersQuery['sort'], order: string): Cursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parts) || parts.length !== 4 || !parts.every((p) => typeof p === 'string')) throw invalidCursor();
  const [s, o, value, sub] = parts as [string, string, string, string];
  if (s !== sort || o !== order || !UUID.test(sub)) throw invalidCursor();
  // PostgreSQL's text holds no NUL; a sort value past a page of text is none the api made.
  const fits = SORTS[sort].type === 'timestamptz' ? isTimestamp(value) : value.length <= 1024 && !value.includes('\u0000');
  if (!fits) throw invalidCursor();
  return { sort: s, order: o, value, sub };
}

/** custom:subscriptions (a JSON list of { name, id, created }) as the admin page reads it. */
function subscriptionsOf(attribute: string | undefined): AdminIdentityUser['subscriptions'] {
  if (!attribute) return [];
  try {
    const items = JSON.parse(attribute) as unknown;
    if (!Array.isArray(items)) return [];
    return items.flatMap((i: { name?: unknown; created?: unknown }) =>
      typeof i?.name === 'string' && typeof i.created === 'number' ? [{ name: i.name, created: Math.trunc(i.created) }] : [],
    );
  } catch {
    return [];
  }
}

const iso = (value: Date | string): string => new Date(value).toISOString();

function toAdminUser(r: UserRow): AdminIdentityUser {
  const a = r.attributes;
  return {
    username: r.sub,
    email: r.email,
    given_name: a[ATTR.GIVEN_NAME] ?? '',
    family_name: a[ATTR.FAMILY_NAME] ?? '',
    roleInCompany: r.role_in_company ?? '',
    companyName: r.company_name ?? '',
    country: a[ATTR.COUNTRY] ?? r.country ?? '',
    industry: a[ATTR.INDUSTRY] ?? r.industry ?? '',
    projectCode: r.project_code,
    userCreateDate: iso(r.created_at),
    lastLoginDate: r.last_login_at === null ? null : iso(r.last_login_at),
    subscriptions: subscriptionsOf(a[ATTR.SUBSCRIPTIONS]),
    'custom:stripe-customer-id': a[ATTR.STRIPE_CUSTOMER_ID] || null,
    customer_id: r.customer_id === null ? null : Number(r.customer_id),
    role: r.role,
    status: r.status,
  };
}

/** `q` as a LIKE pattern matching anywhere, its wildcards escaped; null for no search. */
function likePattern(q: string | undefined): string | null {
  const text = q?.trim().toLowerCase();
  return text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}

export interface UserPage {
  readonly users: AdminIdentityUser[];
  readonly has_more: boolean;
  readonly next_cursor: string | null;
  readonly total: number;
}

/**
 * `username` as the pool reads it (the actions' findByUsername): a UUID is the sub, anything
 * else the e-mail (any case); [sub, email] with the other null, or both null for no filter.
 */
function usernameFilter(username: string | undefined): [string | null, string | null] {
  const text = username?.trim();
  if (!text) return [null, null];
  return UUID.test(text) ? [text, null] : [null, text.toLowerCase()];
}

/** One page of identity users as the query asks. */
export async function listIdentityUsers(db: Db, query: AdminCustomerUsersQuery): Promise<UserPage> {
  const sort = SORTS[query.sort];
  const desc = query.order === 'desc';
  const after = query.cursor ? decodeCursor(query.cursor, query.sort, query.order) : null;
  const like = likePattern(query.q);
  const [sub, email] = usernameFilter(query.username);
  // $1 the search, $2 and $3 the one user (sub or e-mail), in the page and in the count alike.
  const search =
    `($1::text is null or u.email like $1 or ${SORTS.name.expr} like $1 or lower(coalesce(c.company_name, '')) like $1)` +
    ' and ($2::uuid is null or u.sub = $2::uuid) and ($3::text is null or u.email = $3)';
  const from = 'identity_users u left join customers c on c.email = u.email';
  const keyset = `($4::text is null or (${sort.expr}, u.sub) ${desc ? '<' : '>'} ($4::${sort.type}, $5::uuid))`;
  const direction = desc ? 'desc' : 'asc';
  const [page, count] = await Promise.all([
    db.query<UserRow>(
      `select u.sub, u.email, u.status, u.attributes, u.created_at, c.id as customer_id, c.company_name, c.role_in_company,
              c.country, c.industry, c.role, c.last_login_at,
              (select p.code from projects p where p.customer_id = c.id and p.project_type = 'Live') as project_code,
              (${sort.expr})::text as sort_value
         from ${from}
        where ${search} and ${keyset}
        order by ${sort.expr} ${direction}, u.sub ${direction}
        limit $6`,
      [like, sub, email, after?.value ?? null, after?.sub ?? null, query.limit + 1],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from ${from} where ${search}`, [like, sub, email]),
  ]);
  const rows = page.rows.slice(0, query.limit);
  const last = rows[rows.length - 1];
  const hasMore = page.rows.length > query.limit;
  return {
    users: rows.map(toAdminUser),
    has_more: hasMore,
    next_cursor: hasMore && last ? encodeCursor({ sort: query.sort, order: query.order, value: last.sort_value, sub: last.sub }) : null,
    total: Number(count.rows[0]?.n ?? 0),
  };
}

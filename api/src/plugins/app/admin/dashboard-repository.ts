import type { Db } from '../../../db';
import { BRISBANE_OFFSET_MINUTES, longTermBefore, recentLoginSince, type DashboardWindow, type DayCount } from './dashboard-rules';

/** The dashboard's figures of customer accounts (docs/adr/032). */
export interface AccountFigures {
  readonly total: number;
  readonly recentLogins: number;
  readonly longTerm: number;
  /** Days of the range with at least one sign-up. */
  readonly signUps: readonly DayCount[];
}

/*
 * Every customer account: the identity store's user and the customer record, joined by
 * e-mail (either may come first: sign-up writes both, the first sign-in against a real
 * Cognito pool writes the record only). Created is the identity user's creation
 * (userCreateDate), else the record's; the last login is the record's. Admins are left out.
 */
const ACCOUNTS = `accounts as (
  select coalesce(u.created_at, c.created_at) as created, c.last_login_at
    from identity_users u
    full join customers c on c.email = u.email
   where coalesce(c.role, 'customer') = 'customer'
)`;

/** SQL aggregates over the accounts, whatever their number: a handful of rows reach the api. */
export function dashboardRepository(db: Db): { accountFigures(window: DashboardWindow): Promise<AccountFigures> } {
  return {
    async accountFigures(window) {
      const totals = await db.query<{ total: number; recent: number; long_term: number }>(
        `with ${ACCOUNTS}
         select count(*)::int as total,
                count(*) filter (where last_login_at >= $1)::int as recent,
                count(*) filter (where created <= $2)::int as long_term
           from accounts`,
        [new Date(recentLoginSince(window.nowMs)), new Date(longTermBefore(window.nowMs))],
      );
      const signUps = await db.query<{ day: string; n: number }>(
        `with ${ACCOUNTS}
         select to_char((created at time zone 'UTC') + make_interval(mins => $3), 'YYYY-MM-DD') as day, count(*)::int as n
           from accounts
          where created >= $1 and created < $2
          group by 1`,
        [new Date(window.fromMs), new Date(window.toMs), BRISBANE_OFFSET_MINUTES],
      );
      const row = totals.rows[0];
      return {
        total: Number(row?.total ?? 0),
        recentLogins: Number(row?.recent ?? 0),
        longTerm: Number(row?.long_term ?? 0),
        signUps: signUps.rows.map((r) => ({ day: r.day, count: Number(r.n) })),
      };
    },
  };
}

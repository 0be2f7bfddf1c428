import type { Db } from '../../../db';
import type { AnalyticsActivity, AnalyticsEvent } from '../../../contracts';

/** Who sent a batch, and when the api received it. */
export interface AnalyticsSender {
  readonly customerId: number;
  readonly sub: string;
  readonly receivedAt: Date;
}

/** The events one user sent within a window: how many, and when the oldest of them arrived. */
export interface RecentEvents {
  readonly count: number;
  readonly oldestMs: number | null;
}

/** Columns of one stored event, in insert order. */
const COLUMNS = ['customer_id', 'user_sub', 'name', 'properties', 'route', 'occurred_at', 'received_at'] as const;

export interface AnalyticsRepository {
  /** Stores a batch in one multi-row insert: all of it or nothing. */
  insertBatch(sender: AnalyticsSender, events: readonly AnalyticsEvent[]): Promise<number>;
  /** The user's events received since `since`. */
  recentOf(sub: string, since: Date): Promise<RecentEvents>;
  /** Counts over [from, to) of receipt times, of one customer or (null) of all. */
  activity(customerId: number | null, from: Date, to: Date): Promise<Omit<AnalyticsActivity, 'from' | 'to'>>;
}

export function analyticsRepository(db: Db): AnalyticsRepository {
  return {
    async insertBatch(sender, events) {
      if (events.length === 0) return 0;
      const params: unknown[] = [];
      const rows = events.map((event) => {
        const base = params.length;
        params.push(
          sender.customerId,
          sender.sub,
          event.name,
          JSON.stringify(event.properties ?? {}),
          event.route,
          new Date(event.at),
          sender.receivedAt,
        );
        return `(${COLUMNS.map((column, i) => `$${base + i + 1}${column === 'properties' ? '::jsonb' : ''}`).join(', ')})`;
      });
      await db.query(`insert into analytics_events (${COLUMNS.join(', ')}) values ${rows.join(', ')}`, params);
      return events.length;
    },

    async recentOf(sub, since) {
      const { rows } = await db.query<{ n: number; oldest: Date | string | null }>(
        'select count(*)::int as n, min(received_at) as oldest from analytics_events where user_sub = $1 and received_at > $2',
        [sub, since],
      );
      const row = rows[0];
      return { count: Number(row?.n ?? 0), oldestMs: row?.oldest ? new Date(row.oldest).getTime() : null };
    },

    async activity(customerId, from, to) {
      const { rows } = await db.query<{ day: string; name: string; n: number }>(
        `select to_char(received_at at time zone 'UTC', 'YYYY-MM-DD') as day, name, count(*)::int as n
           from analytics_events
          where received_at >= $1 and received_at < $2${customerId === null ? '' : ' and customer_id = $3'}
          group by 1, 2
          order by 1, 2`,
        customerId === null ? [from, to] : [from, to, customerId],
      );
      const byName = new Map<string, number>();
      const byDay = new Map<string, number>();
      let total = 0;
      const byDayAndName = rows.map((row) => {
        const count = Number(row.n);
        total += count;
        byName.set(row.name, (byName.get(row.name) ?? 0) + count);
        byDay.set(row.day, (byDay.get(row.day) ?? 0) + count);
        return { day: row.day, name: row.name, count };
      });
      return {
        total,
        by_name: [...byName].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
        by_day: [...byDay].map(([day, count]) => ({ day, count })),
        by_day_and_name: byDayAndName,
      };
    },
  };
}

import type { Db } from '../../../db';
import { ApiError } from '../errors';
import type { Clock } from '../identity/clock';
import { sha256Hex } from './ids';

/** How long a key is remembered, as Stripe does. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** A write's answer: what is sent, and what a replay sends again. */
export interface WriteAnswer {
  readonly status: number;
  readonly body: unknown;
}

export interface IdempotencyScope {
  /** The portal customer the key belongs to: keys of different customers never meet. */
  readonly customerId: number;
  /** The route (`/stripe/create-subscription`): one key on two routes is two requests. */
  readonly route: string;
  /** The Idempotency-Key header, or null when the client sent none. */
  readonly key: string | null;
  /** What identifies the request besides the key (the body, minus any card number). */
  readonly request: unknown;
}

/** JSON with sorted object keys, so the same body hashes the same whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Runs a billing write in one transaction, at most once per Idempotency-Key: the same key
 * from the same customer on the same route answers with the first answer (status and
 * body) without doing anything again, for 24 hours. The key's row is inserted first, so
 * a concurrent request with the same key waits for this one and then replays it. Only
 * successful answers are kept: a refused request wrote nothing (its transaction rolled
 * back with the key) and may be retried with the same key. A key reused with a different
 * request is refused with 422 IDEMPOTENCY_KEY_REUSED.
 */
export async function runIdempotent(
  db: Db,
  clock: Clock,
  scope: IdempotencyScope,
  work: (tx: Db) => Promise<WriteAnswer>,
): Promise<WriteAnswer & { replayed: boolean }> {
  if (scope.key === null) return { ...(await db.transaction(work)), replayed: false };
  const key = scope.key;
  if (!KEY_PATTERN.test(key)) {
    throw ApiError.badRequest('Idempotency-Key: 1 to 255 visible ASCII characters', 'VALIDATION_ERROR');
  }
  const requestHash = sha256Hex(canonicalJson(scope.request));
  const now = new Date(clock.now());
  const id = [scope.customerId, scope.route, key];

  return db.transaction(async (tx) => {
    await tx.query(
      'delete from billing_idempotency_keys where customer_id = $1 and route = $2 and key = $3 and created < $4',
      [...id, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)],
    );
    const inserted = await tx.query(
      `insert into billing_idempotency_keys (customer_id, route, key, request_sha256, created)
       values ($1, $2, $3, $4, $5) on conflict do nothing returning key`,
      [...id, requestHash, now],
    );
    if (inserted.rows.length === 0) {
      const { rows } = await tx.query<{ request_sha256: string; status_code: number | null; response: unknown }>(
        'select request_sha256, status_code, response from billing_idempotency_keys where customer_id = $1 and route = $2 and key = $3',
        id,
      );
      const first = rows[0];
      if (first?.request_sha256 !== requestHash) {
        throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'Idempotency-Key was already used for a different request');
      }
      if (first.status_code === null) {
        throw ApiError.conflict('A request with this Idempotency-Key is still in progress', 'IDEMPOTENCY_KEY_IN_USE');
      }
      return { status: first.status_code, body: first.response, replayed: true };
    }
    const answer = await work(tx);
    await tx.query(
      'update billing_idempotency_keys set status_code = $4, response = $5 where customer_id = $1 and route = $2 and key = $3',
      [...id, answer.status, JSON.stringify(answer.body)],
    );
    return { ...answer, replayed: false };
  });
}

/** Removes keys past their 24 hours (run at start; lookups ignore them anyway). */
export async function pruneIdempotencyKeys(db: Db, clock: Clock): Promise<void> {
  await db.query('delete from billing_idempotency_keys where created < $1', [new Date(clock.now() - IDEMPOTENCY_TTL_MS)]);
}

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN_REAUTH_HEADER } from '../../src/contracts';
import { bearer } from '../support/account';

/** An /admin/* call: the caller's id token, and the re-authentication proof when given. */
export function adminCall(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: { token?: string; reauth?: string; payload?: object } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...(opts.token ? bearer(opts.token) : {}), ...(opts.reauth ? { [ADMIN_REAUTH_HEADER]: opts.reauth } : {}) },
    ...(opts.payload ? { payload: opts.payload } : {}),
  });
}

/** The sub (pool username) in an id token. */
export function usernameOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}

/** The payment customer (`cus_...`) of a seeded account. */
export async function billingCustomerOf(app: FastifyInstance, email: string): Promise<string> {
  const { rows } = await app.db.query<{ id: string }>('select b.id from billing_customers b join customers c on c.id = b.customer_id where c.email = $1', [email]);
  if (!rows[0]) throw new Error(`${email} has no payment customer`);
  return rows[0].id;
}

/** The newest audit entry, as the admin page reads it. */
export async function latestAudit(app: FastifyInstance, token: string): Promise<Record<string, unknown>> {
  const res = await adminCall(app, 'GET', '/admin/auditLog?limit=1', { token });
  return (res.json().result.entries as Record<string, unknown>[])[0] ?? {};
}

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_CARDS } from '../../src/contracts';
import type { Clock } from '../../src/plugins/app/identity';
import { bearer, cognito, latestCode, signIn } from './account';

/** A clock tests move by hand (identity and billing read the same one). */
export interface TestClock extends Clock {
  set(at: Date | string): void;
  advanceDays(days: number): void;
}

export function testClock(start: Date | string): TestClock {
  let now = new Date(start).getTime();
  return {
    now: () => now,
    set: (at) => {
      now = new Date(at).getTime();
    },
    advanceDays: (days) => {
      now += days * 86_400_000;
    },
  };
}

/** A billing call as the portal makes it: bearer token, JSON body, optional Idempotency-Key. */
export function stripeCall(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  opts: { token?: string; body?: object; idempotencyKey?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/stripe/${path}`,
    headers: {
      ...(opts.token ? bearer(opts.token) : {}),
      ...(opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {}),
    },
    ...(opts.body ? { payload: opts.body } : {}),
  });
}

export const nextYear = (): number => new Date().getUTCFullYear() + 1;

/** Confirms a setup intent of the caller with `number` (the local stand-in for Stripe.js). */
export async function confirmCard(
  app: FastifyInstance,
  token: string,
  number: string = TEST_CARDS.succeeds,
  card: { exp_month?: number; exp_year?: number; cvc?: string } = {},
): Promise<LightMyRequestResponse> {
  const intent = await stripeCall(app, 'POST', 'setup-intent', { token });
  if (intent.statusCode !== 200) throw new Error(`setup-intent answered ${intent.statusCode}: ${intent.body}`);
  return stripeCall(app, 'POST', 'local/confirm-setup', {
    body: {
      client_secret: intent.json().client_secret,
      card: { number, exp_month: card.exp_month ?? 12, exp_year: card.exp_year ?? nextYear(), cvc: card.cvc ?? '123' },
      billing_details: { name: 'Card Holder', address: { country: 'AU' } },
    },
  });
}

/** Saves the Visa test card as the caller's default card; returns its `pm_...` id. */
export async function saveDefaultCard(app: FastifyInstance, token: string): Promise<string> {
  const confirmed = await confirmCard(app, token);
  if (confirmed.statusCode !== 200) throw new Error(`confirm-setup answered ${confirmed.statusCode}: ${confirmed.body}`);
  const pm = confirmed.json().setupIntent.payment_method as string;
  const updated = await stripeCall(app, 'POST', 'update-customer', { token, body: { paymentMethodId: pm } });
  if (updated.statusCode !== 200) throw new Error(`update-customer answered ${updated.statusCode}: ${updated.body}`);
  return pm;
}

let signUps = 0;

/**
 * A brand-new customer through the product sign-up (trial on `priceId`), confirmed and
 * signed in. `country` decides GST.
 */
export async function newCustomer(
  app: FastifyInstance,
  opts: { priceId?: string; country?: string; email?: string } = {},
): Promise<{ email: string; token: string }> {
  signUps += 1;
  const email = opts.email ?? `billing${signUps}.${Date.now()}@example.test`;
  const password = 'Sunrise!2026';
  const res = await app.inject({
    method: 'POST',
    url: '/v1/sign-up',
    payload: {
      projectCode: `bill${signUps}x${Date.now() % 100000}`,
      firstName: 'Bill',
      lastName: 'Ing',
      email,
      username: email,
      password,
      country: opts.country ?? 'Australia',
      industry: 'Book Stores',
      postCode: '2000',
      companyName: 'Billing Test Pty Ltd',
      roleInCompany: 'Owner',
      selectTrialPriceId: opts.priceId ?? 'price_starter_monthly',
    },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up answered ${res.statusCode}: ${res.body}`);
  const code = await latestCode(app, email);
  const confirm = await cognito(app, 'ConfirmSignUp', { ClientId: app.identityPool.config.clientId, Username: email, ConfirmationCode: code });
  if (confirm.statusCode !== 200) throw new Error(`ConfirmSignUp answered ${confirm.statusCode}`);
  return { email, token: (await signIn(app, email, password)).IdToken };
}

/** custom:subscriptions of a user as a fresh sign-in's id token carries it. */
export async function subscriptionsClaim(app: FastifyInstance, email: string, password?: string): Promise<unknown> {
  const tokens = await signIn(app, email, password ?? (email.endsWith('@demo.test') ? undefined : 'Sunrise!2026'));
  const payload = JSON.parse(Buffer.from(tokens.IdToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  return JSON.parse(String(payload['custom:subscriptions'] ?? 'null'));
}

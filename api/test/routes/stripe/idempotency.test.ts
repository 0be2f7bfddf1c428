import type { FastifyInstance } from 'fastify';
import { seededApp, signIn } from '../../support/account';
import { newCustomer, saveDefaultCard, stripeCall, subscriptionsClaim, testClock } from '../../support/billing';

describe('billing writes: Idempotency-Key and all-or-nothing plan changes', () => {
  let app: FastifyInstance;
  const clock = testClock(new Date());
  beforeAll(async () => {
    app = await seededApp({ identity: { clock } });
  });
  afterAll(() => app.close());

  const count = async (sql: string, params: unknown[] = []): Promise<number> =>
    Number((await app.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]?.n);
  const liveSubscriptionOf = async (token: string) => (await stripeCall(app, 'GET', 'get-account', { token })).json().subscriptions.data[0];

  /** A customer with a card and no live subscription. */
  const payingCustomerWithoutPlan = async () => {
    const c = await newCustomer(app);
    await saveDefaultCard(app, c.token);
    const trial = await liveSubscriptionOf(c.token);
    await stripeCall(app, 'POST', 'cancel-subscription', { token: c.token, body: { subscriptionId: trial.id } });
    return c;
  };

  it('a double submit of create-subscription with one key creates one subscription and replays the first answer', async () => {
    const c = await payingCustomerWithoutPlan();
    const cus = (await stripeCall(app, 'GET', 'get-account', { token: c.token })).json().customer.id;
    const submit = () =>
      stripeCall(app, 'POST', 'create-subscription', { token: c.token, body: { priceId: 'price_pro_monthly' }, idempotencyKey: 'hub-submit-1' });
    const first = await submit();
    const second = await submit();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await count(`billing_subscriptions where billing_customer_id = $1 and status <> 'canceled'`, [cus])).toBe(1);
    expect(await count(`billing_invoices where billing_customer_id = $1 and price_id = 'price_pro_monthly'`, [cus])).toBe(1);

    // Two submits in flight at once: the second waits for the first, then replays it.
    const d = await payingCustomerWithoutPlan();
    const racing = await Promise.all(
      [1, 2].map(() =>
        stripeCall(app, 'POST', 'create-subscription', { token: d.token, body: { priceId: 'price_entry_monthly' }, idempotencyKey: 'race' }),
      ),
    );
    expect(racing.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(racing[1]?.json()).toEqual(racing[0]?.json());
    expect(racing.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(1);

    // Without a key the second submit is a new request: refused, the first one stands.
    const unkeyed = await stripeCall(app, 'POST', 'create-subscription', { token: c.token, body: { priceId: 'price_pro_monthly' } });
    expect(unkeyed.statusCode).toBe(409);
  });

  it('refuses a key reused for a different request (422); keys of other customers and routes are separate', async () => {
    const a = await newCustomer(app);
    const b = await newCustomer(app);
    const subA = await liveSubscriptionOf(a.token);
    const subB = await liveSubscriptionOf(b.token);
    const update = (token: string, subscriptionId: string, priceId: string, key = 'same-key') =>
      stripeCall(app, 'POST', 'update-subscription', { token, body: { subscriptionId, priceId }, idempotencyKey: key });

    expect((await update(a.token, subA.id, 'price_beginner_monthly')).statusCode).toBe(200);
    const reused = await update(a.token, subA.id, 'price_starter_monthly');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error_code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await liveSubscriptionOf(a.token)).items.data[0].price.id).toBe('price_beginner_monthly');

    const other = await update(b.token, subB.id, 'price_beginner_monthly');
    expect(other.statusCode).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json().subscription.id).toBe(subB.id);
    const cancel = await stripeCall(app, 'POST', 'cancel-subscription', { token: b.token, body: { subscriptionId: subB.id }, idempotencyKey: 'same-key' });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().subscription.status).toBe('canceled');
  });

  it('does not keep refusals: a retry with the same key after fixing the cause goes through', async () => {
    const c = await newCustomer(app);
    const sub = await liveSubscriptionOf(c.token);
    const upgrade = () =>
      stripeCall(app, 'POST', 'update-subscription', { token: c.token, body: { subscriptionId: sub.id, priceId: 'price_pro_monthly' }, idempotencyKey: 'upgrade-1' });
    expect((await upgrade()).statusCode).toBe(402);
    await saveDefaultCard(app, c.token);
    const retried = await upgrade();
    expect(retried.statusCode).toBe(200);
    expect(retried.json().subscription.items.data[0].price.id).toBe('price_pro_monthly');
  });

  it('forgets keys after 24 hours and validates them', async () => {
    const c = await newCustomer(app);
    const create = (key: string) => stripeCall(app, 'POST', 'create-customer', { token: c.token, idempotencyKey: key });
    expect((await create('k'.repeat(256))).statusCode).toBe(400);
    expect((await create('day-key')).statusCode).toBe(200);
    expect((await create('day-key')).headers['idempotent-replayed']).toBe('true');
    clock.advanceDays(1.01);
    const { IdToken } = await signIn(app, c.email, 'Sunrise!2026');
    const later = await stripeCall(app, 'POST', 'create-customer', { token: IdToken, idempotencyKey: 'day-key' });
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });

  describe('a plan change commits all its steps or none', () => {
    /** Makes the given table refuse writes, as a failing step would. */
    const failWritesTo = async (table: string, operation: 'insert' | 'update') => {
      await app.db.exec(`
        create or replace function test_injected_failure() returns trigger language plpgsql as $$
        begin raise exception 'injected failure'; end; $$;
        create trigger test_injected_failure before ${operation} on ${table}
          for each row execute function test_injected_failure();`);
      return () => app.db.exec(`drop trigger test_injected_failure on ${table}`);
    };
    const snapshot = async (subscriptionId: string) =>
      (
        await app.db.query(
          `select s.status, s.current_period_start, s.current_period_end, s.trial_end, i.price_id,
                  (select count(*)::int from billing_invoices v where v.subscription_id = s.id) as invoices
           from billing_subscriptions s join billing_subscription_items i on i.subscription_id = s.id where s.id = $1`,
          [subscriptionId],
        )
      ).rows;

    it('update-subscription: a failing attribute write leaves subscription, item and invoices untouched', async () => {
      const c = await newCustomer(app);
      await saveDefaultCard(app, c.token);
      const sub = await liveSubscriptionOf(c.token);
      const before = await snapshot(sub.id);
      const claimBefore = await subscriptionsClaim(app, c.email);

      const restore = await failWritesTo('identity_users', 'update');
      const body = { subscriptionId: sub.id, priceId: 'price_pro_yearly' };
      const failed = await stripeCall(app, 'POST', 'update-subscription', { token: c.token, body, idempotencyKey: 'atomic-1' });
      await restore();
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ error_code: 'INTERNAL_ERROR', error_message: 'Failed to update subscription' });
      expect(await snapshot(sub.id)).toEqual(before);
      expect(await subscriptionsClaim(app, c.email)).toEqual(claimBefore);

      // Nothing was recorded under the key either: the retry does the change once.
      const retried = await stripeCall(app, 'POST', 'update-subscription', { token: c.token, body, idempotencyKey: 'atomic-1' });
      expect(retried.statusCode).toBe(200);
      expect(await snapshot(sub.id)).toEqual([expect.objectContaining({ price_id: 'price_pro_yearly', invoices: 1, status: 'active' })]);
      expect(await subscriptionsClaim(app, c.email)).toEqual([{ name: 'Pro', id: sub.id, created: sub.created }]);
    });

    it('create-subscription: a failing invoice leaves no subscription behind', async () => {
      const c = await payingCustomerWithoutPlan();
      const cus = (await stripeCall(app, 'GET', 'get-account', { token: c.token })).json().customer.id;
      const restore = await failWritesTo('billing_invoices', 'insert');
      const failed = await stripeCall(app, 'POST', 'create-subscription', { token: c.token, body: { priceId: 'price_entry_monthly' } });
      await restore();
      expect(failed.statusCode).toBe(500);
      expect(await count(`billing_subscriptions where billing_customer_id = $1 and status <> 'canceled'`, [cus])).toBe(0);
      expect(await subscriptionsClaim(app, c.email)).toEqual([]);
    });
  });
});

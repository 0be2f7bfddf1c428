import { BILLING_MESSAGES, IDEMPOTENCY_HEADER } from '@portal/shared-contracts/core';
import { createHttpClient } from '@portal/shared-ui';
import { billingApi, hubPrice } from '../../testing/billing';
import { installFakeFetch, type FakeFetch } from '../../testing/fakeFetch';
import { billingCalls, runPaymentFlow, type ConfirmCard, type PaymentRequest, type PaymentStep } from './paymentFlow';

const API = 'http://api.test';

const request = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  price: hubPrice('price_pro_yearly'),
  tier: 'Pro',
  withCard: true,
  billing: { name: 'Ada Lovelace', country: 'AU' },
  subscriptionId: 'sub_1',
  email: 'pro@demo.test',
  customerId: 'cus_1',
  ...overrides,
});

const approved: ConfirmCard = async () => ({ setupIntent: { payment_method: 'pm_new' } });

function setup(options: Parameters<typeof billingApi>[0] = {}, confirmCard: ConfirmCard | null = approved) {
  const net: FakeFetch = installFakeFetch(billingApi(options));
  const confirm = confirmCard ? jest.fn(confirmCard) : null;
  const steps: PaymentStep[] = [];
  let n = 0;
  const deps = { calls: billingCalls(createHttpClient({ apiUrl: API, getIdToken: async () => 'id-token' })), confirmCard: confirm, newIdempotencyKey: () => `key-${(n += 1)}` };
  const run = (req: PaymentRequest = request()) => runPaymentFlow(deps, req, (s) => steps.push(s));
  const paths = (): string[] => net.urls().map((u) => new URL(u).pathname);
  const bodyOf = (path: string): unknown => {
    const call = net.fetch.mock.calls.find(([u]) => new URL(String(u)).pathname === path);
    return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
  };
  return { net, confirm, steps, run, paths, bodyOf };
}

describe('payment flow (000 §4)', () => {
  it('saves the card then updates the existing subscription to the chosen price', async () => {
    const t = setup();
    const outcome = await t.run();
    expect(outcome).toMatchObject({ kind: 'subscriptionChanged', tier: 'Pro', subscription: { items: { data: [{ price: { id: 'price_pro_yearly' } }] } } });
    expect(t.paths()).toEqual(['/stripe/setup-intent', '/stripe/update-customer', '/stripe/update-subscription']);
    expect(t.confirm).toHaveBeenCalledWith('seti_1_secret_x', { name: 'Ada Lovelace', country: 'AU' });
    expect(t.bodyOf('/stripe/update-customer')).toEqual({ paymentMethodId: 'pm_new' });
    expect(t.bodyOf('/stripe/update-subscription')).toEqual({ subscriptionId: 'sub_1', priceId: 'price_pro_yearly' });
    expect(t.steps).toEqual(['card', 'subscription']);
  });

  it('creates a subscription with price, email and payment customer when there is none', async () => {
    const t = setup();
    await expect(t.run(request({ subscriptionId: null }))).resolves.toMatchObject({ kind: 'subscriptionChanged' });
    expect(t.paths()).toEqual(['/stripe/setup-intent', '/stripe/update-customer', '/stripe/create-subscription']);
    expect(t.bodyOf('/stripe/create-subscription')).toEqual({ priceId: 'price_pro_yearly', email: 'pro@demo.test', customerId: 'cus_1' });
  });

  it('ends after the card with no price chosen (plain card update)', async () => {
    const t = setup();
    await expect(t.run(request({ price: null, tier: null }))).resolves.toEqual({ kind: 'cardUpdated' });
    expect(t.paths()).toEqual(['/stripe/setup-intent', '/stripe/update-customer']);
    expect(t.steps).toEqual(['card']);
  });

  it('changes a subscription to the free price without a card (the Beginner downgrade)', async () => {
    const t = setup({}, null);
    await expect(t.run(request({ price: hubPrice('price_beginner_monthly'), tier: 'Beginner', withCard: false }))).resolves.toMatchObject({
      kind: 'subscriptionChanged',
      tier: 'Beginner',
    });
    expect(t.paths()).toEqual(['/stripe/update-subscription']);
    expect(t.steps).toEqual(['subscription']);
  });

  it('sends the identity token and one Idempotency-Key for the whole action on every write', async () => {
    const t = setup();
    await t.run();
    const headers = t.net.fetch.mock.calls.map(([, init]) => init?.headers as Record<string, string>);
    expect(headers).toHaveLength(3);
    for (const h of headers) {
      expect(h.Authorization).toBe('Bearer id-token');
      expect(h[IDEMPOTENCY_HEADER]).toBe('key-1');
    }
    await t.run();
    expect((t.net.fetch.mock.calls[3]?.[1]?.headers as Record<string, string>)[IDEMPOTENCY_HEADER]).toBe('key-2');
  });

  it('stops when the setup intent has no client secret', async () => {
    const t = setup({ setupIntent: { status: 200, body: { id: 'seti_1', client_secret: null } } });
    await expect(t.run()).resolves.toEqual({ kind: 'noClientSecret' });
    expect(t.confirm).not.toHaveBeenCalled();
    expect(t.paths()).toEqual(['/stripe/setup-intent']);
  });

  it("returns the card provider's message on a decline and calls nothing after it", async () => {
    const t = setup({}, async () => ({ error: { message: 'Your card was declined.' } }));
    await expect(t.run()).resolves.toEqual({ kind: 'declined', message: 'Your card was declined.' });
    expect(t.paths()).toEqual(['/stripe/setup-intent']);
  });

  it.each([
    ['the setup intent call fails', { setupIntent: { status: 500, body: { error_code: 'INTERNAL_ERROR', error_message: 'x' } } }, approved],
    ['update-customer fails', { updateCustomer: { status: 404, body: { error_code: 'PAYMENT_METHOD_NOT_FOUND', error_message: 'x' } } }, approved],
    ['the network is down', { setupIntent: { networkError: true as const } }, approved],
    ['confirming throws', {}, async () => Promise.reject(new Error('stripe.js crashed'))],
    ['the intent has no payment method', {}, async () => ({ setupIntent: { payment_method: null } })],
  ] as const)('says "%s" as the card update failure text', async (_case, options, confirm) => {
    const t = setup(options, confirm);
    await expect(t.run()).resolves.toEqual({ kind: 'failed', message: BILLING_MESSAGES.cardUpdateFailed });
    expect(t.paths()).not.toContain('/stripe/update-subscription');
  });

  it('says "Failed to update subscription" when the subscription write fails', async () => {
    const t = setup({ updateSubscription: { status: 409, body: { error_code: 'SUBSCRIPTION_NOT_LIVE', error_message: BILLING_MESSAGES.subscriptionUpdateFailed } } });
    await expect(t.run()).resolves.toEqual({ kind: 'failed', message: BILLING_MESSAGES.subscriptionUpdateFailed });
    const created = setup({ createSubscription: { status: 402, body: { error_code: 'payment_method_required', error_message: 'x' } } });
    await expect(created.run(request({ subscriptionId: null }))).resolves.toEqual({ kind: 'failed', message: BILLING_MESSAGES.subscriptionUpdateFailed });
  });
});

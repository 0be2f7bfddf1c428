import { BILLING_MESSAGES } from '@portal/shared-contracts/core';
import { createTestHost, deferred, jsonResponse, stubFetch, untilState } from '../session/testing';
import { fetchSubscriptionCount } from './accountSagas';
import { showsLoadingAccount } from './accountSlice';

const account = (subscriptions: number) => ({
  customer: { id: 'cus_1', email: 'pro@demo.test', invoice_settings: { default_payment_method: null } },
  subscriptions: {
    data: Array.from({ length: subscriptions }, (_, i) => ({
      id: `sub_${i}`,
      customer: 'cus_1',
      status: 'active',
      trial_end: null,
      current_period_start: 0,
      current_period_end: 100,
      cancel_at_period_end: false,
      created: 0,
      items: { data: [] },
    })),
  },
});

function host(role: string, getAccount: () => Promise<{ status: number; body: unknown }>) {
  const h = createTestHost();
  h.identity.addUser('pro@demo.test', 'Demo!2345');
  stubFetch(async (url) => {
    const path = String(url);
    const { status, body } = path.endsWith('/stripe/get-account')
      ? await getAccount()
      : path.endsWith('/current-user')
        ? { status: 200, body: { result: { id: 1, role } } }
        : { status: 204, body: {} };
    return jsonResponse(status, body);
  });
  return h;
}

describe('"Loading Your Account..." (000 §2)', () => {
  it('shows while the payment account loads with no subscriptions, then goes', async () => {
    const asked = deferred<void>();
    const answer = deferred<{ status: number; body: unknown }>();
    const h = host('customer', () => {
      asked.resolve();
      return answer.promise;
    });
    await h.session.signIn('pro@demo.test', 'Demo!2345');
    expect(showsLoadingAccount(h.store.getState().paymentAccount)).toBe(true);
    await asked.promise;
    answer.resolve({ status: 200, body: account(1) });
    await untilState(h.store, (s) => s.paymentAccount.status !== 'loading');
    expect(h.store.getState().paymentAccount).toEqual({ status: 'loaded', subscriptionCount: 1 });
    expect(showsLoadingAccount(h.store.getState().paymentAccount)).toBe(false);
    await h.session.signOut();
    expect(h.store.getState().paymentAccount.status).toBe('idle');
  });

  it('is never shown to an admin', async () => {
    const getAccount = jest.fn(async () => ({ status: 200, body: account(0) }));
    const h = host('admin', getAccount);
    await h.session.signIn('pro@demo.test', 'Demo!2345');
    expect(h.store.getState().paymentAccount.status).toBe('idle');
    expect(getAccount).not.toHaveBeenCalled();
  });

  it('gives way to the spec error toast when the account cannot be read', async () => {
    const h = host('customer', async () => ({ status: 502, body: { error_code: 'X', error_message: 'down' } }));
    const toasts: string[] = [];
    h.bus.subscribe('toast/requested', ({ message }) => toasts.push(message));
    await h.session.signIn('pro@demo.test', 'Demo!2345');
    await untilState(h.store, (s) => s.paymentAccount.status === 'failed');
    expect(toasts).toEqual([BILLING_MESSAGES.accountRetrievalFailed]);
  });
});

describe('fetchSubscriptionCount', () => {
  it("counts the subscriptions of GET /stripe/get-account, asked with the session's id token", async () => {
    const fetch = stubFetch(async () => jsonResponse(200, account(2)));
    await expect(fetchSubscriptionCount('http://api.test', 'id-1')).resolves.toBe(2);
    expect(fetch).toHaveBeenCalledWith('http://api.test/stripe/get-account', expect.objectContaining({ method: 'GET', headers: { Authorization: 'Bearer id-1' } }));
  });
});

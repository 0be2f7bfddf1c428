import { IDEMPOTENCY_HEADER } from '@portal/shared-contracts/core';
import { LOCAL_CARD_TEXTS as T, TEST_CARDS } from '@portal/shared-contracts/account';
import { installFakeFetch } from '../../../testing/fakeFetch';
import { createLocalStripe } from './localStripe';

const API = 'http://api.test';

/** A local card element mounted in the document with `number`, `expiry` and `cvc` typed. */
function typedCard(number: string, expiry = '12 / 40', cvc = '123') {
  const stripe = createLocalStripe({ apiUrl: API, newIdempotencyKey: () => 'key-1' });
  const element = stripe.elements().create('card');
  const node = document.createElement('div');
  document.body.appendChild(node);
  element.mount(node);
  const type = (name: string, value: string): void => {
    const input = node.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!input) throw new Error(`no ${name} input`);
    input.value = value;
    input.dispatchEvent(new Event('input'));
  };
  type('cardnumber', number);
  type('exp-date', expiry);
  type('cvc', cvc);
  return { stripe, element };
}

const confirm = (number: string, expiry?: string) => {
  const { stripe, element } = typedCard(number, expiry);
  return stripe.confirmCardSetup('seti_secret', { payment_method: { card: element, billing_details: { name: 'Ada', address: { country: 'AU' } } } });
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('LocalStripe.confirmCardSetup', () => {
  it('POSTs the card to the local confirm-setup route with an Idempotency-Key and resolves the setup intent', async () => {
    const net = installFakeFetch(() => ({ status: 200, body: { setupIntent: { id: 'seti_1', status: 'succeeded', payment_method: 'pm_1' } } }));
    await expect(confirm(TEST_CARDS.succeeds)).resolves.toEqual({
      setupIntent: { id: 'seti_1', object: 'setup_intent', status: 'succeeded', client_secret: 'seti_secret', payment_method: 'pm_1' },
    });
    expect(net.urls()).toEqual([`${API}/stripe/local/confirm-setup`]);
    const init = net.fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)[IDEMPOTENCY_HEADER]).toBe('key-1');
  });

  it("resolves a decline as Stripe.js does: the provider's error, not a rejection", async () => {
    const error = { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
    installFakeFetch(() => ({ status: 402, body: { error } }));
    await expect(confirm(TEST_CARDS.insufficientFunds)).resolves.toEqual({ error });
  });

  it('turns an api error answer and a network failure into errors', async () => {
    installFakeFetch(() => ({ status: 404, body: { error_code: 'resource_missing', error_message: 'No such setup intent' } }));
    await expect(confirm(TEST_CARDS.succeeds)).resolves.toEqual({
      error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such setup intent' },
    });
    installFakeFetch(() => ({ networkError: true }));
    await expect(confirm(TEST_CARDS.succeeds)).resolves.toEqual({ error: { type: 'api_connection_error', message: T.connectionError } });
  });

  it('refuses an incomplete card without calling the api', async () => {
    const net = installFakeFetch(() => undefined);
    await expect(confirm('4242')).resolves.toEqual({ error: expect.objectContaining({ type: 'validation_error', message: T.incompleteNumber }) });
    await expect(confirm(TEST_CARDS.succeeds, '01 / 20')).resolves.toEqual({ error: expect.objectContaining({ message: T.expiryInPast }) });
    expect(net.fetch).not.toHaveBeenCalled();
  });

  it('creates one card element at a time, and another after destroy', () => {
    const elements = createLocalStripe({ apiUrl: API }).elements();
    const first = elements.create('card');
    expect(() => elements.create('card')).toThrow(/one Element of type card/);
    expect(() => elements.create('payment')).toThrow(/only the card element/);
    expect(elements.getElement('card')).toBe(first);
    expect(elements.getElement({ __elementType: 'card' })).toBe(first);
    first.destroy();
    expect(elements.getElement('card')).toBeNull();
    expect(() => first.mount(document.body)).toThrow(/destroyed/);
    expect(elements.create('card')).not.toBe(first);
  });

  it('resolves an error for the Stripe.js calls the card form never makes', async () => {
    const stripe = createLocalStripe({ apiUrl: API });
    await expect(stripe.confirmCardPayment()).resolves.toEqual({ error: expect.objectContaining({ type: 'invalid_request_error' }) });
    await expect(stripe.createToken()).resolves.toEqual({ error: expect.objectContaining({ type: 'invalid_request_error' }) });
    await expect(stripe.createPaymentMethod()).resolves.toEqual({ error: expect.objectContaining({ type: 'invalid_request_error' }) });
  });
});

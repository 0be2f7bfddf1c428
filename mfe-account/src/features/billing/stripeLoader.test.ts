/*
 * Bundle boundaries of the card pieces: the hub page does not pull in react-stripe-js or
 * Stripe.js; Stripe.js (with a publishable key) or the local stand-in loads on first use.
 */
const mockLoaded: string[] = [];
const mockLoadStripe = jest.fn(async (key: string) => ({ key }));

jest.mock('@stripe/react-stripe-js', () => {
  mockLoaded.push('@stripe/react-stripe-js');
  return jest.requireActual('@stripe/react-stripe-js');
});
jest.mock('@stripe/stripe-js/pure', () => {
  mockLoaded.push('@stripe/stripe-js/pure');
  return { loadStripe: mockLoadStripe };
});

describe('stripeFor', () => {
  it('keeps Stripe out of the hub page: its modules load only with the modal', async () => {
    await import('./SubscriptionHubPage');
    expect(mockLoaded).toEqual([]);
    await import('./update-modal/UpdateSubscriptionModal');
    expect(mockLoaded).toEqual(['@stripe/react-stripe-js']);
  });

  it('uses the local stand-in without a publishable key, without loading Stripe.js', async () => {
    const { stripeFor } = await import('./stripeLoader');
    const { LocalStripe } = await import('./localStripe/localStripe');
    const local = await stripeFor({ stripePublishableKey: null, apiUrl: 'http://api.test' });
    expect(local).toBeInstanceOf(LocalStripe);
    expect(await stripeFor({ stripePublishableKey: null, apiUrl: 'http://api.test' })).toBe(local);
    expect(mockLoaded).not.toContain('@stripe/stripe-js/pure');
  });

  it('loads Stripe.js from @stripe/stripe-js/pure once per publishable key', async () => {
    const { stripeFor } = await import('./stripeLoader');
    const first = await stripeFor({ stripePublishableKey: 'pk_test_1', apiUrl: 'http://api.test' });
    const again = await stripeFor({ stripePublishableKey: 'pk_test_1', apiUrl: 'http://api.test' });
    expect(first).toEqual({ key: 'pk_test_1' });
    expect(again).toBe(first);
    expect(mockLoadStripe).toHaveBeenCalledTimes(1);
    expect(mockLoadStripe).toHaveBeenCalledWith('pk_test_1');
  });

  it('forgets a failed load so the next modal can try again', async () => {
    const { stripeFor } = await import('./stripeLoader');
    mockLoadStripe.mockRejectedValueOnce(new Error('blocked'));
    await expect(stripeFor({ stripePublishableKey: 'pk_test_2', apiUrl: 'http://api.test' })).rejects.toThrow('blocked');
    await expect(stripeFor({ stripePublishableKey: 'pk_test_2', apiUrl: 'http://api.test' })).resolves.toEqual({ key: 'pk_test_2' });
  });
});

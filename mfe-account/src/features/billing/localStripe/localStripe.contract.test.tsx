import { StrictMode, useState, type ReactElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { CARD_ELEMENT_FONT_SIZE_PX } from '@portal/shared-contracts/core';
import { LOCAL_CARD_TEXTS, TEST_CARDS } from '@portal/shared-contracts/account';
import { installFakeFetch } from '../../../testing/fakeFetch';
import type { Stripe } from '../stripeLoader';
import { createLocalStripe, type LocalStripe } from './localStripe';

/*
 * Contract between react-stripe-js and the local Stripe object: the real <Elements>,
 * <CardElement>, useStripe and useElements drive the local object in jsdom, and every
 * property react-stripe-js reads (or probes with `in`) on the Stripe object, the
 * Elements group and the element must exist. A react-stripe-js upgrade that needs more
 * of Stripe.js than the local object offers fails here, not in a customer's browser.
 */

interface Access {
  readonly path: string;
  readonly kind: 'get' | 'in' | 'call';
  readonly missing: boolean;
}

/** Probes react-stripe-js makes to tell a Stripe object from a promise of one. */
const EXPECTED_PROBES = new Set(['stripe.then']);

/** A proxy that logs every property read, `in` check and method call, and wraps the objects methods return. */
function recorded<T extends object>(target: T, name: string, log: Access[], wrapResult: Record<string, string> = {}): T {
  return new Proxy(target, {
    get(t, prop) {
      if (typeof prop === 'symbol') return Reflect.get(t, prop);
      const value: unknown = Reflect.get(t, prop);
      log.push({ path: `${name}.${prop}`, kind: 'get', missing: value === undefined });
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        log.push({ path: `${name}.${prop}`, kind: 'call', missing: false });
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(t, args);
        const as = wrapResult[prop];
        return as && typeof result === 'object' && result !== null ? recorded(result, as, log, { create: 'element' }) : result;
      };
    },
    has(t, prop) {
      const present = Reflect.has(t, prop);
      if (typeof prop === 'string') log.push({ path: `${name}.${prop}`, kind: 'in', missing: !present });
      return present;
    },
  });
}

const API = 'http://api.test';
const FUTURE_YEAR = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

function Confirmer({ onResult }: { onResult: (result: unknown) => void }): ReactElement {
  const stripe = useStripe();
  const elements = useElements();
  return (
    <button
      type="button"
      onClick={() => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return;
        void stripe
          .confirmCardSetup('seti_1_secret_abc', { payment_method: { card, billing_details: { name: 'Ada Lovelace', address: { country: 'AU' } } } })
          .then(onResult);
      }}
    >
      confirm
    </button>
  );
}

function Harness({ stripe, onResult, handlers }: { stripe: Stripe; onResult: (r: unknown) => void; handlers: Record<string, jest.Mock> }): ReactElement {
  const [fontSize, setFontSize] = useState(CARD_ELEMENT_FONT_SIZE_PX);
  const [changeHandler, setChangeHandler] = useState<'first' | 'second'>('first');
  return (
    <Elements stripe={stripe} options={{ locale: 'en' }}>
      <CardElement
        options={{ hidePostalCode: true, style: { base: { fontSize: `${fontSize}px` } } }}
        onReady={handlers.ready}
        onChange={changeHandler === 'first' ? handlers.change : handlers.change2}
        onFocus={handlers.focus}
        onBlur={handlers.blur}
        onEscape={handlers.escape}
      />
      <button type="button" onClick={() => setFontSize(18)}>
        bigger
      </button>
      <button type="button" onClick={() => setChangeHandler('second')}>
        swap
      </button>
      <Confirmer onResult={onResult} />
    </Elements>
  );
}

describe('local Stripe object under react-stripe-js', () => {
  it('offers every property react-stripe-js uses, through a whole card entry and confirmation', async () => {
    const net = installFakeFetch((url) =>
      url.pathname === '/stripe/local/confirm-setup'
        ? { status: 200, body: { setupIntent: { id: 'seti_1', status: 'succeeded', payment_method: 'pm_local_1' } } }
        : undefined,
    );
    const log: Access[] = [];
    const local: LocalStripe = createLocalStripe({ apiUrl: API });
    const stripe = recorded(local, 'stripe', log, { elements: 'elements' }) as unknown as Stripe;
    const handlers = { ready: jest.fn(), change: jest.fn(), change2: jest.fn(), focus: jest.fn(), blur: jest.fn(), escape: jest.fn() };
    const onResult = jest.fn();
    const user = userEvent.setup();

    const view = render(
      <StrictMode>
        <Harness stripe={stripe} onResult={onResult} handlers={handlers} />
      </StrictMode>,
    );
    await waitFor(() => expect(handlers.ready).toHaveBeenCalled());

    const number = screen.getByLabelText(LOCAL_CARD_TEXTS.number);
    expect(number).toHaveStyle({ fontSize: `${CARD_ELEMENT_FONT_SIZE_PX}px` });
    await user.type(number, TEST_CARDS.succeeds);
    expect(handlers.focus).toHaveBeenCalled();
    await user.type(screen.getByLabelText(LOCAL_CARD_TEXTS.expiry), `12${FUTURE_YEAR}`);
    await user.type(screen.getByLabelText(LOCAL_CARD_TEXTS.cvc), '123');
    expect(handlers.blur).toHaveBeenCalled();
    expect(handlers.change).toHaveBeenLastCalledWith(expect.objectContaining({ complete: true, empty: false, brand: 'visa', error: undefined }));
    await user.keyboard('{Escape}');
    expect(handlers.escape).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'bigger' }));
    expect(screen.getByLabelText(LOCAL_CARD_TEXTS.number)).toHaveStyle({ fontSize: '18px' });
    await user.click(screen.getByRole('button', { name: 'swap' }));
    await user.type(screen.getByLabelText(LOCAL_CARD_TEXTS.cvc), '{Backspace}');
    expect(handlers.change2).toHaveBeenLastCalledWith(expect.objectContaining({ complete: false }));
    await user.type(screen.getByLabelText(LOCAL_CARD_TEXTS.cvc), '3');

    await user.click(screen.getByRole('button', { name: 'confirm' }));
    await waitFor(() => expect(onResult).toHaveBeenCalled());
    expect(onResult).toHaveBeenCalledWith({ setupIntent: expect.objectContaining({ id: 'seti_1', status: 'succeeded', payment_method: 'pm_local_1' }) });
    const [, init] = net.fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      client_secret: 'seti_1_secret_abc',
      card: { number: TEST_CARDS.succeeds, exp_month: 12, exp_year: 2000 + Number(FUTURE_YEAR), cvc: '123' },
      billing_details: { name: 'Ada Lovelace', address: { country: 'AU' } },
    });

    act(() => view.unmount());

    const missing = log.filter((a) => a.missing && !EXPECTED_PROBES.has(a.path)).map((a) => `${a.kind} ${a.path}`);
    expect(missing).toEqual([]);
    // The walk-through really exercised the integration (so an empty "missing" means something).
    const called = new Set(log.filter((a) => a.kind === 'call').map((a) => a.path));
    for (const path of ['stripe.elements', 'elements.create', 'element.mount', 'element.on', 'element.off', 'element.update', 'element.destroy', 'elements.getElement', 'stripe.confirmCardSetup']) {
      expect(called).toContain(path);
    }
    expect(local.registered).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'react-stripe-js' })]));
  });

  it('works when handed as a promise, as the modal does', async () => {
    const local = createLocalStripe({ apiUrl: API });
    const ready = jest.fn();
    render(
      <Elements stripe={Promise.resolve(local as unknown as Stripe)}>
        <CardElement onReady={ready} />
      </Elements>,
    );
    await waitFor(() => expect(ready).toHaveBeenCalled());
    expect(screen.getByLabelText(LOCAL_CARD_TEXTS.number)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import {
  ANALYTICS_EVENTS,
  HEADINGS,
  SHELL_MESSAGES,
  SUPPORT_EMAIL,
  pageTitle,
  BILLING_MESSAGES,
  IDEMPOTENCY_HEADER,
  planActive,
  trialPeriodActive,
} from '@portal/shared-contracts/core';
import { BILLING_TEXTS, LOCAL_CARD_TEXTS, TEST_CARDS } from '@portal/shared-contracts/account';
import { account, billingApi, signedInCustomer, subscription, type BillingApiOptions, type CustomerOptions } from '../../testing/billing';
import { installFakeFetch, type FakeAnswer, type FakeFetch } from '../../testing/fakeFetch';
import { fakeSession } from '../../testing/fakeSession';
import { fakeMountProps, renderWithProviders, type TestMountProps } from '../../testing/renderWithProviders';
import SubscriptionHubPage from './SubscriptionHubPage';

interface Hub {
  readonly user: UserEvent;
  readonly net: FakeFetch;
  readonly mountProps: TestMountProps;
}

// Card entry and antd's modals take a few seconds in jsdom on a busy machine.
jest.setTimeout(20_000);

async function renderHub(options: { url?: string; customer?: CustomerOptions; api?: BillingApiOptions } = {}): Promise<Hub> {
  const net = installFakeFetch(billingApi(options.api));
  const session = fakeSession(signedInCustomer(options.customer));
  session.getIdToken.mockResolvedValue('id-token');
  const mountProps = fakeMountProps({ session });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(<SubscriptionHubPage />, { url: options.url ?? '/subscription', path: '/subscription', mountProps });
  await screen.findByRole('heading', { level: 2, name: 'Entry' });
  return { user, net, mountProps };
}

const card = (name: string): HTMLElement => screen.getByRole('article', { name });
const priceOf = (name: string): string => within(card(name)).getByTestId('plan-price').textContent ?? '';
const toasts = (hub: Hub) => hub.mountProps.bus.published('toast/requested');
const paths = (hub: Hub): string[] => hub.net.urls().map((u) => new URL(u).pathname);
const dialog = (): Promise<HTMLElement> => screen.findByRole('dialog', { name: 'Update Subscription' });
const accountLoaded = (): Promise<HTMLElement> => screen.findByTestId('current-plan-line');

async function typeCard(user: UserEvent, number: string = TEST_CARDS.succeeds): Promise<void> {
  const modal = await dialog();
  await user.type(await within(modal).findByLabelText(LOCAL_CARD_TEXTS.number), number);
  await user.type(within(modal).getByLabelText(LOCAL_CARD_TEXTS.expiry), '1240');
  await user.type(within(modal).getByLabelText(LOCAL_CARD_TEXTS.cvc), '123');
}

/** An answer the test releases when it wants, to look at the page while a call runs. */
function deferred(): { answer: Promise<FakeAnswer>; release: (a: FakeAnswer) => void } {
  let release: (a: FakeAnswer) => void = () => undefined;
  const answer = new Promise<FakeAnswer>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

describe('Subscription hub', () => {
  it('is headed "Subscription hub" with the subtitle, titled Subscription, with the help text', async () => {
    await renderHub();
    expect(screen.getByRole('heading', { level: 1, name: HEADINGS.subscriptionHub })).toBeInTheDocument();
    expect(screen.getByText(HEADINGS.subscriptionHubSubtitle)).toBeInTheDocument();
    expect(document.title).toBe(pageTitle('Subscription'));
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    expect(screen.getByText(/To change or cancel your subscription, email our support team/)).toBeInTheDocument();
  });

  it('offers Retry when the plans cannot be loaded', async () => {
    let fail = true;
    installFakeFetch((url, init) => (url.pathname === '/stripe/list-products' && fail ? { status: 500, body: {} } : billingApi()(url, init)));
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<SubscriptionHubPage />, { url: '/subscription', path: '/subscription', mountProps: fakeMountProps({ session: fakeSession(signedInCustomer()) }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(BILLING_TEXTS.plansFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: BILLING_TEXTS.retry }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Entry' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows one card per product in plan order: Beginner, Starter, Pro, Entry', async () => {
    await renderHub();
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names.filter((n) => ['Beginner', 'Starter', 'Pro', 'Entry'].includes(n ?? ''))).toEqual(['Beginner', 'Starter', 'Pro', 'Entry']);
  });

  it('shows prices without GST outside Australia, a monthly card with its yearly equivalent', async () => {
    const hub = await renderHub({ customer: { country: 'United Kingdom' } });
    expect(priceOf('Starter')).toBe('$40.00 per monthor $480.00 per year');
    expect(priceOf('Entry')).toBe('$80.00 per monthor $960.00 per year');
    expect(priceOf('Beginner')).toBe('$0.00 per month');
    await hub.user.click(within(card('Starter')).getByRole('button', { name: 'Yearly' }));
    expect(priceOf('Starter')).toBe('$420.00 per year');
    expect(within(card('Starter')).getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(/incl\. GST/)).not.toBeInTheDocument();
  });

  it('adds 10% GST to every figure for a customer in Australia', async () => {
    const hub = await renderHub({ customer: { country: 'Australia' } });
    expect(priceOf('Starter')).toBe('$44.00 per month incl. GSTor $528.00 per year');
    expect(priceOf('Pro')).toBe('$176.00 per month incl. GSTor $2,112.00 per year');
    await hub.user.click(within(card('Pro')).getByRole('button', { name: 'Yearly' }));
    expect(priceOf('Pro')).toBe('$1,848.00 per year incl. GST');
    // Nothing is taxed on the free plan.
    expect(priceOf('Beginner')).toBe('$0.00 per month');
  });

  it('marks the current plan and interval with the Current badge; Beginner offers Free Forever', async () => {
    const hub = await renderHub();
    await accountLoaded();
    expect(within(card('Pro')).getByText('Current')).toBeInTheDocument();
    expect(within(card('Pro')).getByRole('button', { name: 'Change Plan: Pro' })).toBeDisabled();
    expect(within(card('Starter')).queryByText('Current')).not.toBeInTheDocument();
    expect(within(card('Starter')).getByRole('button', { name: 'Change Plan: Starter' })).toBeEnabled();
    expect(within(card('Beginner')).getByRole('button', { name: 'Free Forever: Beginner' })).toBeEnabled();
    await hub.user.click(within(card('Pro')).getByRole('button', { name: 'Yearly' }));
    expect(within(card('Pro')).queryByText('Current')).not.toBeInTheDocument();
    expect(within(card('Pro')).getByRole('button', { name: 'Change Plan: Pro' })).toBeEnabled();
  });

  it('opens a yearly current plan on its Yearly price', async () => {
    await renderHub({ api: { account: account(subscription({ priceId: 'price_entry_yearly', days: 365 })) } });
    await accountLoaded();
    expect(within(card('Entry')).getByText('Current')).toBeInTheDocument();
    expect(within(card('Entry')).getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the trial line while on trial and the active line otherwise', async () => {
    const trialEnd = Math.floor(Date.now() / 1000) + 10 * 86_400;
    await renderHub({ api: { account: account(subscription({ priceId: 'price_starter_monthly', days: 14, trialEnd })) } });
    expect(await accountLoaded()).toHaveTextContent(trialPeriodActive(new Date(trialEnd * 1000)));
    expect(screen.getByRole('heading', { level: 2, name: 'Current plan: Starter' })).toBeInTheDocument();
  });

  it('shows the interval as active with its end date after a trial', async () => {
    await renderHub({ api: { account: account(subscription({ priceId: 'price_pro_monthly', days: 30, trialEnd: 1 })) } });
    expect(await accountLoaded()).toHaveTextContent(planActive('month', '31st March 2026'));
  });

  it('keeps the current plan card in place while the account loads, so the plans do not move', async () => {
    const held = deferred();
    installFakeFetch((url, init) => (url.pathname === '/stripe/get-account' ? held.answer : billingApi()(url, init)));
    renderWithProviders(<SubscriptionHubPage />, { url: '/subscription', path: '/subscription', mountProps: fakeMountProps({ session: fakeSession(signedInCustomer()) }) });
    const heading = await screen.findByRole('heading', { level: 2, name: BILLING_TEXTS.currentPlan });
    expect(heading.closest('section')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('current-plan-line')).not.toBeInTheDocument();
    held.release({ status: 200, body: account(subscription({ priceId: 'price_starter_monthly', days: 30 })) });
    expect(await accountLoaded()).toHaveTextContent(/active/i);
    expect(screen.getByRole('heading', { level: 2, name: 'Current plan: Starter' }).closest('section')).toHaveAttribute('aria-busy', 'false');
  });

  it('toasts "Failed to retrieve Customer account." when the account cannot be read', async () => {
    const hub = await renderHub({ api: { account: { status: 502, body: { error_code: 'PAYMENT_GATEWAY_ERROR', error_message: 'x' } } } });
    await waitFor(() => expect(toasts(hub)).toEqual([{ kind: 'error', message: BILLING_MESSAGES.accountRetrievalFailed }]));
    expect(within(card('Starter')).getByRole('button', { name: 'Change Plan: Starter' })).toBeDisabled();
  });

  it('creates the payment customer when the account has none yet', async () => {
    const hub = await renderHub({ api: { account: { status: 404, body: { error_code: 'NO_PAYMENT_CUSTOMER', error_message: 'x' } } } });
    expect(await accountLoaded()).toHaveTextContent('You have no subscription yet');
    const create = hub.net.fetch.mock.calls.find(([u]) => String(u).endsWith('/stripe/create-customer'));
    expect(create?.[1]?.method).toBe('POST');
    expect((create?.[1]?.headers as Record<string, string>)[IDEMPOTENCY_HEADER]).toEqual(expect.any(String));
    expect(toasts(hub)).toEqual([]);
  });

  it('upgrades: card, "Updating..." while the plan changes, then the processing toast, subscription/changed and /welcome', async () => {
    const pending = deferred();
    const hub = await renderHub();
    await accountLoaded();
    installFakeFetch((url, init) => (url.pathname === '/stripe/update-subscription' ? pending.answer : billingApi()(url, init)));
    await hub.user.click(within(card('Entry')).getByRole('button', { name: 'Yearly' }));
    await hub.user.click(within(card('Entry')).getByRole('button', { name: 'Change Plan: Entry' }));
    const modal = await dialog();
    expect(within(modal).getByTestId('payment-summary')).toHaveTextContent('Entry, Yearly: $840.00 per year');
    expect(within(modal).getByRole('button', { name: 'Confirm Payment' })).toBeDisabled();
    await typeCard(hub.user);
    await hub.user.click(within(modal).getByRole('button', { name: 'Confirm Payment' }));
    expect(await screen.findByText(SHELL_MESSAGES.updating)).toBeInTheDocument();
    expect(hub.mountProps.navigate).not.toHaveBeenCalled();
    pending.release({ status: 200, body: { subscription: subscription({ priceId: 'price_entry_yearly', days: 365 }) } });
    await waitFor(() => expect(hub.mountProps.navigate).toHaveBeenCalledWith('/welcome'));
    expect(toasts(hub)).toEqual([{ kind: 'success', message: SHELL_MESSAGES.subscriptionProcessing }]);
    expect(hub.mountProps.bus.published('subscription/changed')).toEqual([{ tier: 'Entry' }]);
    expect(screen.queryByRole('dialog', { name: 'Update Subscription' })).not.toBeInTheDocument();
  });

  it('subscribes a customer without a subscription (create-subscription)', async () => {
    const hub = await renderHub({ api: { account: account(null, null) } });
    await accountLoaded();
    await hub.user.click(within(card('Starter')).getByRole('button', { name: 'Change Plan: Starter' }));
    expect(within(await dialog()).getByText('No card on file')).toBeInTheDocument();
    await typeCard(hub.user);
    await hub.user.click(within(await dialog()).getByRole('button', { name: 'Confirm Payment' }));
    await waitFor(() => expect(hub.mountProps.navigate).toHaveBeenCalledWith('/welcome'));
    expect(paths(hub)).toContain('/stripe/create-subscription');
    expect(paths(hub)).not.toContain('/stripe/update-subscription');
    expect(hub.mountProps.bus.published('subscription/changed')).toEqual([{ tier: 'Starter' }]);
  });

  it('asks before a downgrade to Beginner and changes the plan without a card', async () => {
    const hub = await renderHub();
    await accountLoaded();
    await hub.user.click(within(card('Beginner')).getByRole('button', { name: 'Free Forever: Beginner' }));
    const modal = await dialog();
    expect(within(modal).getByText(BILLING_MESSAGES.confirmDowngrade)).toBeInTheDocument();
    expect(within(modal).queryByLabelText('Name on Card')).not.toBeInTheDocument();
    await hub.user.click(within(modal).getByRole('button', { name: 'Confirm Downgrade' }));
    await waitFor(() => expect(hub.mountProps.navigate).toHaveBeenCalledWith('/welcome'));
    expect(paths(hub).filter((p) => p !== '/stripe/list-products' && p !== '/stripe/get-account')).toEqual(['/stripe/update-subscription']);
    expect(hub.mountProps.bus.published('subscription/changed')).toEqual([{ tier: 'Beginner' }]);
  });

  it("toasts the card provider's message on a decline and changes nothing else", async () => {
    const declined = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
    const hub = await renderHub({ api: { confirm: { status: 402, body: { error: declined } } } });
    await accountLoaded();
    await hub.user.click(within(card('Entry')).getByRole('button', { name: 'Change Plan: Entry' }));
    await typeCard(hub.user, TEST_CARDS.declined);
    await hub.user.click(within(await dialog()).getByRole('button', { name: 'Confirm Payment' }));
    await waitFor(() => expect(toasts(hub)).toEqual([{ kind: 'error', message: 'Your card was declined.' }]));
    expect(paths(hub)).not.toContain('/stripe/update-customer');
    expect(paths(hub)).not.toContain('/stripe/update-subscription');
    expect(hub.mountProps.bus.published('subscription/changed')).toEqual([]);
    expect(hub.mountProps.navigate).not.toHaveBeenCalled();
    expect(await dialog()).toBeInTheDocument();
    expect(within(await dialog()).getByRole('button', { name: 'Confirm Payment' })).toBeEnabled();
  });

  it('does nothing more when the setup intent has no client secret', async () => {
    const hub = await renderHub({ api: { setupIntent: { status: 200, body: { id: 'seti_1', client_secret: null } } } });
    await accountLoaded();
    await hub.user.click(within(card('Entry')).getByRole('button', { name: 'Change Plan: Entry' }));
    await typeCard(hub.user);
    await hub.user.click(within(await dialog()).getByRole('button', { name: 'Confirm Payment' }));
    await waitFor(() => expect(within(screen.getByRole('dialog', { name: 'Update Subscription' })).getByRole('button', { name: 'Confirm Payment' })).toBeEnabled());
    expect(paths(hub)).toContain('/stripe/setup-intent');
    expect(paths(hub)).not.toContain('/stripe/local/confirm-setup');
    expect(toasts(hub)).toEqual([]);
  });

  it('toasts "Failed to update card details, please try again." when a card call fails', async () => {
    const hub = await renderHub({ api: { updateCustomer: { status: 500, body: { error_code: 'INTERNAL_ERROR', error_message: 'x' } } } });
    await accountLoaded();
    await hub.user.click(within(card('Entry')).getByRole('button', { name: 'Change Plan: Entry' }));
    await typeCard(hub.user);
    await hub.user.click(within(await dialog()).getByRole('button', { name: 'Confirm Payment' }));
    await waitFor(() => expect(toasts(hub)).toEqual([{ kind: 'error', message: BILLING_MESSAGES.cardUpdateFailed }]));
    expect(hub.mountProps.navigate).not.toHaveBeenCalled();
  });

  it('toasts "Failed to update subscription" when the plan change fails', async () => {
    const hub = await renderHub({ api: { updateSubscription: { status: 409, body: { error_code: 'SUBSCRIPTION_NOT_LIVE', error_message: 'x' } } } });
    await accountLoaded();
    await hub.user.click(within(card('Starter')).getByRole('button', { name: 'Change Plan: Starter' }));
    await typeCard(hub.user);
    await hub.user.click(within(await dialog()).getByRole('button', { name: 'Confirm Payment' }));
    await waitFor(() => expect(toasts(hub)).toEqual([{ kind: 'error', message: BILLING_MESSAGES.subscriptionUpdateFailed }]));
    expect(hub.mountProps.bus.published('subscription/changed')).toEqual([]);
  });

  it('opens a plain card update from ?updateCard=1 and tracks Account Update Card', async () => {
    const hub = await renderHub({ url: '/subscription?updateCard=1' });
    const modal = await dialog();
    expect(within(modal).queryByTestId('payment-summary')).not.toBeInTheDocument();
    expect(within(modal).getByText('•••• •••• •••• 4242')).toBeInTheDocument();
    expect(within(modal).getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    await typeCard(hub.user);
    const getAccountCalls = hub.net.callsTo('/stripe/get-account').length;
    await hub.user.click(within(modal).getByRole('button', { name: 'Update Card' }));
    await waitFor(() => expect(toasts(hub)).toEqual([{ kind: 'success', message: BILLING_MESSAGES.cardUpdated }]));
    expect(hub.mountProps.bus.published('analytics/tracked')).toEqual([{ name: ANALYTICS_EVENTS.accountUpdateCard }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Subscription' })).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/subscription$/);
    await waitFor(() => expect(hub.net.callsTo('/stripe/get-account').length).toBe(getAccountCalls + 1));
    expect(paths(hub)).not.toContain('/stripe/update-subscription');
    expect(hub.mountProps.navigate).not.toHaveBeenCalled();
  });

  it('closes the modal on Cancel and forgets ?updateCard', async () => {
    const hub = await renderHub({ url: '/subscription?updateCard=1' });
    await hub.user.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Subscription' })).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/subscription$/);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { CARD_ELEMENT_FONT_SIZE_PX, SHELL_MESSAGES, BILLING_MESSAGES } from '@portal/shared-contracts/core';
import { LOCAL_CARD_TEXTS, TEST_CARDS, type PaymentMethod, type Plan, type Price } from '@portal/shared-contracts/account';
import { VISA_4242, hubPrice } from '../../../testing/billing';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { PaymentState } from '../paymentState';
import UpdateSubscriptionModal, { countryCode, type UpdateSubscriptionModalProps } from './UpdateSubscriptionModal';

jest.setTimeout(20_000);

const IDLE: PaymentState = { status: 'idle', step: null };
const PRO_MONTHLY: Plan = { tier: 'Pro', interval: 'month' };

function renderModal(overrides: Partial<UpdateSubscriptionModalProps> = {}) {
  const price: Price | null = overrides.price === undefined ? hubPrice('price_entry_monthly') : overrides.price;
  const props: UpdateSubscriptionModalProps = {
    price,
    tier: 'Entry',
    productName: 'Entry',
    currentPlan: PRO_MONTHLY,
    country: 'Australia',
    defaultName: 'Ada Lovelace',
    card: VISA_4242,
    payment: IDLE,
    onSubmit: jest.fn(),
    onCancel: jest.fn(),
    ...overrides,
  };
  const view = renderWithProviders(<UpdateSubscriptionModal {...props} />);
  return { ...view, props };
}

const dialog = (): Promise<HTMLElement> => screen.findByRole('dialog', { name: 'Update Subscription' });

describe('Update Subscription modal', () => {
  it.each<[string, string, Partial<UpdateSubscriptionModalProps>]>([
    ['no price (plain card update)', 'Update Card', { price: null, tier: null, productName: null }],
    ['an upgrade', 'Confirm Payment', { price: hubPrice('price_pro_yearly'), tier: 'Pro', currentPlan: { tier: 'Starter', interval: 'month' } }],
    ['a downgrade to a paid plan', 'Confirm Payment', { price: hubPrice('price_starter_monthly'), tier: 'Starter' }],
    ['the other interval of the same tier', 'Confirm Payment', { price: hubPrice('price_pro_yearly'), tier: 'Pro' }],
    ['a first subscription', 'Confirm Payment', { currentPlan: null }],
    ['a downgrade to Beginner', 'Confirm Downgrade', { price: hubPrice('price_beginner_monthly'), tier: 'Beginner', productName: 'Beginner' }],
  ])('labels the button for %s: %s', async (_case, label, overrides) => {
    renderModal(overrides);
    expect(await within(await dialog()).findByRole('button', { name: label })).toBeInTheDocument();
  });

  it('replaces the fields with the downgrade question for Beginner, and confirms without a card', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { props } = renderModal({ price: hubPrice('price_beginner_monthly'), tier: 'Beginner', productName: 'Beginner' });
    const modal = await dialog();
    expect(within(modal).getByText(BILLING_MESSAGES.confirmDowngrade)).toBeInTheDocument();
    expect(within(modal).queryByLabelText('Name on Card')).not.toBeInTheDocument();
    expect(within(modal).queryByLabelText(LOCAL_CARD_TEXTS.number)).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Confirm Downgrade' }));
    expect(props.onSubmit).toHaveBeenCalledWith({ name: 'Ada Lovelace', country: 'AU' }, null);
  });

  it('shows the plan paid for, with GST for Australia', async () => {
    renderModal({ price: hubPrice('price_pro_yearly'), tier: 'Pro', productName: 'Pro' });
    expect(within(await dialog()).getByTestId('payment-summary')).toHaveTextContent('Pro, Yearly: $1,848.00 per year');
  });

  it.each<[string, PaymentMethod | null, string | null]>([
    ['a Visa with the visa icon', VISA_4242, 'Visa'],
    ['another brand with the generic card icon', { ...VISA_4242, card: { ...VISA_4242.card, brand: 'mastercard', last4: '4444' } }, 'Card'],
    ['no card', null, null],
  ])('shows the current card: %s', async (_case, card, icon) => {
    renderModal({ card });
    const current = within(await dialog()).getByTestId('current-card');
    if (card) expect(current).toHaveTextContent(`•••• •••• •••• ${card.card.last4}`);
    else expect(current).toHaveTextContent('No card on file');
    if (icon) expect(within(current).getByRole('img', { name: icon })).toBeInTheDocument();
    else expect(within(current).queryByRole('img')).not.toBeInTheDocument();
  });

  it('has labelled Name on Card and Country fields filled from the profile, and a 16 px card element', async () => {
    renderModal();
    const modal = await dialog();
    expect(within(modal).getByLabelText('Name on Card')).toHaveValue('Ada Lovelace');
    expect(within(modal).getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    expect(within(modal).getByTitle('Australia')).toBeInTheDocument();
    expect(await within(modal).findByLabelText(LOCAL_CARD_TEXTS.number)).toHaveStyle({ fontSize: `${CARD_ELEMENT_FONT_SIZE_PX}px` });
    expect(countryCode('new zealand')).toBe('NZ');
    expect(countryCode('Atlantis')).toBe('');
  });

  it('submits only once the card element reports complete, with name, country and a card confirmer', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { props } = renderModal();
    const modal = await dialog();
    const button = within(modal).getByRole('button', { name: 'Confirm Payment' });
    await user.type(await within(modal).findByLabelText(LOCAL_CARD_TEXTS.number), TEST_CARDS.succeeds);
    await user.type(within(modal).getByLabelText(LOCAL_CARD_TEXTS.expiry), '1240');
    expect(button).toBeDisabled();
    await user.type(within(modal).getByLabelText(LOCAL_CARD_TEXTS.cvc), '12');
    expect(button).toBeDisabled();
    await user.type(within(modal).getByLabelText(LOCAL_CARD_TEXTS.cvc), '3');
    await waitFor(() => expect(button).toBeEnabled());
    await user.clear(within(modal).getByLabelText('Name on Card'));
    await user.type(within(modal).getByLabelText('Name on Card'), ' Grace Hopper ');
    await user.click(button);
    expect(props.onSubmit).toHaveBeenCalledWith({ name: 'Grace Hopper', country: 'AU' }, expect.any(Function));
  });

  it("shows the card element's error under it", async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderModal();
    const modal = await dialog();
    await user.type(await within(modal).findByLabelText(LOCAL_CARD_TEXTS.number), '4242424242424241');
    expect(within(modal).getByRole('alert')).toHaveTextContent(LOCAL_CARD_TEXTS.invalidNumber);
    expect(within(modal).getByLabelText(LOCAL_CARD_TEXTS.number)).toHaveAttribute('aria-invalid', 'true');
  });

  it('blocks with "Updating Your Subscription..." while the card is being saved, not while the plan changes', async () => {
    const first = renderModal({ payment: { status: 'updating', step: 'card' } });
    expect(within(await dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(await screen.findByText(SHELL_MESSAGES.updatingSubscription)).toBeInTheDocument();
    first.unmount();
    renderModal({ payment: { status: 'updating', step: 'subscription' } });
    await dialog();
    expect(screen.queryByText(SHELL_MESSAGES.updatingSubscription)).not.toBeInTheDocument();
  });
});

import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { HEADINGS, PROFILE_MENU_LABELS, currentSubscription, BILLING_LABELS, BILLING_MESSAGES } from '@portal/shared-contracts/core';
import { BILLING_TEXTS, CARD_PROVIDER_MESSAGES, LOCAL_CARD_TEXTS, TEST_CARDS } from '@portal/shared-contracts/account';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createCustomer, paymentAccount, type NewCustomer } from '../support/customers';
import { signInAs } from '../support/session';

const nav = (page: Page): Locator => page.getByRole('complementary', { name: 'Main navigation' });
const planCard = (page: Page, product: string): Locator => page.getByRole('article', { name: product, exact: true });
const modal = (page: Page): Locator => page.getByRole('dialog', { name: BILLING_TEXTS.modalTitle });
const toast = (page: Page, text: string): Locator => page.locator('.ant-notification').getByText(text);

/** Moves the pointer off the toasts (hovering keeps them open) and waits for them to close. */
async function waitForToastsToClose(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
}

async function openHub(page: Page, customer: NewCustomer): Promise<void> {
  await signInAs(page, customer.email, customer.password);
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: HEADINGS.subscriptionHub })).toBeVisible();
  await expect(page.getByTestId('current-plan-line')).toBeVisible();
}

/** Name on Card and the local card element, as a customer types them. */
async function enterCard(page: Page, number: string): Promise<void> {
  const dialog = modal(page);
  await dialog.getByLabel(BILLING_LABELS.nameOnCard).fill('Bea Biller');
  await dialog.getByLabel(LOCAL_CARD_TEXTS.number).fill(number);
  await dialog.getByLabel(LOCAL_CARD_TEXTS.expiry).fill('12 / 34');
  await dialog.getByLabel(LOCAL_CARD_TEXTS.cvc).fill('123');
}

async function expectCurrent(page: Page, product: string): Promise<void> {
  await expect(planCard(page, product).getByText(BILLING_LABELS.current, { exact: true })).toBeVisible();
}

test.describe('billing journeys (local payment gateway)', () => {
  test('a Beginner upgrades to Pro monthly with 4242, sees the processing toast, lands on /welcome with Deep Story and Insights', async ({ page }) => {
    const customer = await createCustomer({ country: 'Australia' });
    await signInAs(page, customer.email, customer.password);
    await page.goto('/welcome');
    await expect(nav(page).getByRole('link', { name: 'Storyboards' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Deep Story' })).toHaveCount(0);
    await page.goto('/insights');
    await expect(page.getByTestId('upgrade-panel')).toBeVisible();

    await openHub(page, customer);
    await expectCurrent(page, 'Beginner');
    await expectNoSeriousA11yViolations(page);
    const pro = planCard(page, 'Pro');
    await expect(pro.getByTestId('plan-price')).toContainText('$176.00');
    await pro.getByRole('button', { name: BILLING_TEXTS.choosePlan(BILLING_LABELS.changePlan, 'Pro') }).click();

    const dialog = modal(page);
    await expect(dialog.getByTestId('payment-summary')).toHaveText(BILLING_TEXTS.paymentFor('Pro', BILLING_LABELS.monthly, '$176.00', BILLING_TEXTS.perMonth));
    const confirm = dialog.getByRole('button', { name: BILLING_LABELS.confirmPayment });
    await expect(confirm).toBeDisabled();
    await enterCard(page, TEST_CARDS.succeeds);
    await expectNoSeriousA11yViolations(page);
    await confirm.click();

    await expect(toast(page, BILLING_MESSAGES.subscriptionProcessing)).toBeVisible();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(nav(page).getByRole('link', { name: 'Deep Story' })).toBeVisible();
    await nav(page).getByRole('link', { name: 'Insights' }).click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    await expect(page.getByTestId('upgrade-panel')).toHaveCount(0);

    const account = await paymentAccount(customer);
    expect(account.subscriptions.data).toHaveLength(1);
    expect(account.subscriptions.data[0]?.items.data[0]?.price.id).toBe('price_pro_monthly');
    expect(account.customer.invoice_settings.default_payment_method?.card.last4).toBe('4242');

    // A fresh sign-in reads the new tier from the identity attributes.
    await page.reload();
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await expect(page.getByText(currentSubscription('Pro'))).toBeVisible();
  });

  test('a declined card shows the provider message and changes nothing', async ({ page }) => {
    const customer = await createCustomer({ country: 'Australia' });
    const before = await paymentAccount(customer);
    await openHub(page, customer);
    await planCard(page, 'Pro').getByRole('button', { name: BILLING_TEXTS.choosePlan(BILLING_LABELS.changePlan, 'Pro') }).click();
    await enterCard(page, TEST_CARDS.declined);
    await modal(page).getByRole('button', { name: BILLING_LABELS.confirmPayment }).click();

    await expect(toast(page, CARD_PROVIDER_MESSAGES.declined)).toBeVisible();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(modal(page)).toBeVisible();
    await expect(modal(page).getByRole('button', { name: BILLING_LABELS.confirmPayment })).toBeEnabled();

    await enterCard(page, TEST_CARDS.insufficientFunds);
    await modal(page).getByRole('button', { name: BILLING_LABELS.confirmPayment }).click();
    await expect(toast(page, CARD_PROVIDER_MESSAGES.insufficientFunds)).toBeVisible();

    // The error toasts sit at the bottom, over the modal's buttons on a short screen.
    await waitForToastsToClose(page);
    await modal(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(modal(page)).toHaveCount(0);
    await page.reload();
    await expectCurrent(page, 'Beginner');
    await expect(nav(page).getByRole('link', { name: 'Deep Story' })).toHaveCount(0);
    const after = await paymentAccount(customer);
    expect(after.subscriptions.data.map((s) => s.items.data[0]?.price.id)).toEqual(before.subscriptions.data.map((s) => s.items.data[0]?.price.id));
    expect(after.customer.invoice_settings.default_payment_method).toBeNull();
  });

  test('a Pro trial switches to yearly, then downgrades to Beginner after the confirmation', async ({ page }) => {
    const customer = await createCustomer({ country: 'Australia', trialPriceId: 'price_pro_monthly' });
    await openHub(page, customer);
    await expect(page.getByTestId('current-plan-line')).toContainText('Trial Period Active | Trial end on');
    await expectCurrent(page, 'Pro');

    const pro = planCard(page, 'Pro');
    await pro.getByRole('button', { name: BILLING_LABELS.yearly }).click();
    await expect(pro.getByRole('button', { name: BILLING_LABELS.yearly })).toHaveAttribute('aria-pressed', 'true');
    await expect(pro.getByTestId('plan-price')).toContainText('$1,848.00');
    await pro.getByRole('button', { name: BILLING_TEXTS.choosePlan(BILLING_LABELS.changePlan, 'Pro') }).click();
    await expect(modal(page).getByTestId('payment-summary')).toHaveText(BILLING_TEXTS.paymentFor('Pro', BILLING_LABELS.yearly, '$1,848.00', BILLING_TEXTS.perYear));
    await enterCard(page, TEST_CARDS.succeeds);
    await modal(page).getByRole('button', { name: BILLING_LABELS.confirmPayment }).click();
    await expect(toast(page, BILLING_MESSAGES.subscriptionProcessing)).toBeVisible();
    await expect(page).toHaveURL(/\/welcome$/);

    await page.goto('/subscription');
    await expect(page.getByTestId('current-plan-line')).toContainText('Yearly Plan Active | Ends on');
    await expectCurrent(page, 'Pro');
    await expect(planCard(page, 'Pro').getByRole('button', { name: BILLING_LABELS.yearly })).toHaveAttribute('aria-pressed', 'true');
    expect((await paymentAccount(customer)).subscriptions.data[0]?.items.data[0]?.price.id).toBe('price_pro_yearly');

    await planCard(page, 'Beginner').getByRole('button', { name: BILLING_TEXTS.choosePlan(BILLING_LABELS.freeForever, 'Beginner') }).click();
    await expect(modal(page).getByText(BILLING_MESSAGES.confirmDowngrade)).toBeVisible();
    // Cancelling the confirmation keeps the plan.
    await modal(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(modal(page)).toHaveCount(0);
    expect((await paymentAccount(customer)).subscriptions.data[0]?.items.data[0]?.price.id).toBe('price_pro_yearly');

    await planCard(page, 'Beginner').getByRole('button', { name: BILLING_TEXTS.choosePlan(BILLING_LABELS.freeForever, 'Beginner') }).click();
    await modal(page).getByRole('button', { name: BILLING_LABELS.confirmDowngradeButton }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(nav(page).getByRole('link', { name: 'Deep Story' })).toHaveCount(0);
    await page.goto('/subscription');
    await expectCurrent(page, 'Beginner');
    expect((await paymentAccount(customer)).subscriptions.data[0]?.items.data[0]?.price.id).toBe('price_beginner_monthly');
  });

  test('the profile menu updates the card only', async ({ page }) => {
    const customer = await createCustomer({ country: 'United States', trialPriceId: 'price_starter_monthly' });
    await signInAs(page, customer.email, customer.password);
    await page.goto('/welcome');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: PROFILE_MENU_LABELS.updateCardDetails }).click();
    await expect(page).toHaveURL(/\/subscription\?updateCard=1$/);

    const dialog = modal(page);
    await expect(dialog.getByText(BILLING_TEXTS.noCard)).toBeVisible();
    await expect(dialog.getByTestId('payment-summary')).toHaveCount(0);
    await enterCard(page, TEST_CARDS.succeeds);
    await dialog.getByRole('button', { name: BILLING_LABELS.updateCard }).click();
    await expect(toast(page, BILLING_MESSAGES.cardUpdated)).toBeVisible();
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/subscription$/);

    const account = await paymentAccount(customer);
    expect(account.customer.invoice_settings.default_payment_method?.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(account.subscriptions.data[0]?.items.data[0]?.price.id).toBe('price_starter_monthly');
    await expectCurrent(page, 'Starter');

    // The saved card shows masked the next time the modal opens.
    await page.goto('/subscription?updateCard=1');
    await expect(modal(page).getByText('•••• •••• •••• 4242')).toBeVisible();
  });

  test('GST is added for an Australian customer and not for another', async ({ page }) => {
    await signInAs(page, 'beginner@demo.test');
    await page.goto('/subscription');
    const starterAu = planCard(page, 'Starter').getByTestId('plan-price');
    await expect(starterAu).toContainText('$44.00');
    await expect(starterAu).toContainText(BILLING_TEXTS.inclGst);
    await expect(starterAu).toContainText(BILLING_TEXTS.yearlyEquivalent('$528.00'));

    await signInAs(page, 'entry@demo.test');
    await page.goto('/subscription');
    const starterUs = planCard(page, 'Starter').getByTestId('plan-price');
    await expect(starterUs).toContainText('$40.00');
    await expect(starterUs).not.toContainText(BILLING_TEXTS.inclGst);
    await expect(starterUs).toContainText(BILLING_TEXTS.yearlyEquivalent('$480.00'));
    await expectNoSeriousA11yViolations(page);
  });
});

import type { Locator, Page } from '@playwright/test';
import { LABELS, PROFILE_MENU_LABELS, AUTH_LABELS, AUTH_MESSAGES, SIGNUP_FIELD_LABELS as F } from '@portal/shared-contracts/core';
import { adminStatusLabel } from '@portal/shared-contracts/storyboards';
import {
  ADMIN_AUDIT_LABELS,
  ADMIN_DASHBOARD_LABELS,
  ADMIN_LABELS,
  ADMIN_MESSAGES,
  ADMIN_USER_LABELS,
  ADMIN_USERS_LABELS,
} from '@portal/shared-contracts/admin';
import { obtainTokens } from '@portal/build-tools/src/signin.mjs';
import { API_URL, CLIENT_ID } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createCustomer, type NewCustomer } from '../support/customers';
import { DEMO_PASSWORD, signInAs } from '../support/session';
import { expect, test } from '../support/test';

const ADMIN_EMAIL = 'admin@demo.test';

const openProfileMenu = (page: Page) => page.getByRole('button', { name: 'Profile menu' }).click();
const dialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

/** The admin's users tab, searched for one customer, then their user page. */
async function openUser(page: Page, customer: NewCustomer): Promise<void> {
  await page.getByRole('tab', { name: ADMIN_LABELS.users }).click();
  await page.getByLabel(ADMIN_USERS_LABELS.search).fill(customer.email);
  const row = page.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').first().click();
  await expect(page.getByText(customer.email).first()).toBeVisible();
  await expect(page.getByRole('group', { name: ADMIN_LABELS.userActions })).toBeVisible();
}

/** The confirmation of an action: the admin's e-mail and password, then Confirm. */
async function confirmAs(modal: Locator, email: string, password: string): Promise<void> {
  await modal.getByLabel(ADMIN_LABELS.email, { exact: true }).fill(email);
  await modal.getByLabel(ADMIN_LABELS.password, { exact: true }).fill(password);
  await modal.getByRole('button', { name: ADMIN_LABELS.confirm }).click();
}

/** Waits for "Action was successful." and closes the modal. */
async function expectSuccess(page: Page, modal: Locator): Promise<void> {
  await expect(modal.getByText(ADMIN_MESSAGES.actionSuccessful)).toBeVisible();
  await expect(modal.getByText(ADMIN_MESSAGES.updatesMayTake24Hours)).toBeVisible();
  await modal.getByRole('button', { name: LABELS.close }).click();
  await expect(modal).toBeHidden();
}

test.describe('the admin page', () => {
  test('a customer has no Admin item and is sent away from /admin', async ({ page }) => {
    await signInAs(page, 'pro@demo.test');
    await page.goto('/welcome');
    await openProfileMenu(page);
    await expect(page.getByRole('menuitem', { name: PROFILE_MENU_LABELS.logout })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: PROFILE_MENU_LABELS.admin })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('an admin reads the dashboard for a date range, finds a customer, edits their industry and cancels their subscription after confirming', async ({ page }) => {
    const customer = await createCustomer({ trialPriceId: 'price_pro_monthly' });
    await signInAs(page, ADMIN_EMAIL);
    await page.goto('/welcome');
    await openProfileMenu(page);
    await page.getByRole('menuitem', { name: PROFILE_MENU_LABELS.admin }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: ADMIN_LABELS.page })).toBeVisible();

    // The date filter: a from day after the to day is refused; a valid range shows the figures.
    const from = page.getByLabel(ADMIN_LABELS.from, { exact: true });
    const to = page.getByLabel(ADMIN_LABELS.to, { exact: true });
    await expect(from).not.toHaveValue('');
    await from.fill('2099-01-02');
    await to.fill('2099-01-01');
    await expect(page.getByText(ADMIN_MESSAGES.fromBeforeTo)).toBeVisible();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Brisbane' }).format(new Date());
    await to.fill(today);
    await from.fill(`${today.slice(0, 8)}01`);
    await expect(page.getByText(ADMIN_MESSAGES.fromBeforeTo)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`from=${today.slice(0, 8)}01`));
    const figures = page.getByRole('group', { name: ADMIN_DASHBOARD_LABELS.figures });
    await expect(figures.getByText(ADMIN_DASHBOARD_LABELS.subscribers, { exact: true }).first()).toBeVisible();
    for (const chart of [ADMIN_DASHBOARD_LABELS.byStatus, ADMIN_DASHBOARD_LABELS.byPlan, ADMIN_DASHBOARD_LABELS.perDay]) {
      await expect(page.getByRole('figure', { name: chart })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    // The customer on the Users tab and their page; the range stays in the URL.
    await openUser(page, customer);
    await expect(page).toHaveURL(new RegExp(`from=${today.slice(0, 8)}01`));
    await expect(page.getByText('Veterinary Services').first()).toBeVisible();
    await expect(page.getByText(adminStatusLabel('trialing'), { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Edit industry: empty credentials, then a wrong password, then the right one.
    await page.getByRole('button', { name: ADMIN_LABELS.editIndustry }).click();
    const edit = dialog(page, ADMIN_LABELS.editIndustry);
    await edit.getByLabel(ADMIN_LABELS.industry, { exact: true }).fill('Sports Clubs');
    await edit.getByRole('button', { name: ADMIN_LABELS.next }).click();
    await expect(edit.getByText(ADMIN_MESSAGES.irreversible)).toBeVisible();
    await edit.getByRole('button', { name: ADMIN_LABELS.confirm }).click();
    await expect(edit.getByText(ADMIN_MESSAGES.fieldsCannotBeEmpty)).toBeVisible();
    await confirmAs(edit, ADMIN_EMAIL, 'not-the-password');
    await expect(edit.getByText(ADMIN_MESSAGES.invalidCredentials)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await confirmAs(edit, ADMIN_EMAIL, DEMO_PASSWORD);
    await expectSuccess(page, edit);
    await expect(page.getByText('Sports Clubs').first()).toBeVisible();

    // Cancel the subscription: it shows as cancelled, and the button is gone.
    await page.getByRole('button', { name: ADMIN_LABELS.cancelSubscription }).click();
    const cancel = dialog(page, ADMIN_LABELS.cancelSubscription);
    await expect(cancel.getByText(ADMIN_MESSAGES.irreversible)).toBeVisible();
    await confirmAs(cancel, ADMIN_EMAIL, DEMO_PASSWORD);
    await expectSuccess(page, cancel);
    await expect(page.getByText(adminStatusLabel('canceled'), { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: ADMIN_LABELS.cancelSubscription })).toHaveCount(0);

    // Both actions are in the audit log, found by the customer's e-mail.
    await page.getByRole('tab', { name: ADMIN_LABELS.auditLog }).click();
    await page.getByLabel(ADMIN_AUDIT_LABELS.username).fill(customer.email);
    await page.getByRole('button', { name: ADMIN_AUDIT_LABELS.filter }).click();
    const log = page.getByRole('table', { name: ADMIN_AUDIT_LABELS.table });
    await expect(log.getByRole('row').filter({ hasText: customer.email })).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
  });

  test('an admin deletes a throwaway customer, who can no longer sign in', async ({ page, browser }) => {
    const customer = await createCustomer();
    const { tokens } = await obtainTokens(API_URL, customer.email, customer.password, CLIENT_ID);
    const currentUser = () => fetch(`${API_URL}/proxy/v1/current-user`, { headers: { authorization: `Bearer ${tokens.IdToken}` } });
    expect((await currentUser()).status).toBe(200);
    await signInAs(page, ADMIN_EMAIL);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: ADMIN_LABELS.page })).toBeVisible();
    await openUser(page, customer);
    await expect(page.getByText(ADMIN_USER_LABELS.videos).first()).toBeVisible();

    await page.getByRole('button', { name: ADMIN_LABELS.deleteUser }).click();
    const remove = dialog(page, ADMIN_LABELS.deleteUser);
    await expect(remove.getByText(ADMIN_MESSAGES.irreversible)).toBeVisible();
    await confirmAs(remove, ADMIN_EMAIL, DEMO_PASSWORD);
    await expectSuccess(page, remove);
    await expect(page).toHaveURL(/\/admin\/users(\?|$)/);
    await page.getByLabel(ADMIN_USERS_LABELS.search).fill(customer.email);
    await expect(page.getByRole('row').filter({ hasText: customer.email })).toHaveCount(0);

    // Their session is refused, and the login form no longer lets them in (the pool answers
    // an unknown account as a wrong password, docs/adr/013).
    expect((await currentUser()).status).toBe(401);
    const context = await browser.newContext();
    const theirs = await context.newPage();
    await theirs.goto('/');
    const form = theirs.getByRole('form', { name: AUTH_LABELS.signIn });
    await form.getByLabel(F.email).fill(customer.email);
    await form.getByLabel(F.password).fill(customer.password);
    await form.getByRole('button', { name: AUTH_LABELS.signIn }).click();
    await expect(theirs.getByRole('alert')).toContainText(AUTH_MESSAGES.incorrectPassword);
    await expect(theirs).toHaveURL(/\/$/);
    await context.close();
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  PROFILE_MENU_LABELS,
  currentSubscription,
  AUTH_LABELS,
  AUTH_MESSAGES,
  SIGNUP_FIELD_LABELS as F,
  SIGNUP_MESSAGES,
  SIGNUP_TEXTS,
} from '@portal/shared-contracts/core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { mailCount, nextCode } from '../support/mailbox';
import { DEMO_PASSWORD, signInAs } from '../support/session';
import { API_URL } from '../support/api';

async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: AUTH_LABELS.signIn });
  await form.getByLabel(F.email).fill(email);
  await form.getByLabel(F.password).fill(password);
  await form.getByRole('button', { name: AUTH_LABELS.signIn }).click();
}

async function openProfileMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile menu' }).click();
}

async function signOutWithMenu(page: Page): Promise<void> {
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: PROFILE_MENU_LABELS.logout }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome back.' })).toBeVisible();
}

/** Picks an option of a searchable select as a keyboard user does: type, then Enter. */
async function choose(page: Page, label: string, text: string): Promise<void> {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await box.fill(text);
  await box.press('Enter');
  await expect(page.locator('.ant-select', { has: box })).toContainText(text);
}

test.describe('identity journeys', () => {
  test('sign up, confirm from the mailbox, sign in, change password, sign out, reset the password', async ({ page }) => {
    const stamp = Date.now().toString(36);
    const email = `e2e-${stamp}@example.test`;
    const password = 'Str0ng!pass';
    const newPassword = 'N3w!passw0rd';
    const resetPassword = 'R3set!passw0rd';

    await page.goto('/create_user?product=Pro');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Pro', { exact: false }).first()).toBeVisible();
    const signUp = page.getByRole('button', { name: SIGNUP_MESSAGES.signUp });
    await expect(signUp).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel(F.email, { exact: true }).fill(email);
    await page.getByLabel(F.password, { exact: true }).fill(password);
    await page.getByLabel(F.projectCode, { exact: true }).fill(`e2e${stamp}`);
    await page.getByLabel(F.firstName, { exact: true }).fill('Erin');
    await page.getByLabel(F.lastName, { exact: true }).fill('Tester');
    await page.getByLabel(F.companyName, { exact: true }).fill('E2E Pty Ltd');
    await page.getByLabel(F.roleInCompany, { exact: true }).fill('QA Lead');
    await choose(page, F.country, 'Australia');
    await choose(page, F.industry, 'Veterinary Services');
    await page.getByLabel(F.postCode, { exact: true }).fill('4000');
    await page.getByRole('checkbox').check();
    const before = await mailCount(email);
    await signUp.click();

    const code = await nextCode(email, before);
    // The confirmation step's own field (the mail can arrive while the sign-up form, with its
    // project code and post code fields, is still on the screen).
    await page.getByLabel(SIGNUP_TEXTS.confirmationCodeLabel, { exact: true }).fill(code);
    await page.getByRole('button', { name: /confirm/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await signInWithForm(page, email, password);
    await expect(page).toHaveURL(/\/welcome$/);
    await openProfileMenu(page);
    await expect(page.getByText(currentSubscription('Pro'))).toBeVisible();
    await expect(page.getByText('Erin Tester')).toBeVisible();

    // Change password from the profile menu.
    await page.getByRole('menuitem', { name: PROFILE_MENU_LABELS.changePassword }).click();
    const dialog = page.getByRole('dialog', { name: AUTH_LABELS.changePassword });
    await dialog.getByLabel(AUTH_LABELS.oldPassword).fill(password);
    await dialog.getByLabel(AUTH_LABELS.newPassword).fill(newPassword);
    await dialog.getByRole('button', { name: AUTH_LABELS.save }).click();
    await expect(dialog.getByRole('status')).toHaveText(AUTH_MESSAGES.changePasswordSuccess);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: AUTH_LABELS.close }).first().click();

    await signOutWithMenu(page);
    await signInWithForm(page, email, password);
    await expect(page.getByRole('alert')).toContainText(AUTH_MESSAGES.incorrectPassword);
    await signInWithForm(page, email, newPassword);
    await expect(page).toHaveURL(/\/welcome$/);
    await signOutWithMenu(page);

    // Forgot password with a mailed code.
    await page.getByRole('link', { name: AUTH_LABELS.forgotPassword }).click();
    await page.getByLabel(F.email).fill(email);
    const sent = await mailCount(email);
    await page.getByRole('button', { name: AUTH_LABELS.sendCode }).click();
    const resetCode = await nextCode(email, sent);
    await page.getByLabel(AUTH_LABELS.resetCode).fill(resetCode);
    await page.getByLabel(AUTH_LABELS.newPassword, { exact: true }).fill(resetPassword);
    await page.getByLabel(AUTH_LABELS.confirmPassword).fill(resetPassword);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: AUTH_LABELS.resetPassword }).click();
    await expect(page.getByRole('form', { name: AUTH_LABELS.signIn })).toBeVisible();
    await signInWithForm(page, email, resetPassword);
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('a wrong password and an unknown user show one spec text under the button (PreventUserExistenceErrors)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome back.' })).toBeVisible();
    await page.getByRole('form', { name: AUTH_LABELS.signIn }).getByRole('button', { name: AUTH_LABELS.signIn }).click();
    await expect(page.getByText(AUTH_MESSAGES.fieldsCannotBeEmpty)).toBeVisible();
    await signInWithForm(page, 'starter@demo.test', 'Wrong!pass1');
    await expect(page.getByRole('alert')).toContainText(AUTH_MESSAGES.incorrectPassword);
    await expect(page.getByLabel(F.email)).toHaveValue('starter@demo.test');
    // The pool does not tell whether an account exists (docs/adr/013): the same text.
    await signInWithForm(page, 'nobody@demo.test', 'Wrong!pass1');
    await expect(page.getByRole('alert')).toContainText(AUTH_MESSAGES.incorrectPassword);
    await expect(page.getByText(AUTH_MESSAGES.userDoesNotExist)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await signInWithForm(page, 'starter@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('signing out in one tab signs out the other; a reload keeps the session', async ({ context }) => {
    const first = await context.newPage();
    await first.goto('/');
    await signInWithForm(first, 'entry@demo.test', DEMO_PASSWORD);
    await expect(first).toHaveURL(/\/welcome$/);
    await first.reload();
    await expect(first.getByRole('heading', { name: 'CREATE BETTER STORIES' })).toBeVisible();

    const second = await context.newPage();
    await second.goto('/storyboards');
    await expect(second).toHaveURL(/\/storyboards$/);
    // The user goes back to the first tab and signs out there.
    await first.bringToFront();
    await signOutWithMenu(first);
    await expect(second).toHaveURL(/\/$/);
    await expect(second.getByRole('heading', { name: 'Welcome back.' })).toBeVisible();
  });

  test("signing out ends the session at the api too: the tab's old id token stops working within seconds", async ({ page }) => {
    await page.goto('/');
    await signInWithForm(page, 'starter@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/welcome$/);
    const idToken = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.idToken'));
      return key ? localStorage.getItem(key) : null;
    });
    expect(idToken).toBeTruthy();
    const currentUser = async (): Promise<number> =>
      (await fetch(`${API_URL}/proxy/v1/current-user`, { headers: { authorization: `Bearer ${idToken}` } })).status;
    expect(await currentUser()).toBe(200);
    await signOutWithMenu(page);
    await expect.poll(currentUser, { timeout: 5_000 }).toBe(401);
  });

  test('an expired session lands on the login page with a note, never a blank page', async ({ page }) => {
    await signInAs(page, 'beginner@demo.test');
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { name: 'CREATE BETTER STORIES' })).toBeVisible();
    // Revoke every refresh token of the user, then age the stored tokens past expiry.
    await page.evaluate(async (api) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'))!;
      const access = localStorage.getItem(key)!;
      await fetch(`${api}/cognito/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.GlobalSignOut' },
        body: JSON.stringify({ AccessToken: access }),
      });
      for (const k of Object.keys(localStorage).filter((x) => x.endsWith('.accessToken') || x.endsWith('.idToken'))) {
        const [h, p, s] = localStorage.getItem(k)!.split('.');
        const claims = JSON.parse(atob(p!.replace(/-/g, '+').replace(/_/g, '/')));
        claims.exp = Math.floor(Date.now() / 1000) - 60;
        localStorage.setItem(k, [h, btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'), s].join('.'));
      }
    }, API_URL);
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(AUTH_MESSAGES.sessionExpired)).toBeVisible();
  });

  test('storymaker: a customer is sent away, an admin gets in', async ({ page }) => {
    await signInAs(page, 'pro@demo.test');
    await page.goto('/storymaker');
    await expect(page).toHaveURL(/\/welcome$/);
    await signInAs(page, 'admin@demo.test');
    await page.goto('/storymaker');
    await expect(page).toHaveURL(/\/storymaker$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

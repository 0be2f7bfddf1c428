import type { Page } from '@playwright/test';
import { HEADINGS, ROUTES } from '@portal/shared-contracts/core';
import { BRIEF_LABELS, BRIEF_TEXTS, FORM_MESSAGES, REQUEST_FORM_TEXTS, briefLengthLabel } from '@portal/shared-contracts/storyboards';
import { API_URL } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

/** Where the api sends sales mail unless SALES_EMAIL says otherwise (the e2e stack leaves it). */
const SALES_INBOX = 'sales@localhost';

/** Opens the local mailbox page of the sales inbox, as a developer reads it, and waits for `subject`. */
async function openSalesMailbox(page: Page, subject: RegExp): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto(`${API_URL}/_local/mailbox/view?to=${encodeURIComponent(SALES_INBOX)}`);
        return page.getByRole('row').filter({ hasText: subject }).count();
      },
      { message: `a mail to ${SALES_INBOX} matching ${subject}` },
    )
    .toBeGreaterThan(0);
}

/** Picks an option of an antd select by its words. */
/**
 * Picks an option of an antd select and waits until the select shows it: under load a
 * click can land while the dropdown is still opening, so the pick is retried until taken.
 */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: label });
  const select = page.locator('.ant-select').filter({ has: combobox });
  await expect(async () => {
    await combobox.click();
    await page.locator(`.ant-select-item-option[title="${option}"]`).click({ timeout: 2_000 });
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('custom storyboard requests', () => {
  test('a customer sends a brief from My Storyboards and sales find it in the local mailbox', async ({ page }) => {
    const title = `Season launch ${Date.now().toString(36)}`;
    await signInAs(page, 'entry@demo.test');
    await page.goto(ROUTES.storyboards);
    await expect(page.getByRole('heading', { level: 1, name: 'Storyboards' })).toBeVisible();
    await page.getByRole('search').getByRole('button', { name: BRIEF_TEXTS.createBrief }).click();

    const brief = page.getByRole('form', { name: BRIEF_TEXTS.createBrief });
    await expect(brief.getByRole('region', { name: BRIEF_LABELS.clientDetails })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Title and about are required (001 §5).
    await brief.getByRole('button', { name: FORM_MESSAGES.submit }).click();
    await expect(brief.getByText(BRIEF_TEXTS.titleRequired)).toBeVisible();
    await expect(brief.getByText(BRIEF_TEXTS.aboutRequired)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await brief.getByRole('textbox', { name: BRIEF_TEXTS.outcome }).fill('More members before the season');
    await brief.getByRole('group', { name: BRIEF_TEXTS.goals }).getByRole('checkbox', { name: BRIEF_LABELS.promoteBrand }).check();
    await brief.getByRole('textbox', { name: BRIEF_TEXTS.title }).fill(title);
    await brief.getByRole('textbox', { name: BRIEF_TEXTS.about }).fill('Players and fans tell why they joined the club');
    await choose(page, BRIEF_TEXTS.length, briefLengthLabel(3));
    await choose(page, BRIEF_TEXTS.genre, 'Documentary');
    await brief.getByRole('group', { name: BRIEF_TEXTS.personas }).getByRole('checkbox', { name: BRIEF_LABELS.donors }).check();
    await brief.getByRole('textbox', { name: BRIEF_TEXTS.addPersona }).fill('Sponsors');
    await brief.getByRole('textbox', { name: BRIEF_TEXTS.email }).fill('events@club.example');
    await brief.getByLabel(BRIEF_TEXTS.startDate).fill('2026-03-01');
    await brief.getByLabel(BRIEF_TEXTS.endDate).fill('2026-03-14');
    await brief.getByRole('group', { name: BRIEF_TEXTS.materials }).getByRole('checkbox', { name: BRIEF_LABELS.marketing }).check();
    await brief.getByRole('button', { name: FORM_MESSAGES.submit }).click();

    await expect(page.getByText(BRIEF_TEXTS.sent)).toBeVisible();
    await expect(brief).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    await openSalesMailbox(page, new RegExp(`Brief #\\d+: ${title} \\(entry@demo\\.test\\)`));
    const mail = page.getByRole('row').filter({ hasText: title });
    for (const line of ['Goals: Promote Brand', `Title: ${title}`, 'Length: 3 minutes', 'Genre: Documentary', 'Personas: Donors', 'Add a persona: Sponsors', 'Start date: 2026-03-01', 'Materials: Marketing']) {
      await expect(mail).toContainText(line);
    }
  });

  test('a customer sends the request form on /requestform, or opens the brief from there', async ({ page }) => {
    const title = `Club open day ${Date.now().toString(36)}`;
    await signInAs(page, 'pro@demo.test');
    await page.goto(ROUTES.requestForm);
    await expect(page.getByRole('heading', { level: 1, name: HEADINGS.customStoryboardRequestForm })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The brief opens here too.
    await page.getByRole('region', { name: REQUEST_FORM_TEXTS.briefHeading }).getByRole('button', { name: BRIEF_TEXTS.createBrief }).click();
    const brief = page.getByRole('form', { name: BRIEF_TEXTS.createBrief });
    await expect(brief).toBeVisible();
    await brief.getByRole('button', { name: FORM_MESSAGES.cancel }).click();
    await expect(brief).toBeHidden();

    const form = page.getByRole('form', { name: REQUEST_FORM_TEXTS.formHeading });
    await form.getByRole('textbox', { name: BRIEF_TEXTS.title }).fill(title);
    await form.getByRole('textbox', { name: BRIEF_TEXTS.about }).fill('A day of come-and-try sessions');
    await form.getByRole('group', { name: BRIEF_TEXTS.audience }).getByRole('checkbox', { name: BRIEF_LABELS.fans }).check();
    await form.getByRole('button', { name: FORM_MESSAGES.submit }).click();
    await expect(form.getByText(REQUEST_FORM_TEXTS.sent)).toBeVisible();
    await expect(form.getByRole('textbox', { name: BRIEF_TEXTS.title })).toHaveValue('');
    await expectNoSeriousA11yViolations(page);

    await openSalesMailbox(page, new RegExp(`title: ${title}`));
    const mail = page.getByRole('row').filter({ hasText: `title: ${title}` });
    await expect(mail).toContainText('fansChecked: yes');
    await expect(mail).toContainText('staffChecked: no');
  });
});

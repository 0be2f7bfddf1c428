import type { Page } from '@playwright/test';
import {
  ANALYTICS_EVENTS,
  INSIGHTS_CARD_TITLES,
  INSIGHTS_REPORT_LABELS,
  LABELS,
  METRICS_LABELS,
  RECOMMENDER_LABELS,
  ROUTES,
  analyticsActivityResponseSchema,
  type AnalyticsActivity,
} from '@portal/shared-contracts';
import { obtainTokens } from '@portal/build-tools/src/signin.mjs';
import { API_URL, CLIENT_ID } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createCustomer } from '../support/customers';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

/** The user's own analytics counts since `fromMs`, as the api stored them (GET /analytics/activity). */
async function activitySince(email: string, password: string, fromMs: number): Promise<AnalyticsActivity> {
  const { tokens } = await obtainTokens(API_URL, email, password, CLIENT_ID);
  const res = await fetch(`${API_URL}/analytics/activity?from=${fromMs}&to=${Date.now() + 60_000}`, { headers: { authorization: `Bearer ${tokens.IdToken}` } });
  if (!res.ok) throw new Error(`GET /analytics/activity answered ${res.status}: ${await res.text()}`);
  return analyticsActivityResponseSchema.parse(await res.json()).result;
}

const countOf = (activity: AnalyticsActivity, name: string): number => activity.by_name.find((n) => n.name === name)?.count ?? 0;

/** Leaving the portal flushes the host's analytics queue (keepalive fetch on page hide). */
const leave = (page: Page) => page.goto('about:blank');

test.describe('insights, metrics and the recommender', () => {
  test('a customer without the features sees the upsell panels, and their events reach the api', async ({ page }) => {
    const customer = await createCustomer({ trialPriceId: 'price_starter_monthly' });
    const started = Date.now();
    await signInAs(page, customer.email, customer.password);

    await page.goto(ROUTES.metrics);
    await expect(page.getByRole('region', { name: `${METRICS_LABELS.title} upgrade` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(ROUTES.insights);
    await expect(page.getByTestId('upgrade-panel')).toBeVisible();
    await expect(page.getByText(INSIGHTS_CARD_TITLES[0] as string, { exact: true })).toHaveCount(0);

    await page.goto(ROUTES.recommendations);
    const upsell = page.getByRole('region', { name: `${RECOMMENDER_LABELS.upsellTitle} upgrade` });
    await expect(upsell).toContainText(RECOMMENDER_LABELS.upsellText);
    await expectNoSeriousA11yViolations(page);
    await upsell.getByRole('link', { name: LABELS.talkToSales }).click();
    await expect(page).toHaveURL(/\/contactform$/);
    await leave(page);

    await expect
      .poll(async () => {
        const activity = await activitySince(customer.email, customer.password, started);
        return [ANALYTICS_EVENTS.accessedMetricsPage, ANALYTICS_EVENTS.insightsPageView, ANALYTICS_EVENTS.recommenderPageView, ANALYTICS_EVENTS.talkToSalesClicked].map((n) => countOf(activity, n));
      }, { timeout: 20_000 })
      .toEqual([1, 1, 1, 1]);
  });

  test('a Pro customer reads their metrics, the insights cards and the report', async ({ page }) => {
    await signInAs(page, 'pro@demo.test');
    await page.goto(ROUTES.metrics);
    await expect(page.getByRole('heading', { level: 1, name: METRICS_LABELS.title })).toBeVisible();
    const figures = page.getByRole('group', { name: METRICS_LABELS.figures });
    await expect(figures.getByText(METRICS_LABELS.totalStoryboards, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(ROUTES.insights);
    await page.getByRole('link', { name: INSIGHTS_CARD_TITLES[0] as string }).first().click();
    await expect(page).toHaveURL(/\/insightsreport/);
    await expect(page.getByRole('heading', { level: 1, name: INSIGHTS_REPORT_LABELS.title })).toBeVisible();
    await expect(page.getByText(INSIGHTS_REPORT_LABELS.sampleNote).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

import type { Page } from '@playwright/test';
import { ANALYTICS_EVENTS, LABELS, ROUTES } from '@portal/shared-contracts/core';
import {
  INSIGHTS_CARD_TITLES,
  INSIGHTS_REPORT_LABELS,
  METRICS_LABELS,
  RECOMMENDER_LABELS,
  RECOMMENDER_PATHS,
  RECOMMENDER_TEXTS,
  analyticsActivityResponseSchema,
  carouselViewLabel,
  ratingLabel,
  recommenderFeedbackResponseSchema,
  recommenderResponseSchema,
  recommenderCardLabel,
  starLabel,
  type AnalyticsActivity,
} from '@portal/shared-contracts/insights';
import { obtainTokens } from '@portal/build-tools/src/signin.mjs';
import { API_URL, CLIENT_ID } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createCustomer } from '../support/customers';
import { DEMO_PASSWORD, signInAs } from '../support/session';
import { apiUser } from '../support/storyboards';
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

  test('a Pro customer plays, rates and adds from the recommender; a thumbs-down user leaves the top; the modals are counted', async ({ page }) => {
    const api = await apiUser('pro@demo.test');
    const before = (await api.get(RECOMMENDER_PATHS.recommender, recommenderResponseSchema)).result;
    const top = before.topRankedUsers[0];
    if (!top) throw new Error('the Pro demo customer has no recommended users');
    const started = Date.now();
    await signInAs(page, 'pro@demo.test');
    await page.goto(ROUTES.recommendations);
    await expect(page.getByRole('heading', { level: 1, name: RECOMMENDER_TEXTS.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: RECOMMENDER_LABELS.headline })).toBeVisible();
    const users = page.getByRole('region', { name: RECOMMENDER_LABELS.topRankedUsers });
    await expect(users.getByRole('button')).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);

    // A themed carousel's video view, and one of its videos in the video modal.
    const theme = before.themes[0]!;
    const themed = page.getByRole('region', { name: theme.title });
    await themed.getByRole('group', { name: carouselViewLabel(theme.title) }).getByRole('button', { name: RECOMMENDER_TEXTS.videoView }).click();
    await themed.getByRole('button', { name: recommenderCardLabel(theme.videos[0]!) }).click();
    const videoModal = page.getByRole('dialog', { name: theme.videos[0]!.title });
    await expect(videoModal.locator('video')).toHaveAttribute('src', /signature=/);
    await videoModal.getByRole('button', { name: RECOMMENDER_LABELS.close, exact: true }).click();
    await expect(videoModal).toBeHidden();

    // The best user: thumbs down, then the three ratings; they leave the top six.
    await users.getByRole('button', { name: recommenderCardLabel(top) }).click();
    const userModal = page.getByRole('dialog', { name: top.name });
    await expect(userModal.getByRole('region', { name: RECOMMENDER_LABELS.influencer })).toContainText(top.infoDesc);
    await expectNoSeriousA11yViolations(page);
    try {
      await userModal.getByRole('button', { name: RECOMMENDER_TEXTS.thumbsDown }).click();
      await expect(userModal.getByRole('button', { name: RECOMMENDER_TEXTS.thumbsDown })).toHaveAttribute('aria-pressed', 'true');
      for (const [row, stars] of [['Tone', 4], ['Story', 5], ['Film', 3]] as const) {
        await userModal.getByRole('radiogroup', { name: ratingLabel(row) }).getByRole('radio', { name: starLabel(stars) }).check({ force: true });
      }
      await expect(userModal.getByText(RECOMMENDER_TEXTS.feedbackSaved)).toBeVisible();
      await expect(users.getByRole('button', { name: recommenderCardLabel(top) })).toHaveCount(0);

      // A similar storyboard over the user modal, added to the account.
      const similar = userModal.getByRole('region', { name: RECOMMENDER_LABELS.similarStoryboards }).getByRole('button').first();
      const similarTitle = ((await similar.getAttribute('aria-label')) ?? '').replace(/, \d+% match$/, '');
      await similar.click();
      const storyboardModal = page.getByRole('dialog', { name: similarTitle });
      await expect(storyboardModal.getByRole('region', { name: RECOMMENDER_LABELS.shotOverview })).toBeVisible();
      await storyboardModal.getByRole('button', { name: RECOMMENDER_LABELS.addToAccount }).click();
      await expect(storyboardModal.getByText(RECOMMENDER_TEXTS.addedToAccount)).toBeVisible({ timeout: 30_000 });
      await storyboardModal.getByRole('button', { name: RECOMMENDER_LABELS.close, exact: true }).click();
      await expect(storyboardModal).toBeHidden();
      await expect(userModal).toBeVisible();
      await userModal.getByRole('button', { name: RECOMMENDER_LABELS.close, exact: true }).click();
    } finally {
      // The demo customer's recommender as it was for other journeys: no thumbs on that user.
      await api.post(RECOMMENDER_PATHS.feedback, { item_kind: 'user', item_id: top.id, thumbs: null }, recommenderFeedbackResponseSchema);
    }
    await leave(page);
    await expect
      .poll(async () => {
        const activity = await activitySince('pro@demo.test', DEMO_PASSWORD, started);
        return [
          ANALYTICS_EVENTS.recommenderPageView,
          ANALYTICS_EVENTS.recommenderVideoOpened,
          ANALYTICS_EVENTS.recommenderUserDetailOpened,
          ANALYTICS_EVENTS.recommenderStoryboardOpened,
        ].map((n) => countOf(activity, n));
      }, { timeout: 20_000 })
      .toEqual([1, 1, 1, 1]);
  });
});

import type { Locator, Page } from '@playwright/test';
import { LABELS, filterColumnLabel, unseenAssetsResponseSchema } from '@portal/shared-contracts/core';
import {
  VIDEOS_MESSAGES as M,
  VIDEOS_TEXTS as T,
  assetDownloadFileName,
  assetSearchResponseSchema,
} from '@portal/shared-contracts/storyboards';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInAs } from '../support/session';
import { apiUser, type ApiUser } from '../support/storyboards';
import { zipEntryNames } from '../support/zip';

/*
 * The videos library (001 §2 "Videos page", "Video tools panel"; 000 §2 the Videos badge)
 * on the demo seed: Entry, Pro and the admin have what seven end users filmed for their
 * storyboards, the newest week unseen; a Starter has no videos library.
 */

const nav = (page: Page): Locator => page.getByRole('complementary', { name: 'Main navigation' });
const toast = (page: Page, text: string): Locator => page.locator('.ant-notification').getByText(text);

/** dd/mm/yyyy as the table shows a date, as a number that sorts the same way. */
const dayNumber = (text: string): number => {
  const [d, m, y] = text.split('/').map(Number);
  return (y ?? 0) * 10_000 + (m ?? 0) * 100 + (d ?? 0);
};

/**
 * An end user and a tag with at least three of the user's videos under it, read from the
 * api the page uses: the journey filters by what the seed really holds.
 */
async function userAndTagWithThreeVideos(api: ApiUser): Promise<{ user: string; email: string; tag: string }> {
  const email = 'mia.chen@fans.test';
  const mine = await api.get(`/search/assets?userEmail=mia&mediaType=Video&size=100`, assetSearchResponseSchema);
  const tags = [...new Set(mine.result.hits.flatMap((h) => h.tags))];
  for (const tag of tags) {
    const found = await api.get(`/search/assets?userEmail=mia&mediaType=Video&tags=${encodeURIComponent(tag)}`, assetSearchResponseSchema);
    if (found.result.total.value >= 3) return { user: 'mia', email, tag };
  }
  throw new Error(`the seed holds no tag with three of ${email}'s videos (tags: ${tags.join(', ')})`);
}

test.describe('Videos library', () => {
  test('an Entry customer filters by user and tag, sorts by date, selects three and plays one; the badge goes once seen', async ({ page }) => {
    const api = await apiUser('entry@demo.test');
    const { email, user, tag } = await userAndTagWithThreeVideos(api);
    const unseen = await api.get(`/proxy/v1/customers/${api.customerId}/library-assets/unseen-count`, unseenAssetsResponseSchema);

    await signInAs(page, 'entry@demo.test');
    await page.goto('/welcome');
    const videosLink = nav(page).getByRole('link', { name: /^Videos/ });
    if (unseen.result.count > 0) await expect(videosLink.getByLabel(`${unseen.result.count} new`)).toBeVisible();

    await videosLink.click();
    await expect(page).toHaveURL(/\/videos$/);
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    const table = page.getByRole('table', { name: T.table });
    const rows = table.locator('tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    // Opening the page marked everything seen: the badge is gone.
    await expect(videosLink.getByLabel(/ new$/)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: T.welcomeTitle })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Download with nothing selected.
    await page.getByRole('button', { name: M.download }).click();
    await expect(toast(page, M.selectAssetsToDownload)).toBeVisible();

    // Filter by the user (the column's filter), the tag and the media radio.
    await table.getByRole('button', { name: filterColumnLabel(M.columnUser) }).click();
    const userFilter = page.getByRole('textbox', { name: filterColumnLabel(M.columnUser) });
    await userFilter.fill(user);
    await userFilter.press('Enter');
    const tags = page.getByRole('textbox', { name: T.searchTags });
    await tags.fill(tag);
    await tags.press('Enter');
    await page.getByRole('radiogroup', { name: T.media }).getByText(M.filterVideo, { exact: true }).click();
    await expect(rows.first()).toBeVisible();
    const users = await rows.locator('td:nth-child(2)').allTextContents();
    expect(users.length).toBeGreaterThanOrEqual(3);
    expect(new Set(users)).toEqual(new Set([email]));

    // Sort by date: newest first until the header is clicked, then oldest first.
    const dateHeader = table.getByRole('columnheader', { name: M.columnDate });
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    await dateHeader.click();
    await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows.first()).toBeVisible();
    const dates = (await rows.locator('td:first-child').allTextContents()).map(dayNumber);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));

    // Select three.
    for (let i = 0; i < 3; i++) await rows.nth(i).getByRole('checkbox').check();
    await expect(page.getByText(T.selectedCount(3))).toBeVisible();

    // Open the first in the summary panel: its facts, and its video plays.
    await rows.first().locator('td:first-child').getByRole('button').click();
    const summary = page.getByRole('region', { name: T.summary });
    await expect(summary.getByText(email)).toBeVisible();
    await expect(summary.getByRole('term').filter({ hasText: T.shotTitle })).toBeVisible();
    const video = summary.locator('video');
    await expect(video).toBeVisible();
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await expectNoSeriousA11yViolations(page);

    // Download the three: packed by the api's job into asset.zip, named by the 001 §7 rule.
    const oldest = await api.get(
      `/search/assets?userEmail=${user}&tags=${encodeURIComponent(tag)}&mediaType=Video&sortBy=date&sortOrder=asc`,
      assetSearchResponseSchema,
    );
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: M.download }).click();
    await expect(toast(page, M.downloadPacking)).toBeVisible();
    const zip = await downloading;
    expect(zip.suggestedFilename()).toBe('asset.zip');
    const names = await zipEntryNames(await zip.path());
    expect(names).toEqual(oldest.result.hits.slice(0, 3).map(assetDownloadFileName));
    for (const name of names) expect(name).not.toMatch(/\s/);

    // To the end of the list.
    await page.getByRole('button', { name: M.reset }).click();
    await table.getByRole('button', { name: filterColumnLabel(M.columnUser) }).click();
    await page.getByRole('button', { name: LABELS.reset, exact: true }).last().click();
    await page.mouse.wheel(0, 20_000);
    await expect(async () => {
      await page.mouse.wheel(0, 20_000);
      await expect(page.getByText(LABELS.hitTheBottom)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    expect(await rows.count()).toBeGreaterThan(20);
  });

  test('a Starter sees the upgrade panel with Talk to sales and Upgrade Now', async ({ page }) => {
    await signInAs(page, 'starter@demo.test');
    await page.goto('/videos');
    const panel = page.getByTestId('upgrade-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: LABELS.talkToSales })).toHaveAttribute('href', '/contactform');
    await expect(panel.getByRole('link', { name: LABELS.upgradeNow })).toHaveAttribute('href', '/subscription');
    await expect(page.getByRole('table', { name: T.table })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { href, type CalendarDate } from '@portal/shared-contracts/core';
import {
  QR_CODE,
  QR_MESSAGES,
  SHARE_PAGE_TEXTS,
  qrDownloadFileName,
  qrExpiresOn,
  storyboardResponseSchema,
} from '@portal/shared-contracts/storyboards';
import { API_URL } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInAs } from '../support/session';
import { apiUser, makeStoryboard } from '../support/storyboards';
import { expect, test } from '../support/test';

/** The modal's default expiry: the calendar date 7 days from now, where the browser runs (this machine). */
function inSevenDays(): CalendarDate {
  const at = new Date();
  at.setDate(at.getDate() + QR_CODE.DEFAULT_EXPIRY_DAYS);
  return { day: at.getDate(), month: at.getMonth() + 1, year: at.getFullYear() };
}

test.describe('Storyboard QR code', () => {
  test('an owner makes a QR code for a published storyboard, downloads it, and its link opens the storyboard until it is taken down', async ({ page }) => {
    const made = await makeStoryboard('starter@demo.test', { status: 'Published' });
    await signInAs(page, 'starter@demo.test');
    await page.goto(href.storyboard(made.id));
    await expect(page.getByRole('heading', { level: 1, name: made.title })).toBeVisible();

    await page.getByRole('toolbar', { name: 'Storyboard actions' }).getByRole('button', { name: QR_MESSAGES.openButton }).click();
    const dialog = page.getByRole('dialog', { name: QR_MESSAGES.title });
    const expiry = inSevenDays();
    await expect(dialog.getByRole('textbox', { name: QR_MESSAGES.dayLabel })).toHaveValue(String(expiry.day));
    await expect(dialog.getByRole('textbox', { name: QR_MESSAGES.monthLabel })).toHaveValue(String(expiry.month));
    await expect(dialog.getByRole('textbox', { name: QR_MESSAGES.yearLabel })).toHaveValue(String(expiry.year));
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: QR_MESSAGES.setExpiry }).click();
    const code = dialog.getByRole('img', { name: QR_MESSAGES.previewLabel });
    await expect(code).toBeVisible();
    await expect(code).toHaveJSProperty('width', QR_CODE.PREVIEW_SIZE_PX);
    await expect(dialog.getByText(qrExpiresOn(expiry), { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: QR_MESSAGES.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(qrDownloadFileName(expiry));
    const png = PNG.sync.read(await readFile(await download.path()));
    expect([png.width, png.height]).toEqual([QR_CODE.DOWNLOAD_SIZE_PX, QR_CODE.DOWNLOAD_SIZE_PX]);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    const link = decoded?.data ?? '';
    expect(link).toMatch(new RegExp(`^${API_URL}/share/${made.id}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));

    // The link, opened as whoever scans the code would: no session needed.
    const preview = await page.context().newPage();
    const answer = await preview.goto(link);
    expect(answer?.status()).toBe(200);
    await expect(preview.getByRole('heading', { level: 1, name: made.title })).toBeVisible();
    await expect(preview.getByRole('heading', { level: 2, name: SHARE_PAGE_TEXTS.shotsHeading })).toBeVisible();
    const cover = preview.getByRole('img', { name: SHARE_PAGE_TEXTS.coverAlt(made.title) });
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(preview.getByText(SHARE_PAGE_TEXTS.validUntil(new Date(Number(link.split('.').at(-2)))), { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(preview);

    // Taken down (suspended back to a Draft): the same link now says so.
    const owner = await apiUser('starter@demo.test');
    await owner.post(`/proxy/v1/customers/${owner.customerId}/storyboards/${made.id}/suspend`, {}, storyboardResponseSchema);
    const gone = await preview.goto(link);
    expect(gone?.status()).toBe(410);
    await expect(preview.getByRole('heading', { level: 1, name: SHARE_PAGE_TEXTS.withdrawnTitle })).toBeVisible();
    await expectNoSeriousA11yViolations(preview);
    await preview.close();
  });
});

import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { reusableVideo, twoShotStoryboard } from '../support/render';
import { signInAs } from '../support/session';
import { apiUser } from '../support/storyboards';

/*
 * Render (001 §2 Render tab, §4 "Render"): a Pro customer fills the UGV shots of a
 * published storyboard with their own videos and renders it; the api's job makes a real
 * 1080p film with ffmpeg, the progress tab follows it to 100%, and the film plays.
 * Shots last a second each and the videos are the small generated test media.
 */

test.describe('Render', () => {
  test('a Pro customer drops a video on each UGV shot, renders the storyboard, watches it reach 100% and plays the film', async ({ page }) => {
    test.setTimeout(240_000);
    const api = await apiUser('pro@demo.test');
    const made = await twoShotStoryboard(api, 'pro@demo.test');
    const names = [`${made.tag} first clip`, `${made.tag} second clip`];
    for (const name of names) await reusableVideo(api, name);

    await signInAs(page, 'pro@demo.test');
    await page.goto(`/storyboards/${made.id}`);
    await expect(page.getByRole('heading', { level: 1, name: made.title })).toBeVisible();
    await page.getByRole('tab', { name: 'Render' }).click();
    await expect(page.getByText('There are currently no videos being rendered!')).toBeVisible();
    await expect(page.getByText('No video has been rendered from this storyboard yet.')).toBeVisible();
    const shots = page.getByRole('list', { name: 'Shots' });
    await expect(shots.getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    // The customer's videos, from "Your videos", dragged onto the shots as Chromium
    // dispatches a drag (one DataTransfer from dragstart to drop).
    await page.getByRole('searchbox', { name: 'Search your videos' }).fill(made.tag);
    const palette = page.getByRole('list', { name: 'Your videos to drag onto a shot' });
    await expect(palette.getByRole('listitem')).toHaveCount(2);
    for (const [i, name] of names.entries()) {
      const tile = palette.getByRole('listitem').filter({ hasText: name }).locator('[draggable=true]');
      const zone = shots.getByRole('listitem', { name: `Shot ${i + 1}`, exact: true }).getByRole('group', { name: `Video for shot ${i + 1}` });
      const transfer = await page.evaluateHandle(() => new DataTransfer());
      await tile.dispatchEvent('dragstart', { dataTransfer: transfer });
      for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer: transfer });
      await tile.dispatchEvent('dragend', { dataTransfer: transfer });
      await expect(zone.getByText(name)).toBeVisible();
    }
    await expect(page.getByText('2 of 2 UGV shots filled')).toBeVisible();

    await page.getByRole('button', { name: 'Render Video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Render Video' });
    const project = `${made.tag} cut`;
    await dialog.getByRole('textbox', { name: 'Project Name' }).fill(project);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Start Render' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    // The render counter, the bar, the job's own step, then 100% when the film is made.
    await expect(page.getByRole('tab', { name: 'Render (1 in progress)' })).toBeVisible();
    const bar = page.getByRole('progressbar', { name: `Render progress of ${project}` });
    await expect(bar).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 180_000 });
    await expect(page.getByText('Rendered', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Render', exact: true })).toBeVisible();

    // The film: it plays (through its signed stream or MP4) and can be downloaded.
    const film = page.getByRole('figure', { name: 'Latest render' });
    const player = film.locator('video');
    await expect(player).toHaveAttribute('aria-label', `Rendered video ${project}`);
    await player.evaluate((video: HTMLVideoElement) => {
      video.muted = true;
      return video.play().catch(() => undefined);
    });
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    await expect(film.getByRole('link', { name: `Download ${project}` })).toHaveAttribute('href', /\/storage\/signed\/.+\.mp4\?/);
    // 5 s after success the bar is gone and the tab is idle again.
    await expect(page.getByText('There are currently no videos being rendered!')).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
  });
});

import { testMedia } from '@portal/build-tools/src/testMedia.mjs';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInAs } from '../support/session';

/*
 * The Storymaker (001 §2, §4 "Adding a script from an upload"): real files through the
 * portal's uploads, processed by the api's ffmpeg jobs. Test media is small and generated
 * (build-tools/src/testMedia.mjs), made once per machine.
 */

test.describe('Storymaker', () => {
  test('an admin uploads a video and lands on a new storyboard with one shot per scene and their thumbnails', async ({ page }) => {
    test.setTimeout(180_000);
    const video = await testMedia('threeScenes');
    await signInAs(page, 'admin@demo.test');
    await page.goto('/storymaker');
    await expect(page.getByRole('heading', { level: 1, name: 'Storymaker' })).toBeVisible();
    const uploader = page.getByRole('region', { name: 'Upload your Storyboard' });
    await expect(page.getByRole('complementary', { name: 'Storymaker side panel' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await uploader.locator('input[type=file]').setInputFiles(video.file);
    const modal = page.getByRole('dialog', { name: 'Upload Storyboard or Asset' });
    await expect(modal.getByRole('list', { name: 'Chosen files' })).toContainText(video.fileName);
    await modal.getByRole('radiogroup', { name: `Upload ${video.fileName} as` }).getByText('A new storyboard').click();
    await expectNoSeriousA11yViolations(page);
    await modal.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(modal).toBeHidden();

    // The upload's line, then the job's progress, then the new storyboard.
    const progress = page.getByRole('region', { name: 'Uploads' });
    await expect(progress.getByText('File Uploaded', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/storymaker\/\d+$/, { timeout: 120_000 });
    const shots = page.getByRole('list', { name: 'Shots' }).getByRole('listitem');
    await expect(shots).toHaveCount(3);
    // Each shot shows its scene's thumbnail, signed for the customer's private storage.
    for (let i = 0; i < 3; i++) {
      const picture = shots.nth(i).getByRole('img');
      await expect(picture).toHaveAttribute('src', /\/storage\/signed\//);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('an admin picks a stock photo, keeps an uploaded image as a reusable asset, edits it and deletes it', async ({ page }) => {
    test.setTimeout(120_000);
    const still = await testMedia('still');
    await signInAs(page, 'admin@demo.test');
    await page.goto('/storymaker');
    const panel = page.getByRole('complementary', { name: 'Storymaker side panel' });

    // Photos: the local library, searched by words; the picked photo becomes an asset.
    await panel.getByRole('button', { name: 'Photos' }).click();
    await panel.getByRole('searchbox', { name: 'Search photos' }).or(panel.getByRole('textbox', { name: 'Search photos' })).fill('football');
    const photos = panel.getByRole('list', { name: 'Stock photos' });
    await expect(photos.getByRole('listitem')).toHaveCount(3);
    await photos.getByRole('button', { name: /^Use photo/ }).first().click();
    await expect(panel.getByText('Added to your assets. Drag it onto the cover or a shot.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Upload file: an image goes up and is kept in the Director's Guide.
    await panel.getByRole('button', { name: 'Upload file' }).click();
    const modal = page.getByRole('dialog', { name: 'Upload Storyboard or Asset' });
    await modal.locator('input[type=file]').setInputFiles(still.file);
    await modal.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Uploads' }).getByText('File Uploaded', { exact: true })).toBeVisible({ timeout: 30_000 });

    await panel.getByRole('button', { name: "Director's Guide" }).click();
    const guide = panel.getByRole('list', { name: 'Reusable assets' });
    await guide.getByRole('link', { name: /Asset Title/ }).first().click();
    await expect(page).toHaveURL(/\/storymaker\/asset\/\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Storymaker' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Asset Title/ })).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);

    // Edit and save.
    const name = `Kick-off still ${Date.now()}`;
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(name).first()).toBeVisible();

    // Delete, after typing 'delete'.
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete reusable asset' });
    await confirm.getByRole('textbox').fill('delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/storymaker$/);
  });
});

import { testMedia } from '@portal/build-tools/src/testMedia.mjs';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInAs } from '../support/session';
import { apiUser, makeStoryboard } from '../support/storyboards';
import { storyboardResponseSchema } from '@portal/shared-contracts/storyboards';

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
    // The page's heading is the asset's name once it has loaded ("Storymaker" until then).
    await expect(page.getByRole('heading', { level: 1, name: /Asset Title/ })).toBeVisible();
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

  test('an admin uploads an image to a shot and drags a picked stock photo onto another, then saves', async ({ page }) => {
    test.setTimeout(120_000);
    const still = await testMedia('still');
    const made = await makeStoryboard('admin@demo.test', { status: 'Draft' });
    await signInAs(page, 'admin@demo.test');
    await page.goto(`/storymaker/${made.id}`);
    await expect(page.getByRole('heading', { level: 1, name: made.title })).toBeVisible();
    const bar = page.getByRole('toolbar', { name: 'Storyboard actions' });
    await bar.getByRole('button', { name: 'Edit' }).click();

    // Shot 1: an image chosen from the computer, sent with the save.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a file for shot 1' }).click();
    await (await chooser).setFiles(still.file);
    await expect(page.getByText('(unsaved)').first()).toBeVisible();

    // Shot 2: a stock photo made the customer's asset, dragged from the side panel.
    const panel = page.getByRole('complementary', { name: 'Storymaker side panel' });
    await panel.getByRole('button', { name: 'Photos' }).click();
    await panel.getByRole('textbox', { name: 'Search photos' }).or(panel.getByRole('searchbox', { name: 'Search photos' })).fill('football');
    const photo = panel.getByRole('list', { name: 'Stock photos' }).getByRole('listitem').first();
    await photo.getByRole('button', { name: /^Use photo/ }).click();
    await expect(photo.getByText('Added to your assets. Drag it onto the cover or a shot.')).toBeVisible();
    const picture = (n: number) => page.getByRole('listitem', { name: `Shot ${n}`, exact: true }).getByRole('img', { name: made.detail.shots[n - 1]?.title });
    // The drag as Chromium dispatches it, through one DataTransfer (Playwright's pointer drag
    // does not carry an HTML5 drag across a scrolled page).
    const before = await picture(2).getAttribute('src');
    const transfer = await page.evaluateHandle(() => new DataTransfer());
    await photo.locator('[draggable=true]').dispatchEvent('dragstart', { dataTransfer: transfer });
    for (const type of ['dragenter', 'dragover', 'drop']) await picture(2).dispatchEvent(type, { dataTransfer: transfer });
    await photo.locator('[draggable=true]').dispatchEvent('dragend', { dataTransfer: transfer });
    await expect(picture(2)).not.toHaveAttribute('src', before ?? '');
    await expectNoSeriousA11yViolations(page);

    await bar.getByRole('button', { name: 'Save' }).click();
    await expect(bar.getByRole('button', { name: 'Edit' })).toBeVisible({ timeout: 60_000 });

    // Both shots now show the customer's own images, signed for their private storage.
    const api = await apiUser('admin@demo.test');
    const saved = await api.get(`/proxy/v1/customers/${api.customerId}/storyboards/${made.id}`, storyboardResponseSchema);
    const [first, second] = saved.result.shots;
    expect(first?.imageAssetId).toMatch(/^private\//);
    expect(second?.imageAssetId).toMatch(/^private\//);
    expect(first?.imageAssetId).not.toBe(made.detail.shots[0]?.imageAssetId);
    expect(second?.imageAssetId).not.toBe(made.detail.shots[1]?.imageAssetId);
    for (const n of [1, 2]) {
      await expect(picture(n)).toHaveAttribute('src', /\/storage\/signed\//);
      await expect.poll(() => picture(n).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
    }
  });
});

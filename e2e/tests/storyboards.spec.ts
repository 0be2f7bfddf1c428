import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInAs } from '../support/session';
import { makeStoryboard } from '../support/storyboards';

test.describe('My Storyboards', () => {
  test('a customer finds a storyboard by keys and by tag, and opens it', async ({ page }) => {
    await signInAs(page, 'starter@demo.test');
    await page.goto('/storyboards');
    await expect(page.getByRole('heading', { level: 1, name: 'Storyboards' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'Storyboards' });
    await expect(grid.getByRole('link', { name: /Season launch/ })).toBeVisible();
    await expect(grid.getByRole('link', { name: /Product story/ })).toBeVisible();
    await expect(grid.getByRole('link', { name: /Season launch/ })).toContainText('Live');
    // The card shows the api's smaller WebP copy of the 1280 px cover (ADR 052), not the cover itself.
    const cover = grid.getByRole('link', { name: /Season launch/ }).getByRole('img');
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const shown = await cover.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth }));
    expect(shown.src).toMatch(/\?width=(480|960)$/);
    expect(shown.width).toBeLessThanOrEqual(960);
    const copy = await page.request.get(shown.src);
    expect(copy.headers()['content-type']).toBe('image/webp');
    await expectNoSeriousA11yViolations(page);

    // By keys: words match the start of words in titles, tags and descriptions.
    await page.getByRole('textbox', { name: 'Search storyboards' }).fill('prod');
    await expect(grid.getByRole('link')).toHaveCount(1);
    await expect(grid.getByRole('link', { name: /Product story/ })).toContainText('Draft');

    // Reset, then a predefined tag from the filter drop-down.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(grid.getByRole('link', { name: /Season launch/ })).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'Brand', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(grid.getByRole('link', { name: /Sponsor shout-out/ })).toBeVisible();
    await expect(grid.getByRole('link', { name: /Season launch/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await grid.getByRole('link', { name: /Product story/ }).click();
    await expect(page).toHaveURL(/\/storyboards\/\d+$/);
  });

  test('a search that matches nothing says so', async ({ page }) => {
    await signInAs(page, 'entry@demo.test');
    await page.goto('/storyboards');
    await page.getByRole('textbox', { name: 'Search storyboards' }).fill('zzzzqqq');
    await expect(page.getByText('No storyboards found')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('Storyboard detail and its actions', () => {
  test('a customer finds a storyboard by tag, suspends it, edits it, reorders two shots, saves and releases it', async ({ page }) => {
    const made = await makeStoryboard('starter@demo.test', { status: 'Published' });
    await signInAs(page, 'starter@demo.test');
    await page.goto('/storyboards');
    await page.getByRole('combobox', { name: 'Search mode' }).click();
    await page.getByTitle('by tags', { exact: true }).click();
    const tags = page.getByRole('textbox', { name: 'Search tags' });
    await tags.fill(made.tag);
    await tags.press('Enter');
    const grid = page.getByRole('list', { name: 'Storyboards' });
    await expect(grid.getByRole('link')).toHaveCount(1);
    await grid.getByRole('link', { name: new RegExp(made.title) }).click();

    await expect(page.getByRole('heading', { level: 1, name: made.title })).toBeVisible();
    const bar = page.getByRole('toolbar', { name: 'Storyboard actions' });
    await expectNoSeriousA11yViolations(page);
    await bar.getByRole('button', { name: 'Suspend' }).click();
    await expect(bar.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();

    await bar.getByRole('button', { name: 'Edit' }).click();
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.fill(`${made.title} edited`);
    const tagInput = page.getByRole('textbox', { name: 'Add a tag to the storyboard' });
    await tagInput.fill('VIC');
    await tagInput.press('Enter');
    await expectNoSeriousA11yViolations(page);

    // Drag shot 2 above shot 1 by its handle (more than the 10 px activation distance).
    const shots = page.getByRole('list', { name: 'Shots' }).getByRole('listitem');
    const secondTitle = await page.getByRole('textbox', { name: 'Shot title 2' }).inputValue();
    await shots.first().evaluate((li) => li.scrollIntoView({ block: 'start' }));
    const handle = await page.getByRole('button', { name: 'Move shot 2' }).boundingBox();
    const first = await shots.first().boundingBox();
    if (!handle || !first) throw new Error('the shot panels are not laid out');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, handle.y - 20, { steps: 5 });
    await page.mouse.move(handle.x + handle.width / 2, first.y + 5, { steps: 10 });
    await page.mouse.up();
    await expect(page.getByRole('textbox', { name: 'Shot title 1' })).toHaveValue(secondTitle);
    await expect(page.getByText('(unsaved)').first()).toBeVisible();
    // And with the keyboard: lift shot 4 with Space, move it up one place, drop it.
    const fourthTitle = await page.getByRole('textbox', { name: 'Shot title 4' }).inputValue();
    await page.getByRole('button', { name: 'Move shot 4' }).focus();
    const announced = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    await expect(announced).toHaveText(/Picked up shot 4\.|Shot 4 is over place 4\./);
    await page.keyboard.press('ArrowUp');
    await expect(announced).toHaveText('Shot 4 is over place 3.');
    await page.keyboard.press('Space');
    await expect(announced).toHaveText('Shot 4 dropped at place 3.');
    await expect(page.getByRole('textbox', { name: 'Shot title 3' })).toHaveValue(fourthTitle);

    await bar.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${made.title} edited` })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveCount(0);
    await expect(shots.first()).toContainText(secondTitle);
    await expect(shots.nth(2)).toContainText(fourthTitle);
    await expect(page.getByText('VIC', { exact: true })).toBeVisible();

    await bar.getByRole('button', { name: 'Release' }).click();
    const release = page.getByRole('dialog', { name: 'Release storyboard' });
    await release.getByRole('radio', { name: 'High resolution' }).check();
    await release.getByRole('button', { name: 'Release' }).click();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Suspend' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a listed storyboard is unlisted before it is deleted, and the list refreshes', async ({ page }) => {
    const made = await makeStoryboard('starter@demo.test', { status: 'Published', listed: true });
    await signInAs(page, 'starter@demo.test');
    await page.goto(`/storyboards/${made.id}`);
    const bar = page.getByRole('toolbar', { name: 'Storyboard actions' });
    await bar.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Storyboard in marketplace. Please unlist storyboard first.')).toBeVisible();

    await bar.getByRole('button', { name: 'Unlist' }).click();
    const unlist = page.getByRole('dialog', { name: 'Unlist storyboard' });
    await expectNoSeriousA11yViolations(page);
    await unlist.getByRole('textbox').fill('unlist');
    await unlist.getByRole('button', { name: 'Unlist' }).click();
    await expect(bar.getByRole('button', { name: 'Unlist' })).toHaveCount(0);

    await bar.getByRole('button', { name: 'Delete' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete storyboard' });
    await remove.getByRole('textbox', { name: "Type 'delete' to confirm deletion." }).fill('delete');
    await remove.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/storyboards$/);
    await page.getByRole('textbox', { name: 'Search storyboards' }).fill(made.title);
    await expect(page.getByText('No storyboards found')).toBeVisible();
  });

  test('a customer clones a storyboard and finds the copy', async ({ page }) => {
    const made = await makeStoryboard('entry@demo.test', { status: 'Published' });
    await signInAs(page, 'entry@demo.test');
    await page.goto(`/storyboards/${made.id}`);
    await page.getByRole('toolbar', { name: 'Storyboard actions' }).getByRole('button', { name: 'Clone' }).click();
    const clone = page.getByRole('dialog', { name: 'Clone storyboard' });
    await expect(clone.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`${made.title} (copy)`);
    await clone.getByRole('button', { name: 'Clone' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${made.title} (copy)` })).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`/storyboards/${made.id}$`));
    await page.goto('/storyboards');
    await page.getByRole('textbox', { name: 'Search storyboards' }).fill(made.title);
    await expect(page.getByRole('list', { name: 'Storyboards' }).getByRole('link', { name: new RegExp(`${made.title} \\(copy\\)`) })).toBeVisible();
  });
});

test.describe('Marketplace', () => {
  test('an admin adds a marketplace listing to their account', async ({ page }) => {
    await signInAs(page, 'admin@demo.test');
    await page.goto('/storyboards?view=marketplace');
    const grid = page.getByRole('list', { name: 'Marketplace listings' });
    const tile = grid.getByRole('listitem').first();
    await expect(tile).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await tile.getByRole('link').first().click();
    const listing = page.getByRole('dialog');
    // The dialog is named by the listing's title.
    const title = (await listing.locator('.ant-modal-title').textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await expect(listing.getByText('Shot Overview')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await listing.getByRole('button', { name: 'Add to account' }).click();
    await expect(page).toHaveURL(/\/storyboards\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  });

  test('a Beginner is offered the upgrade instead of adding a listing', async ({ page }) => {
    await signInAs(page, 'beginner@demo.test');
    await page.goto('/storyboards?view=marketplace');
    const tile = page.getByRole('list', { name: 'Marketplace listings' }).getByRole('listitem').first();
    await tile.getByRole('link').first().click();
    const listing = page.getByRole('dialog');
    await expect(listing.getByRole('button', { name: 'Add to account' })).toHaveCount(0);
    await expect(listing.getByText('Customising marketplace storyboards needs a paid tier (Starter and above).')).toBeVisible();
    await listing.getByRole('link', { name: 'Upgrade Now' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
  });
});

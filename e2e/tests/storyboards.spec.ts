import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInAs } from '../support/session';

test.describe('My Storyboards', () => {
  test('a customer finds a storyboard by keys and by tag, and opens it', async ({ page }) => {
    await signInAs(page, 'starter@demo.test');
    await page.goto('/storyboards');
    await expect(page.getByRole('heading', { level: 1, name: 'Storyboards' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'Storyboards' });
    await expect(grid.getByRole('link', { name: /Season launch/ })).toBeVisible();
    await expect(grid.getByRole('link', { name: /Product story/ })).toBeVisible();
    await expect(grid.getByRole('link', { name: /Season launch/ })).toContainText('Live');
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

import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInAs } from '../support/session';

test.describe('pages that need no backend', () => {
  test('terms: four anchors, scroll highlighting and a ticking effective date', async ({ page }) => {
    await page.goto('/policy/terms');
    const sidebar = page.getByRole('navigation', { name: 'Terms sections' });
    await expect(sidebar.getByRole('link')).toHaveText([
      'Introduction',
      'Your relationship with the product',
      'Using the product services',
      'In the event of issues and conflicts',
    ]);
    await expect(sidebar.getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'location');
    const clock = page.getByText(/^Effective: /);
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first ?? '', { timeout: 3000 });
    const today = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
    await expect(clock).toContainText(today);
    await sidebar.getByRole('link', { name: 'In the event of issues and conflicts' }).click();
    await expect(sidebar.getByRole('link', { name: 'In the event of issues and conflicts' })).toHaveAttribute('aria-current', 'location');
    await expect(page.getByText('AU$50,000').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('help index and a help page, signed in', async ({ page }) => {
    await signInAs(page, 'beginner@demo.test');
    await page.goto('/needhelp');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Story Portal | Need Help');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: /Subscriptions & Cancellations/ }).click();
    await expect(page).toHaveURL(/\/help\/purchaserefund$/);
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Send us a message!' }).click();
    await expect(page).toHaveURL(/\/contactform$/);
    await expect(page.getByText('09:00 to 17:30')).toBeVisible();
    await page.goto('/requestform');
    await expect(page.getByRole('heading', { name: 'CUSTOM STORYBOARD REQUEST FORM' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

import { expect, test } from '../support/test';
import { ROUTES, type RouteDefinition } from '@portal/shared-contracts/core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { REMOTE_MANIFESTS } from '../support/manifests';
import { PORTAL_URL } from '../support/api';

/** A concrete path for a route pattern (`:param` filled in). */
const concrete = (route: RouteDefinition): string => route.path.replace(/:[^/]+/g, '42') + (route.prefix ? '/dgdesign' : '');

const allRoutes = REMOTE_MANIFESTS.flatMap((m) => m.routes);
const privatePaths = [ROUTES.welcome, ...allRoutes.filter((r) => r.access === 'private').map(concrete)];

test.describe('route guard for a signed-out visitor', () => {
  for (const path of privatePaths) {
    test(`${path} sends a signed-out visitor to /`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`${PORTAL_URL}/`);
    });
  }

  test('an unknown path sends a signed-out visitor to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(`${PORTAL_URL}/`);
  });

  for (const path of ['/policy/terms', '/policy/Terms', '/policy/privacy', '/policy/Privacy', '/contactform', '/404', '/500']) {
    test(`${path} is public`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`${PORTAL_URL}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/^Story Portal \| /);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the login page renders at / without the shell navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Main navigation' })).toHaveCount(0);
  });
});

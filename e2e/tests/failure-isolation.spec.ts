import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import type { RemoteName } from '@portal/shared-contracts/core';
import { breakRemote, injectFault, restoreRemote, stopRemote } from '../support/remotes';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInAs } from '../support/session';

/** A page of each remote that an admin can open, and a healthy page of another remote. */
const CASES: ReadonlyArray<{ remote: RemoteName; path: string; other: string; otherHeading: RegExp }> = [
  { remote: 'mfe-account', path: '/subscription', other: '/help/overview', otherHeading: /overview/i },
  { remote: 'mfe-storyboards', path: '/storyboards', other: '/admin', otherHeading: /admin/i },
  { remote: 'mfe-deepstory', path: '/deepstory/dgdesign', other: '/storyboards', otherHeading: /storyboards/i },
  { remote: 'mfe-admin', path: '/admin', other: '/deepstory/dgdesign', otherHeading: /dg design/i },
  { remote: 'mfe-insights', path: '/needhelp', other: '/videos', otherHeading: /videos/i },
];

async function expectShellAlive(page: Page): Promise<void> {
  await expect(page.getByRole('complementary', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
}

async function expectPanelThenRecovery(page: Page, c: (typeof CASES)[number]): Promise<void> {
  const panel = page.getByTestId('remote-error-panel');
  await expect(panel).toBeVisible();
  await expectShellAlive(page);
  // The other remotes keep working while this one is down.
  await page.goto(c.other);
  await expect(page.getByRole('heading', { level: 1, name: c.otherHeading })).toBeVisible();
}

test.describe('a failing remote never takes down the shell', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'admin@demo.test');
  });

  for (const c of CASES) {
    test(`${c.remote}: server stopped, then Retry recovers`, async ({ page }) => {
      await stopRemote(page, c.remote);
      await page.goto(c.path);
      await expectPanelThenRecovery(page, c);
      await page.goto(c.path);
      await expect(page.getByTestId('remote-error-panel')).toBeVisible();
      // The panel is read by everyone: no serious accessibility problem in it or the shell.
      await expectNoSeriousA11yViolations(page);
      await restoreRemote(page, c.remote);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    });

    test(`${c.remote}: server answering 500`, async ({ page }) => {
      await breakRemote(page, c.remote);
      await page.goto(c.path);
      await expectPanelThenRecovery(page, c);
      await restoreRemote(page, c.remote);
    });

    for (const phase of ['mount', 'render'] as const) {
      test(`${c.remote}: throwing during ${phase}`, async ({ page }) => {
        await injectFault(page, c.remote, phase);
        await page.goto(c.path);
        await expectPanelThenRecovery(page, c);
        await page.goto(c.path);
        await expect(page.getByTestId('remote-error-panel')).toBeVisible();
        await injectFault(page, c.remote, null);
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      });
    }
  }
});

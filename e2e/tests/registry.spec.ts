import path from 'node:path';
import type { Server } from 'node:http';
import { expect, test } from '../support/test';
import { DEFAULT_PORTS, remoteVersionNote } from '@portal/shared-contracts/core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInAs } from '../support/session';
import { closeServer, deploy, originalRegistry, publish, withRemote } from '../support/registry';

const INSIGHTS_DIST = path.resolve(__dirname, '../../mfe-insights/dist');

test.describe('the run-time registry', () => {
  let moved: Server | null = null;

  test.afterEach(async () => {
    await publish(originalRegistry());
    await closeServer(moved);
    moved = null;
  });

  test('moving a remote to another server and version takes effect on the next page load, with no host rebuild', async ({ page }) => {
    // A second deployment of mfe-insights on a server of its own.
    const deployment = await deploy(INSIGHTS_DIST);
    moved = deployment.server;
    const movedOrigin = deployment.origin;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await signInAs(page, 'beginner@demo.test');
    await page.goto('/needhelp');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requested.some((url) => url.startsWith(`http://localhost:${DEFAULT_PORTS['mfe-insights']}/`))).toBe(true);

    await publish(withRemote('mfe-insights', `${movedOrigin}/mf-manifest.json`, '2.0.0-e2e'));

    // The page already open keeps what it loaded; the next load follows the registry.
    requested.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-remote="mfe-insights"]')).toHaveAttribute('data-remote-version', '2.0.0-e2e');
    expect(requested).toContain(`${movedOrigin}/mf-manifest.json`);
    expect(requested.some((url) => url.startsWith(`http://localhost:${DEFAULT_PORTS['mfe-insights']}/`))).toBe(false);
    // Other remotes are untouched.
    await page.goto('/subscription');
    await expect(page.locator('[data-remote="mfe-account"]')).toHaveAttribute('data-remote-version', '0.1.0');

    // The moved deployment goes away: its area shows the panel naming the version.
    await closeServer(moved);
    moved = null;
    await page.goto('/needhelp');
    const panel = page.getByTestId('remote-error-panel');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(remoteVersionNote('2.0.0-e2e'));
    await expectNoSeriousA11yViolations(page);
  });
});

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/test';
import { SHELL_MESSAGES, pageTitle } from '@portal/shared-contracts/core';
import { RELEASE_NOTES } from '../fixtures/admin-release-notes/manifest';
import { signInAs } from '../support/session';
import { closeServer, deploy, originalRegistry, publish, withRemote } from '../support/registry';

const ADMIN_DIR = path.resolve(__dirname, '../../mfe-admin');
const VARIANT_CONFIG = path.resolve(__dirname, '../fixtures/admin-release-notes/webpack.config.cjs');
const DIST_DIRS = ['host', 'mfe-account', 'mfe-storyboards', 'mfe-deepstory', 'mfe-admin', 'mfe-insights'].map((app) => path.resolve(__dirname, '../..', app, 'dist'));

/** The file names of every deployed build, to show that none of them is rebuilt. */
const deployedFiles = (): string[] => DIST_DIRS.flatMap((dir) => fs.readdirSync(dir).map((f) => `${dir}/${f}`)).sort();

test.describe('a remote owns its routes', () => {
  let variant: Server | null = null;
  let variantDir = '';

  test.beforeAll(async () => {
    // The admin team's next release, built on its own: one more route and nav item.
    test.setTimeout(240_000);
    variantDir = path.join(process.env.E2E_DATA_DIR ?? '/tmp', 'mfe-admin-release-notes');
    await promisify(execFile)('npx', ['webpack', '--config', VARIANT_CONFIG, '--mode', 'production'], {
      cwd: ADMIN_DIR,
      env: { ...process.env, VARIANT_OUT_DIR: variantDir },
    });
  });

  test.afterEach(async () => {
    await publish(originalRegistry());
    await closeServer(variant);
    variant = null;
  });

  test('a second build of mfe-admin that adds a route is reachable on the next page load, with no host or other remote rebuilt', async ({ page }) => {
    const before = deployedFiles();
    await signInAs(page, 'admin@demo.test');
    await page.goto(RELEASE_NOTES.path);
    await expect(page.getByRole('heading', { level: 1, name: SHELL_MESSAGES.notFoundTitle })).toBeVisible();

    const deployment = await deploy(variantDir);
    variant = deployment.server;
    await publish(withRemote('mfe-admin', `${deployment.origin}/mf-manifest.json`, '0.2.0-e2e'));

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: RELEASE_NOTES.title })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(RELEASE_NOTES.title));
    await expect(page.locator('[data-remote="mfe-admin"]')).toHaveAttribute('data-remote-version', '0.2.0-e2e');
    // The new nav item comes from the new manifest, and leads back to the page.
    const nav = page.getByRole('complementary', { name: 'Main navigation' });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await nav.getByRole('link', { name: RELEASE_NOTES.title }).click();
    await expect(page).toHaveURL(new RegExp(`${RELEASE_NOTES.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: RELEASE_NOTES.title })).toBeVisible();

    // The other remotes are the same deployments, and nothing was rebuilt.
    await page.goto('/storyboards');
    await expect(page.locator('[data-remote="mfe-storyboards"]')).toHaveAttribute('data-remote-version', '0.1.0');
    expect(deployedFiles()).toEqual(before);
  });
});

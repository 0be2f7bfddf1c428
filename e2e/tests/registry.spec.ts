import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEFAULT_PORTS, REGISTRY_PATH, registrySchema, remoteVersionNote, type Registry } from '@portal/shared-contracts';
import { serveApp } from '@portal/build-tools/src/static-server.mjs';
import { registryFile } from '../playwright.config';
import { signInAs } from '../support/session';
import { API_URL } from '../support/api';

const INSIGHTS_DIST = path.resolve(__dirname, '../../mfe-insights/dist');

async function servedRegistry(): Promise<Registry> {
  return registrySchema.parse(await (await fetch(`${API_URL}${REGISTRY_PATH}`)).json());
}

/** Writes the registry file as an operator would (replace atomically) and waits for the api to serve it. */
async function publish(registry: Registry): Promise<void> {
  const tmp = `${registryFile}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(registry, null, 2));
  fs.renameSync(tmp, registryFile);
  await expect.poll(servedRegistry).toEqual(registry);
}

test.describe('the run-time registry', () => {
  const original = fs.readFileSync(registryFile, 'utf8');
  let moved: Server | null = null;

  test.afterEach(async () => {
    await publish(registrySchema.parse(JSON.parse(original)));
    await new Promise((resolve) => (moved ? moved.close(resolve) : resolve(undefined)));
    moved = null;
  });

  test('moving a remote to another server and version takes effect on the next page load, with no host rebuild', async ({ page }) => {
    // A second deployment of mfe-insights on a server of its own.
    moved = await serveApp({ dir: INSIGHTS_DIST, port: 0 });
    const movedOrigin = `http://127.0.0.1:${(moved.address() as AddressInfo).port}`;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await signInAs(page, 'beginner@demo.test');
    await page.goto('/needhelp');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requested.some((url) => url.startsWith(`http://localhost:${DEFAULT_PORTS['mfe-insights']}/`))).toBe(true);

    const registry = registrySchema.parse(JSON.parse(original));
    await publish({
      remotes: registry.remotes.map((r) => (r.name === 'mfe-insights' ? { ...r, entry: `${movedOrigin}/mf-manifest.json`, version: '2.0.0-e2e' } : r)),
    });

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
    await new Promise((resolve) => moved?.close(resolve));
    moved = null;
    await page.goto('/needhelp');
    const panel = page.getByTestId('remote-error-panel');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(remoteVersionNote('2.0.0-e2e'));
  });
});

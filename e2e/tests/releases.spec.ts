import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import {
  HEADINGS,
  PROFILE_MENU_LABELS,
  REGISTRY_ENTRY_TTL_MS,
  REGISTRY_ERROR_CODES,
  REGISTRY_MESSAGES,
  ROUTES,
  SHELL_MESSAGES,
  canaryShare,
  registryPaths,
  type Registry,
  type RemotePublishBody,
} from '@portal/shared-contracts/core';
import { ADMIN_REMOTES_LABELS } from '@portal/shared-contracts/admin';
import { registryFile } from '../playwright.config';
import { API_URL } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { originalRegistry, publish } from '../support/registry';
import { buildOf, canary, promote, publishVersion, removeVersionFiles, rollback } from '../support/releases';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

/*
 * Independent delivery (issue 18, docs/remote-teams.md): a team releases mfe-insights through
 * the registry's api, on the real static servers and the api's remote store, with no host
 * rebuild. The operator's registry file lists every remote but mfe-insights, which therefore
 * comes from the store.
 */

const REMOTE = 'mfe-insights';
/** A text of mfe-insights' own (its terms page), changed in version 2. */
const V1_TEXT = 'On this page';
const V2_TEXT = 'On this page (v2)';
const VISITOR_BUCKET_KEY = 'portal:bucket:v1';

/** The operator file without mfe-insights (the api reads it on every request). */
function fileWithoutInsights(): void {
  const registry: Registry = { remotes: originalRegistry().remotes.filter((r) => r.name !== REMOTE) };
  fs.writeFileSync(`${registryFile}.tmp`, JSON.stringify(registry, null, 2));
  fs.renameSync(`${registryFile}.tmp`, registryFile);
}

/** Two signed-out visitors' bucket ids: one in a 50% canary of mfe-insights, one outside it. */
function visitorsAcross50(): [string, string] {
  const ids = Array.from({ length: 100 }, (_, i) => `e2e-visitor-${i}`);
  return [ids.find((id) => canaryShare(id, REMOTE) < 50) as string, ids.find((id) => canaryShare(id, REMOTE) >= 50) as string];
}

/** A signed-out visitor's page whose browser keeps `bucket` as its random id. */
async function visitor(browser: Browser, bucket: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(([key, id]) => window.localStorage.setItem(key as string, id as string), [VISITOR_BUCKET_KEY, bucket]);
  return context.newPage();
}

/** The terms page shows the version the registry serves this visitor. */
async function expectVersion(page: Page, version: string, text: string): Promise<void> {
  await expect(page.locator(`[data-remote="${REMOTE}"]`)).toHaveAttribute('data-remote-version', version);
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** Leaves the remote and comes back within the page (no reload), once its entry is older than the TTL. */
async function navigateOutAndBack(page: Page): Promise<void> {
  await page.waitForTimeout(REGISTRY_ENTRY_TTL_MS + 1_000);
  await page.getByRole('link', { name: SHELL_MESSAGES.signIn, exact: true }).click();
  await page.waitForURL((url) => url.pathname === ROUTES.login);
  await page.goBack();
  await expect(page).toHaveURL(/\/policy\/terms$/);
}

/**
 * Takes mfe-insights out of the operator file and publishes two versions of its build, the
 * second with V2_TEXT in place of V1_TEXT; version 1 is live. Answers both and the second's files.
 */
async function publishTwoVersions(): Promise<{ v1: string; v2: string; v2Files: RemotePublishBody['files'] }> {
  fileWithoutInsights();
  const stamp = Date.now().toString(36);
  const v1 = `1.0.0-e2e.${stamp}`;
  const v2 = `2.0.0-e2e.${stamp}`;
  expect((await publishVersion(REMOTE, v1, buildOf(REMOTE))).status).toBe(201);
  await promote(REMOTE, v1);
  const v2Files = buildOf(REMOTE, (_file, text) => text.replaceAll(`"${V1_TEXT}"`, `"${V2_TEXT}"`));
  expect((await publishVersion(REMOTE, v2, v2Files)).status).toBe(201);
  return { v1, v2, v2Files };
}

test.describe('releasing one remote', () => {
  test.afterEach(async () => {
    await publish(originalRegistry());
  });

  test('a team publishes version 2 of mfe-insights, canaries it to half the users, promotes it to an open page and rolls it back', async ({ browser }) => {
    test.setTimeout(180_000);
    const { v1, v2, v2Files } = await publishTwoVersions();
    // A published version is never replaced.
    const again = await publishVersion(REMOTE, v2, v2Files);
    expect(again.status).toBe(409);
    expect((await again.json()).error_code).toBe(REGISTRY_ERROR_CODES.VERSION_EXISTS);

    await canary(REMOTE, v2, 50);
    const [inside, outside] = visitorsAcross50();
    const a = await visitor(browser, inside);
    const b = await visitor(browser, outside);
    await a.goto(ROUTES.terms);
    await expectVersion(a, v2, V2_TEXT);
    await b.goto(ROUTES.terms);
    await expectVersion(b, v1, V1_TEXT);
    // Each visitor keeps their version.
    await a.reload();
    await expectVersion(a, v2, V2_TEXT);
    await b.reload();
    await expectVersion(b, v1, V1_TEXT);
    await expectNoSeriousA11yViolations(a);

    // Promoted: b's open page switches on its next visit to the area, with no reload.
    await promote(REMOTE, v2);
    await navigateOutAndBack(b);
    await expectVersion(b, v2, V2_TEXT);

    // Rolled back to version 1: likewise.
    await rollback(REMOTE);
    await navigateOutAndBack(b);
    await expectVersion(b, v1, V1_TEXT);
    await a.context().close();
    await b.context().close();

    // The admin's Remotes tab: version 1 live again, both versions with the loads the two visitors made.
    const admin = await (await browser.newContext()).newPage();
    await signInAs(admin, 'admin@demo.test');
    await admin.goto(ROUTES.adminRemotes);
    const section = admin.getByRole('region', { name: REMOTE, exact: true });
    await expect(section.getByText(`${ADMIN_REMOTES_LABELS.live}: ${v1}`)).toBeVisible();
    const loadsOf = (version: string) => section.getByRole('row').filter({ hasText: version });
    await expect
      .poll(async () => {
        await admin.getByRole('button', { name: ADMIN_REMOTES_LABELS.refresh }).click();
        return Promise.all([v1, v2].map(async (v) => /(^|\D)[1-9]\d* loads, 0%/.test((await loadsOf(v).textContent()) ?? '')));
      }, { timeout: 20_000 })
      .toEqual([true, true]);
    await expectNoSeriousA11yViolations(admin);
    await admin.context().close();
  });

  test('the files of the promoted version are removed while a page runs on it: the page recovers to the registry’s current version', async ({ page }) => {
    test.setTimeout(120_000);
    const { v1, v2 } = await publishTwoVersions();
    await promote(REMOTE, v2);
    await signInAs(page, 'pro@demo.test');
    await page.goto(ROUTES.terms);
    await expectVersion(page, v2, V2_TEXT);

    // Version 1 is made live again, and version 2's files vanish from the store (a purged
    // bucket, a lost deploy): the open page still runs version 2, whose privacy page chunk it
    // has not loaded yet.
    await promote(REMOTE, v1);
    removeVersionFiles(REMOTE, v2);
    expect((await fetch(`${API_URL}/remotes/${REMOTE}/${v2}/mf-manifest.json`)).status).toBe(404);
    // A file's 404 (a JSON error) to a script request: Chromium blocks it (ORB), a failed request.
    const failed: string[] = [];
    const loaded: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    page.on('response', (response) => (response.ok() ? loaded : failed).push(response.url()));

    // Within the page (no reload) and within the entry's TTL, so no re-read on navigation:
    // the chunk's 404 makes the host read the entry again and mount version 1.
    await page.getByRole('button', { name: SHELL_MESSAGES.profileMenu }).click();
    await page.getByRole('menuitem', { name: PROFILE_MENU_LABELS.privacyPolicy }).click();
    await expect(page.getByRole('heading', { level: 1, name: HEADINGS.privacyPolicy })).toBeVisible();
    await expect(page.locator(`[data-remote="${REMOTE}"]`)).toHaveAttribute('data-remote-version', v1);
    await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
    // It was the stale-deploy recovery: version 2's page chunk failed, then version 1 loaded.
    expect(failed.filter((url) => url.includes(`/remotes/${REMOTE}/${v2}/`)).length).toBeGreaterThan(0);
    expect(loaded.filter((url) => url.includes(`/remotes/${REMOTE}/${v1}/`)).length).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a build of another contract major is refused by the registry, and forced into the file it shows "needs an update" with the rest working', async ({ page }) => {
    const files = buildOf(REMOTE);
    const refused = await publishVersion(REMOTE, `9.0.0-e2e.${Date.now().toString(36)}`, files, '99.0.0');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error_code: REGISTRY_ERROR_CODES.CONTRACT_INCOMPATIBLE, error_message: REGISTRY_MESSAGES.contractIncompatible(REMOTE, '99.0.0') });
    const nothing = await fetch(`${API_URL}${registryPaths.versions(REMOTE)}`, { headers: { 'x-deploy-token': 'wrong' } });
    expect(nothing.status).toBe(401);

    // An operator forces it into the file anyway.
    await publish({
      remotes: originalRegistry().remotes.map((r) => (r.name === REMOTE ? { ...r, version: '99.0.0-forced', contractVersion: '99.0.0' } : r)),
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(ROUTES.terms);
    const panel = page.getByTestId('remote-needs-update');
    await expect(panel).toContainText(REGISTRY_MESSAGES.needsUpdate);
    await expect(panel).toContainText(REGISTRY_MESSAGES.contractIncompatible(REMOTE, '99.0.0'));
    expect(requested.filter((url) => url.includes(':3005/'))).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    // The rest of the portal works.
    await page.getByRole('link', { name: SHELL_MESSAGES.signIn, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

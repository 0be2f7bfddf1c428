import type { Browser, Cookie, Page } from '@playwright/test';
import { PAGE_SNAPSHOT_NAMES as NAMES, selectedPlan } from '@portal/shared-contracts/core';
import { expect, test } from '../support/test';
import { signInAs } from '../support/session';

// docs/adr/050, 054, 057: the host's server sends a signed-out visitor's sign-in and sign-up
// pages, and a signed-in user's /welcome and subscription hub, with a snapshot of them in the
// HTML; the live page takes its place once it has shown.

const snapshot = (page: Page) => page.locator(`#${NAMES.elementId}`);

/**
 * The page as it paints from the HTML alone: scripts off. It fetches nothing else, not
 * even the preload hints, which wait for the start script (docs/adr/050).
 */
async function withoutScripts<T>(browser: Browser, path: string, read: (page: Page) => Promise<T>, cookies: Cookie[] = []): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  await context.addCookies(cookies);
  try {
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(path);
    const read_ = await read(page);
    expect(fetched.filter((url) => url !== '/favicon.ico')).toEqual([path]);
    return read_;
  } finally {
    await context.close();
  }
}

test.describe('page snapshots for a signed-out visitor', () => {
  test('sign-in paints from the HTML, laid out as the live page, which then takes its place', async ({ browser, page }) => {
    const painted = await withoutScripts(browser, '/', async (bare) => {
      await expect(snapshot(bare).locator('h1')).toHaveText('Welcome back.');
      await expect(snapshot(bare).getByText('The universe is made of stories, not of atoms.', { exact: false })).toBeVisible();
      await expect(snapshot(bare)).toHaveAttribute('inert', '');
      return { heading: await snapshot(bare).locator('h1').boundingBox(), email: await snapshot(bare).locator('input').first().boundingBox() };
    });

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(snapshot(page)).toHaveCount(0);
    await expect(page.locator(`#${NAMES.styleId}`)).toHaveCount(0);
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveCount(1);
    const live = { heading: await page.getByRole('heading', { name: 'Welcome back.' }).boundingBox(), email: await email.boundingBox() };
    for (const key of ['heading', 'email'] as const)
      for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(live[key]![side] - painted[key]![side]), `${key} ${side}`).toBeLessThanOrEqual(1);
    await email.fill('someone@example.com');
    await expect(email).toHaveValue('someone@example.com');
  });

  test('sign-up paints from the HTML too, its form laid out with the only styles it is sent, its plan read from the preloaded catalogue', async ({ browser, page }) => {
    const painted = await withoutScripts(browser, '/create_user', async (bare) => {
      await expect(snapshot(bare).locator('h1')).toHaveText('Sign Up');
      return { heading: await snapshot(bare).locator('h1').boundingBox(), postCode: await snapshot(bare).locator('#signup-postCode').boundingBox() };
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    // The catalogue its plan line reads is preloaded with the page's scripts, and the page takes that answer (docs/adr/058).
    const catalogue: string[] = [];
    page.on('request', (request) => void (new URL(request.url()).pathname === '/stripe/list-products' && catalogue.push(request.url())));
    await page.goto('/create_user');
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await expect(snapshot(page)).toHaveCount(0);
    await expect(page.getByText(selectedPlan('Starter'))).toBeVisible();
    expect(catalogue).toHaveLength(1);
    const initiators = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('/stripe/list-products'))
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    expect(initiators).toEqual(['link']);
    const live = { heading: await page.getByRole('heading', { name: 'Sign Up' }).boundingBox(), postCode: await page.locator('#signup-postCode').boundingBox() };
    for (const key of ['heading', 'postCode'] as const)
      for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(live[key]![side] - painted[key]![side]), `${key} ${side}`).toBeLessThanOrEqual(1);
  });

  test('the terms page paints from the HTML in the shell with the sign-in link, its clock waiting for the live page', async ({ browser, page }) => {
    await withoutScripts(browser, '/policy/terms', async (bare) => {
      await expect(snapshot(bare).locator('h1')).toHaveText('Terms of Service');
      await expect(snapshot(bare).locator('header a', { hasText: 'Sign in' })).toBeVisible();
      await expect(snapshot(bare).getByText('Effective:')).toBeVisible();
      await expect(snapshot(bare).locator('time')).toHaveCount(0);
    });
    await page.goto('/policy/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(snapshot(page)).toHaveCount(0);
    await expect(page.locator('time')).toHaveText(/\d{2}:\d{2}:\d{2}$/);
  });

  test("a browser that holds a session is sent no signed-out visitor's page", async ({ page }) => {
    await signInAs(page, 'starter@demo.test');
    await page.goto('/');
    await expect(page).toHaveURL(/\/welcome$/);
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).toContain(NAMES.sessionHintCookie);
    expect(await (await page.request.get('/')).text()).not.toContain(NAMES.elementId);
  });
});

type Box = { x: number; y: number; width: number; height: number } | null;

/** Each element of the live page within 1 px of where the snapshot painted it (`sides` of each box). */
function expectLaidOutAs(live: Record<string, Box>, painted: Record<string, Box>, sides: ReadonlyArray<'x' | 'y' | 'width' | 'height'> = ['x', 'y', 'width', 'height']): void {
  for (const key of Object.keys(painted)) for (const side of sides) expect(Math.abs(live[key]![side] - painted[key]![side]), `${key} ${side}`).toBeLessThanOrEqual(1);
}

test.describe("a page snapshot for a signed-in user (docs/adr/054, 057)", () => {
  test('/welcome paints from the HTML in the signed-in shell, laid out as the live page, which then takes its place with the navigation', async ({ browser, page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, 'starter@demo.test');
    const hint = (await page.context().cookies()).filter((c) => c.name === NAMES.sessionHintCookie);
    expect(hint).toHaveLength(1);
    const painted = await withoutScripts(
      browser,
      '/welcome',
      async (bare) => {
        await expect(snapshot(bare).locator('h1')).toHaveText('CREATE BETTER STORIES');
        await expect(snapshot(bare)).toHaveAttribute(NAMES.accessAttribute, 'private');
        // No one's data: the header's actions and the navigation's items are the live page's.
        await expect(snapshot(bare).locator('aside')).toHaveText('');
        await expect(snapshot(bare).getByText('Need Help?')).toHaveCount(0);
        return { heading: await snapshot(bare).locator('h1').boundingBox(), button: await snapshot(bare).locator('a', { hasText: "Let's go" }).boundingBox() };
      },
      hint,
    );

    await page.goto('/welcome');
    await expect(page.getByRole('complementary', { name: 'Main navigation' }).getByRole('link', { name: 'Storyboards' })).toBeVisible();
    await expect(snapshot(page)).toHaveCount(0);
    await expect(page.locator(`#${NAMES.styleId}`)).toHaveCount(0);
    const live = { heading: await page.getByRole('heading', { name: 'CREATE BETTER STORIES' }).boundingBox(), button: await page.getByRole('link', { name: "Let's go" }).boundingBox() };
    expectLaidOutAs(live, painted);
    await page.getByRole('link', { name: "Let's go" }).click();
    await expect(page).toHaveURL(/\/deepstory\/discovery$/);
  });

  test("the subscription hub paints from the HTML in the signed-in shell's outlet, naming no one, laid out as the live page, which then takes its place", async ({ browser, page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, 'starter@demo.test');
    const hint = (await page.context().cookies()).filter((c) => c.name === NAMES.sessionHintCookie);
    const painted = await withoutScripts(
      browser,
      '/subscription',
      async (bare) => {
        await expect(snapshot(bare).locator('h1')).toHaveText('Subscription hub');
        await expect(snapshot(bare).locator('.remote-outlet')).toHaveCount(1);
        await expect(snapshot(bare).getByText('Loading plans...')).toBeVisible();
        await expect(snapshot(bare).locator('#current-plan-heading')).toHaveText('Current plan');
        await expect(snapshot(bare).getByText('Starter')).toHaveCount(0);
        return { heading: await snapshot(bare).locator('h1').boundingBox(), plan: await snapshot(bare).locator('#current-plan-heading').boundingBox() };
      },
      hint,
    );

    await page.goto('/subscription');
    await expect(page.getByRole('heading', { name: 'Current plan: Starter' })).toBeVisible();
    await expect(snapshot(page)).toHaveCount(0);
    // The plan's level is the live page's: its heading is wider, in the same place.
    expectLaidOutAs({ heading: await page.getByRole('heading', { name: 'Subscription hub' }).boundingBox(), plan: await page.locator('#current-plan-heading').boundingBox() }, painted, ['x', 'y', 'height']);
    await expect(page.getByRole('button', { name: 'Change Plan: Starter' })).toBeDisabled();
  });

  test('a browser whose hint outlived its session drops the snapshot, loses the hint and signs in; a visitor without the hint is sent none', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    try {
      expect(await (await context.request.get('/welcome')).text()).not.toContain(NAMES.elementId);
      await context.addCookies([{ name: NAMES.sessionHintCookie, value: '1', url: baseURL! }]);
      const page = await context.newPage();
      // The entry drops the snapshot before the app starts: the app then renders in place, never out of the document behind it.
      await page.addInitScript(() => {
        new MutationObserver((records) => {
          if (records.some((r) => [...r.removedNodes].some((n) => n instanceof HTMLElement && n.id === 'root'))) (window as { rootTakenOut?: boolean }).rootTakenOut = true;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/welcome');
      await expect(page.getByRole('heading', { name: 'Welcome back.' })).toBeVisible();
      expect(await page.evaluate(() => (window as { rootTakenOut?: boolean }).rootTakenOut ?? false)).toBe(false);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText('CREATE BETTER STORIES')).toHaveCount(0);
      expect((await context.cookies()).map((c) => c.name)).not.toContain(NAMES.sessionHintCookie);
    } finally {
      await context.close();
    }
  });
});

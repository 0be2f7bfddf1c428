import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_PORTS, REGISTRY_PATH, SHELL_MESSAGES, type Registry } from '@portal/shared-contracts/core';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { BUNDLER_RUNTIME_MARKER, FEDERATION_CORE_MARKER, IDENTITY_MARKER, STANDALONE_SHELL_MARKER, hostRanChunkWith, loadedSharedModules, providedShares } from '@portal/build-tools/src/sharedScope.mjs';
import { signInAs } from '../support/session';
import { API_URL, PORTAL_URL } from '../support/api';

const nav = (page: import('@playwright/test').Page) => page.getByRole('complementary', { name: 'Main navigation' });

test.describe('the shell, signed in', () => {
  test('admin: nav, header, welcome, Deep Story highlight, profile menu', async ({ page }) => {
    await signInAs(page, 'admin@demo.test');
    await page.goto('/');
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('heading', { name: 'CREATE BETTER STORIES' })).toBeVisible();
    await expect(page).toHaveTitle('Story Portal | Welcome');
    // Videos may carry its badge: the count of unseen library assets (000 §2).
    await expect(nav(page).getByRole('link')).toHaveText(['Welcome', 'Deep Story', 'Storyboards', /^Videos\d*$/, 'Metrics', 'Insights', 'Recommender']);
    await expect(page.getByRole('link', { name: 'StoryMaker' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Need Help?' })).toHaveAttribute('href', '/needhelp');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: "Let's go" }).click();
    await expect(page).toHaveURL(/\/deepstory\/discovery$/);
    // The discovery form opens (002 §2): its heading, the brief's fields and Next.
    await expect(page.getByRole('heading', { level: 1, name: 'Discovery AI' })).toBeVisible();
    for (const field of ['Purpose', 'Objectives', 'Storyteller(s)']) await expect(page.getByRole('textbox', { name: field })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Orientation' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Length in seconds' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    await page.goto('/deepstory/dgdesign');
    await expect(page.getByRole('heading', { level: 1, name: 'DG DESIGN' })).toBeVisible();
    await expect(nav(page).locator('[aria-current="page"]')).toHaveText('Deep Story');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await expect(page.getByText('Current subscription: N/A')).toBeVisible();
    await expect(page.getByText('admin@demo.test')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Terms & Condition' }).click();
    await expect(page).toHaveURL(/\/policy\/Terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('customer: no Deep Story below Pro, storymaker refused, upgrade panel on Deep Story', async ({ page }) => {
    await signInAs(page, 'entry@demo.test');
    await page.goto('/welcome');
    await expect(nav(page).getByRole('link')).toHaveText(['Welcome', 'Storyboards', /^Videos\d*$/, 'Metrics', 'Insights', 'Recommender']);
    await expect(page.getByRole('link', { name: 'StoryMaker' })).toHaveCount(0);
    await page.goto('/storymaker');
    await expect(page).toHaveURL(/\/welcome$/);
    await page.goto('/deepstory/dgdesign');
    await expect(page.getByTestId('upgrade-panel')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Talk to sales' })).toHaveAttribute('href', '/contactform');
  });

  test('the nav collapses to icons and expands again', async ({ page }) => {
    await signInAs(page, 'pro@demo.test');
    await page.goto('/welcome');
    const toggle = page.getByRole('button', { name: 'Collapse navigation' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Expand navigation' })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Expand navigation' }).click();
    await expect(page.getByRole('button', { name: 'Collapse navigation' })).toBeVisible();
  });

  test('unknown paths show not-found inside the shell; /404 and /500 exist', async ({ page }) => {
    await signInAs(page, 'starter@demo.test');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(nav(page)).toBeVisible();
    await page.goto('/500');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  });

  test('back, forward, reload and deep links across remotes', async ({ page }) => {
    await signInAs(page, 'admin@demo.test');
    await page.goto('/welcome');
    await nav(page).getByRole('link', { name: 'Storyboards' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Storyboards' })).toBeVisible();
    await nav(page).getByRole('link', { name: 'Metrics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Metrics' })).toBeVisible();
    await page.getByRole('link', { name: 'Need Help?' }).click();
    await expect(page).toHaveURL(/\/needhelp$/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Metrics' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Storyboards' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Metrics' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Metrics' })).toBeVisible();
    await page.goto('/deepstory/searchdesign');
    await expect(page.getByRole('heading', { level: 1, name: 'SEARCH DESIGN' })).toBeVisible();
  });

  test('exactly one copy of each shared singleton and of the federation runtime with all five remotes visited, and no standalone shell in what loads', async ({ page }) => {
    // The standalone shell (a remote run alone) is its own entry: no page of the portal loads it.
    const scripts: Array<Promise<{ url: string; body: string }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.text().then((body) => ({ url: response.url(), body }), () => ({ url: response.url(), body: '' })));
    });
    await signInAs(page, 'admin@demo.test');
    for (const [path, heading] of [
      ['/subscription', /subscription/i],
      ['/storyboards', /storyboards/i],
      ['/deepstory/dgdesign', /dg design/i],
      ['/admin', /admin/i],
      ['/needhelp', /help/i],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    }
    // Client-side navigation mounts every remote in the same page too.
    await nav(page).getByRole('link', { name: 'Storyboards' }).click();
    await nav(page).getByRole('link', { name: 'Deep Story' }).click();
    await page.getByRole('link', { name: 'Need Help?' }).click();
    await expect(page).toHaveURL(/\/needhelp$/);
    // The areas' entries this page does not use come with the warm-up at idle (pages of
    // the remotes the nav offers): wait for them, then count the copies of everything.
    const areaEntries = [
      '@portal/shared-ui/forms',
      '@portal/shared-ui/data',
      '@portal/shared-ui/widgets',
      '@portal/shared-ui/charts',
      '@portal/shared-ui/icons',
      '@portal/shared-contracts/account',
      '@portal/shared-contracts/storyboards',
      '@portal/shared-contracts/deepstory',
      '@portal/shared-contracts/admin',
      '@portal/shared-contracts/insights',
    ];
    await expect.poll(async () => Object.keys(await loadedSharedModules(page)), { timeout: 15_000 }).toEqual(expect.arrayContaining(areaEntries));
    const loaded = await loadedSharedModules(page);
    for (const pkg of ['react', 'react-dom', '@portal/shared-ui/router', '@portal/shared-ui', '@portal/shared-contracts/core', 'single-spa']) {
      expect(loaded[pkg] ?? [], pkg).toHaveLength(1);
    }
    for (const [pkg, copies] of Object.entries(loaded)) expect(copies, pkg).toHaveLength(1);
    // Each shared-ui entry is the host's build, on the host's antd (its theme, its style
    // cache), whichever remote loaded it first (docs/adr/042); each area's contracts entry
    // is the host's too, one copy whichever remote asked first (docs/adr/047).
    const provided = await providedShares(page, 'host');
    for (const pkg of Object.keys(loaded).filter((name) => name.startsWith('@portal/shared-'))) expect(provided, pkg).toContain(pkg);
    const loadedScripts = await Promise.all(scripts);
    expect(loadedScripts.length).toBeGreaterThan(10);
    expect(loadedScripts.filter(({ body }) => body.includes(STANDALONE_SHELL_MARKER)).map(({ url }) => url)).toEqual([]);
    // The runtime core and the bundler runtime (one of their texts marks each) come with the
    // host only; the five remote entries use the host's (docs/adr/041, 062).
    for (const marker of [FEDERATION_CORE_MARKER, BUNDLER_RUNTIME_MARKER]) {
      const origins = new Set(loadedScripts.filter(({ body }) => body.includes(marker)).map(({ url }) => new URL(url).origin));
      expect([...origins], marker).toEqual([new URL(PORTAL_URL).origin]);
    }
    expect(new Set(loadedScripts.map(({ url }) => url).filter((url) => url.endsWith('/remoteEntry.js'))).size).toBe(5);
  });

  test("after sign-in the nav's pages load at idle, so a first click into a remote fetches no code", async ({ page }) => {
    await signInAs(page, 'pro@demo.test');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { name: 'CREATE BETTER STORIES' })).toBeVisible();
    // The warm-up walks the nav at idle: wait for the three remotes' apps, then for a second with nothing more fetched.
    const apps = (['mfe-storyboards', 'mfe-insights', 'mfe-deepstory'] as const).map((remote) => `:${DEFAULT_PORTS[remote]}/__federation_expose_app`);
    await expect.poll(() => apps.every((app) => scripts.some((url) => url.includes(app))), { timeout: 30_000 }).toBe(true);
    let count = -1;
    await expect
      .poll(
        () => {
          const settled = scripts.length === count;
          count = scripts.length;
          return settled;
        },
        { intervals: [1_000], timeout: 30_000 },
      )
      .toBe(true);
    scripts.length = 0;
    for (const [label, heading] of [['Storyboards', 'Storyboards'], ['Metrics', 'Metrics'], ['Deep Story', 'DEEP STORY']] as const) {
      await nav(page).getByRole('link', { name: label }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    }
    expect(scripts).toEqual([]);
  });

  test('narrow screens get the dismissible desktop notice', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await signInAs(page, 'pro@demo.test');
    await page.goto('/welcome');
    // "Loading Your Account..." may show at the same time while the payment account loads.
    const notice = page.getByRole('dialog', { name: 'Best on a larger screen' });
    await expect(notice).toContainText('Page is best to be viewed on Desktop or Tablet only.');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
  });
});

test.describe('the payment account', () => {
  test('"Loading Your Account..." shows while the payment account is slow to load, and goes once it has', async ({ page }) => {
    await signInAs(page, 'pro@demo.test');
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/stripe/get-account*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/welcome');
    const modal = page.getByRole('dialog').filter({ hasText: SHELL_MESSAGES.loadingAccount });
    await expect(modal).toBeVisible();
    answer();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('heading', { name: 'CREATE BETTER STORIES' })).toBeVisible();
  });
});

test.describe('the look', () => {
  test('the sign-in and sign-up pages carry the brand', async ({ page }) => {
    for (const path of ['/', '/create_user']) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('img', { name: 'Story Portal' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: SHELL_MESSAGES.signIn })).toHaveCount(0);
    }
  });

  test('nav items and help tiles are not underlined; links in running text are', async ({ page }) => {
    await signInAs(page, 'pro@demo.test');
    await page.goto('/needhelp');
    const decoration = (locator: import('@playwright/test').Locator) => locator.evaluate((el) => getComputedStyle(el).textDecorationLine);
    await expect(nav(page).getByRole('link', { name: 'Storyboards' })).toBeVisible();
    expect(await decoration(nav(page).getByRole('link', { name: 'Storyboards' }))).toBe('none');
    const tiles = page.getByRole('list', { name: /help/i }).getByRole('link');
    await expect(tiles.first()).toBeVisible();
    expect(await decoration(tiles.first())).toBe('none');
    await page.goto('/policy/terms');
    const prose = page.getByRole('main').locator('p a').first();
    await expect(prose).toBeVisible();
    expect(await decoration(prose)).toBe('underline');
  });
});

test.describe("the shell's defences", () => {
  // These journeys provoke what the policy refuses: the refusals are the point here.
  test.use({ expectedCspViolations: /frame-ancestors|Executing inline script/ });

  test('no other site can frame the portal, and its source maps are not published', async ({ page, request }) => {
    // Another site on this machine (a page of its own origin) frames the terms page.
    const framer = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(`<title>Framer</title><iframe src="${PORTAL_URL}/policy/terms" title="portal"></iframe>`);
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    try {
      const refused = new Promise<boolean>((resolve) => page.on('console', (m) => m.text().includes('frame-ancestors') && resolve(true)));
      await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
      // Chromium refuses the frame (frame-ancestors 'none'), says so, and shows its own error page there.
      expect(await refused).toBe(true);
      await expect.poll(() => page.frames().find((f) => f !== page.mainFrame())?.url() ?? '').toMatch(/^chrome-error:/);
    } finally {
      framer.close();
    }

    const html = await (await request.get('/policy/terms')).text();
    const script = /<script[^>]+src="?([^"\s>]+\.js)/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const bundle = await request.get(script as string);
    expect(await bundle.text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${script}.map`)).status()).toBe(404);
  });

  test('the page runs under a Content-Security-Policy: no inline script, no eval, only the registry\'s remotes', async ({ page, request }) => {
    const registry = (await (await request.get(`${API_URL}${REGISTRY_PATH}`)).json()) as Registry;
    const response = await page.goto('/policy/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    const policy = Object.fromEntries(
      (response?.headers()['content-security-policy'] ?? '').split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    // The registry's remotes, and the origins this deployment takes a remote team's override from (docs/remote-teams.md).
    const config = JSON.parse((await page.locator('script[type="application/json"]').textContent()) ?? '{}') as { remoteOverrideOrigins?: string[] };
    expect(policy['script-src']).toEqual(["'self'", ...new Set(registry.remotes.map((r) => new URL(r.entry).origin)), ...(config.remoteOverrideOrigins ?? [])]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    // The config arrives as data, not code.
    await expect(page.locator('script:not([src])')).toHaveAttribute('type', 'application/json');

    expect(policy['script-src']).not.toContain("'unsafe-eval'");

    // What an injection would try: an inline script element. The browser refuses it.
    const outcome = await page.evaluate(async () => {
      const refusals: string[] = [];
      document.addEventListener('securitypolicyviolation', (e) => refusals.push(e.effectiveDirective));
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { injected: (window as { injected?: boolean }).injected ?? false, refusals };
    });
    expect(outcome).toEqual({ injected: false, refusals: ['script-src-elem'] });
  });
});

test.describe('the shell, signed out', () => {
  test('the first Tab reaches "Skip to main content", which moves focus to the page; the page says it is in Australian English', async ({ page }) => {
    await page.goto('/policy/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: SHELL_MESSAGES.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test("a signed-out visitor's terms page evaluates neither the identity SDK nor antd's widget, form, data and chart entries, nor the icons", async ({ page }) => {
    await page.goto('/policy/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    const loaded = await loadedSharedModules(page);
    expect(loaded['@portal/shared-ui']).toEqual(['0.1.0 from host']);
    expect(await hostRanChunkWith(page, IDENTITY_MARKER), 'the identity SDK').toBe(false);
    for (const pkg of ['@portal/shared-ui/widgets', '@portal/shared-ui/forms', '@portal/shared-ui/data', '@portal/shared-ui/charts', '@portal/shared-ui/icons']) {
      expect(loaded[pkg], pkg).toBeUndefined();
    }
  });
});

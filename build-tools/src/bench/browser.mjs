/* global window, document, requestAnimationFrame, MutationObserver -- these run inside the page via page.evaluate and addInitScript */
// Figures measured in Debian's Chromium: cold-load bytes, duplicate shared modules,
// and the time from a nav click to the remote's content painted.
import { chromium } from '@playwright/test';
import { STANDALONE_SHELL_MARKER, loadedSharedModules } from '../sharedScope.mjs';
import { signInPage } from '../signin.mjs';
import { API_URL, LOCAL_DEFAULTS } from '../apps.mjs';
import SNAPSHOT_NAMES from '../snapshotNames.cjs';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const BASE = `http://localhost:${LOCAL_DEFAULTS.ports.host}`;
const API = API_URL;
/** Issue 19: a click into a remote not yet visited paints within this, signed in (warmed at idle)... */
export const NAV_FIRST_TARGET_MS = 150;
/** ...and into one already shown, within this. */
export const NAV_AGAIN_TARGET_MS = 50;
/** The account the signed-in figures use: it sees every page (Pro). */
export const DEMO_ACCOUNT = { email: 'pro@demo.test', password: 'Demo!2345' };

/** Issue 19: the bytes a cold visit to / moves before its page has painted. */
export const COLD_RENDER_TARGET_BYTES = 250_000;

/**
 * A cold visit (HTTP cache off) to `path`, signed in as `account` when given. "To render"
 * counts the requests the page started before its heading painted (timed in the page, so
 * what it fetches at idle once it shows is not counted however fast it finishes), each
 * with all its bytes; the totals count everything once the network is idle (what the page
 * fetches ahead of the next step included), split into JS, CSS and the rest. A page sent
 * with its HTML snapshot (docs/adr/050) paints its heading from the HTML; "to live" counts
 * up to the live page's heading, once the snapshot is gone (the same for other pages).
 */
async function coldLoad(browser, path, { base = BASE, api = API, account = null } = {}) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  if (account) await signInPage(page, { apiUrl: api, clientId: process.env.COGNITO_CLIENT_ID ?? LOCAL_DEFAULTS.userPoolClientId, sessionHintCookie: SNAPSHOT_NAMES.sessionHintCookie, ...account });
  await page.addInitScript((snapshotId) => {
    const seen = () => [...document.querySelectorAll('h1')].some((h) => h.textContent?.trim());
    let painted = false;
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      if (!painted) requestAnimationFrame(() => (window.__headingPaintedAt = performance.now()));
      painted = true;
      if (document.getElementById(snapshotId)) return;
      observer.disconnect();
      requestAnimationFrame(() => (window.__liveAt = performance.now()));
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  }, SNAPSHOT_NAMES.elementId);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  /** requestId → { started (epoch ms), type, bytes } */
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { started: e.wallTime * 1000, type: e.type, bytes: null }));
  cdp.on('Network.responseReceived', (e) => {
    const request = requests.get(e.requestId);
    if (request) request.type = e.type;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const request = requests.get(e.requestId);
    if (request) request.bytes = e.encodedDataLength;
  });
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => window.__headingPaintedAt !== undefined && window.__liveAt !== undefined);
  // The page's clock from its navigation start; the requests' wall clock (epoch ms) compares with timeOrigin + that.
  const { headingMs, liveMs, timeOrigin } = await page.evaluate(() => ({ headingMs: window.__headingPaintedAt, liveMs: window.__liveAt, timeOrigin: performance.timeOrigin }));
  await page.waitForLoadState('networkidle');
  await context.close();
  const finished = [...requests.values()].filter((r) => r.bytes !== null);
  const cutoff = timeOrigin + headingMs;
  const before = finished.filter((r) => r.started <= cutoff);
  const beforeLive = finished.filter((r) => r.started <= timeOrigin + liveMs);
  const sum = (list) => list.reduce((total, r) => total + r.bytes, 0);
  const ofType = (type) => finished.filter((r) => r.type === type);
  return {
    path,
    signedIn: Boolean(account),
    headingPaintedMs: Math.round(headingMs),
    bytesToRender: sum(before),
    requestsToRender: before.length,
    liveMs: Math.round(liveMs),
    bytesToLive: sum(beforeLive),
    requestsToLive: beforeLive.length,
    bytes: sum(finished),
    requests: finished.length,
    jsBytes: sum(ofType('Script')),
    jsRequests: ofType('Script').length,
    cssBytes: sum(ofType('Stylesheet')),
    cssRequests: ofType('Stylesheet').length,
  };
}

async function navTiming(page, label, heading) {
  await page.evaluate(() => {
    window.__navStart = 0;
    window.__navPaint = 0;
  });
  const item = page.getByRole('complementary', { name: 'Main navigation' }).getByRole('link', { name: label });
  await page.evaluate(() => document.addEventListener('click', () => (window.__navStart = performance.now()), { capture: true, once: true }));
  await item.click();
  await page.waitForFunction(
    (text) => {
      const h1 = [...document.querySelectorAll('h1')].find((h) => h.textContent?.trim().toLowerCase() === text.toLowerCase());
      if (h1 && !window.__navPaint) requestAnimationFrame(() => (window.__navPaint = performance.now()));
      return Boolean(window.__navPaint);
    },
    heading,
    { polling: 'raf' },
  );
  const ms = await page.evaluate(() => window.__navPaint - window.__navStart);
  return { navigation: `${label} click to content`, ms: Math.round(ms) };
}

/**
 * @param {{ base?: string, api?: string, sharedScope?: boolean }} [options]  where the portal
 *   and its api are served (the monolith build is served elsewhere, with its own api:
 *   build-tools/src/bench/monolith.mjs); `sharedScope: false` skips reading the Module
 *   Federation share scope, which a build without federation does not have
 */
export async function browserFigures({ base = BASE, api = API, sharedScope = true } = {}) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  try {
    const coldLoads = [];
    for (const path of ['/', '/create_user', '/policy/terms']) coldLoads.push(await coldLoad(browser, path, { base, api }));
    for (const path of ['/welcome', '/storyboards', '/subscription']) coldLoads.push(await coldLoad(browser, path, { base, api, account: DEMO_ACCOUNT }));
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    // Every script the signed-in tour loads, to check none carries the standalone shell.
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().then((body) => ({ url: response.url(), body }), () => null));
    });
    await signInPage(page, { apiUrl: api, email: 'admin@demo.test', password: 'Demo!2345', clientId: process.env.COGNITO_CLIENT_ID ?? LOCAL_DEFAULTS.userPoolClientId });
    await page.goto('/welcome');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // After sign-in the host warms the nav's pages at idle (host/src/remotes/warmUp.ts):
    // let it finish, as a user reading the welcome page would, then click into each remote
    // for the first time (target 150 ms), then into two of them again (a re-mount, 50 ms).
    await page.waitForLoadState('networkidle');
    const navTimings = [];
    const tour = [['Storyboards', 'Storyboards'], ['Metrics', 'Metrics'], ['Deep Story', 'DEEP STORY'], ['Recommender', 'Recommendations'], ['Storyboards', 'Storyboards'], ['Metrics', 'Metrics']];
    const seen = new Set();
    for (const [label, heading] of tour) {
      const visit = seen.has(label) ? 'again' : 'first visit';
      seen.add(label);
      navTimings.push({ ...(await navTiming(page, label, heading)), visit, target: visit === 'again' ? NAV_AGAIN_TARGET_MS : NAV_FIRST_TARGET_MS });
    }
    for (const path of ['/subscription', '/admin']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    const copies = sharedScope ? await loadedSharedModules(page) : {};
    const duplicates = Object.entries(copies).filter(([, list]) => list.length > 1);
    const loaded = (await Promise.all(scripts)).filter(Boolean);
    const standaloneShellScripts = loaded.filter((s) => s.body.includes(STANDALONE_SHELL_MARKER)).map((s) => s.url);
    await context.close();
    return {
      coldLoads,
      navTimings,
      sharedModules: copies,
      duplicates,
      duplicateSharedModules: duplicates.length,
      scriptsChecked: loaded.length,
      standaloneShellScripts,
    };
  } finally {
    await browser.close();
  }
}

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FEDERATION_COST_TARGET_PCT, costPct, federationCost } from './federationCost.mjs';

const load = (path, signedIn, bytes, headingPaintedMs = 500) => ({ path, signedIn, headingPaintedMs, bytesToRender: bytes, requestsToRender: 10, bytes: bytes * 2, requests: 20 });
const nav = (label, visit, ms) => ({ navigation: `${label} click to content`, visit, ms });

test('costPct is federated / monolith - 1 in percent, null without a monolith figure', () => {
  assert.equal(costPct(110, 100), 10);
  assert.equal(costPct(90, 100), -10);
  assert.equal(costPct(1234, 1000), 23.4);
  assert.equal(costPct(5, 0), null);
});

test('each cold load figure (bytes, requests, time to the heading) and nav timing is compared with its monolith twin against the 10 % target', () => {
  const federated = { coldLoads: [load('/', false, 120_000, 660), load('/welcome', true, 200_000)], navTimings: [nav('Metrics', 'first visit', 60), nav('Metrics', 'again', 20)] };
  const monolith = { coldLoads: [load('/welcome', true, 100_000), load('/', false, 110_000)], navTimings: [nav('Metrics', 'first visit', 50), nav('Metrics', 'again', 20)] };
  const rows = federationCost(federated, monolith);
  assert.equal(rows.length, 2 * 5 + 2);
  assert.deepEqual(rows.find((r) => r.page === '/' && r.figure === 'headingPaintedMs'), { page: '/', figure: 'headingPaintedMs', federated: 660, monolith: 500, costPct: 32, target: FEDERATION_COST_TARGET_PCT, met: false });
  const root = rows.find((r) => r.page === '/' && r.figure === 'bytesToRender');
  assert.deepEqual(root, { page: '/', figure: 'bytesToRender', federated: 120_000, monolith: 110_000, costPct: 9.1, target: FEDERATION_COST_TARGET_PCT, met: true });
  assert.equal(rows.find((r) => r.page === '/welcome (signed in)' && r.figure === 'bytes').costPct, 100);
  assert.equal(rows.find((r) => r.page === '/welcome (signed in)' && r.figure === 'bytes').met, false);
  // The live page's figures, when both sides measured them.
  const live = federationCost({ coldLoads: [{ ...load('/', false, 1), bytesToLive: 330, liveMs: 900 }] }, { coldLoads: [{ ...load('/', false, 1), bytesToLive: 300, liveMs: 900 }] });
  assert.deepEqual(live.filter((r) => r.figure.endsWith('Live') || r.figure === 'liveMs').map((r) => [r.figure, r.costPct]), [['bytesToLive', 10], ['liveMs', 0]]);
  assert.deepEqual(rows.filter((r) => r.figure === 'ms').map((r) => [r.page, r.costPct, r.met]), [
    ['Metrics click to content (first visit)', 20, false],
    ['Metrics click to content (again)', 0, true],
  ]);
});

test('a figure missing on either side is left out', () => {
  const rows = federationCost({ coldLoads: [load('/x', false, 1)], navTimings: [nav('A', 'first visit', 1)] }, { coldLoads: [load('/x', true, 1)], navTimings: [nav('B', 'first visit', 1)] });
  assert.deepEqual(rows, []);
});

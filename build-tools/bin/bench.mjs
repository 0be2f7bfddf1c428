#!/usr/bin/env node
// `npm run bench`: size and speed figures a reviewer can compare run to run. Prints a
// table and writes bench-results/bench.json. Targets: Lighthouse performance >= 90 on the
// mobile profile and >= 98 on desktop, accessibility 100, on /, /create_user, /policy/terms
// and, signed in, /welcome, /storyboards, /subscription; <= 250 KB to render / cold; a click
// into a remote not yet shown painted within 150 ms (50 ms again); 0 duplicate shared
// modules; no script of the portal carries the standalone shell; the storyboard searches with 10,000 storyboards at 200
// requests/s answer with p99 <= 50 ms on PGlite and <= 25 ms on PostgreSQL, without errors;
// the api's memory stays flat (growth <= 96 MiB) while it processes media.
//
// `--only api` runs the api's authenticated-read throughput alone (no build: the api runs from source).
// `--only search` runs the search figures (and the storyboards remote's page chunks) alone,
// building only that remote; bench.json keeps the other figures of an earlier run.
// `--only media` runs the media processing figures alone (no build: the api runs from source).
// `--only deepstory` runs the Deep Story figures alone (no build: the api runs from source).
// `--only admin` runs the admin pages' api figures at 10,000 customers alone (no build).
// `--only analytics` runs the analytics ingest figures alone (no build; the api runs from source
// with ANALYTICS_EVENTS_PER_MINUTE raised, since five demo users stand in for many).
// `--only recommender` runs GET /recommender at 2,000 storyboards and 50,000 videos alone (no build).
// `--only release` times one remote's release (`npm run release -- mfe-insights`: its build, its
// tests, its files published) against a fresh api, alone; target under 3 minutes.
// `--no-build` uses the dist folders as they are.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_URL, APPS, LOCAL_DEFAULTS, ROOT } from '../src/apps.mjs';
import { launch, run, stopOnSignal, stopProcesses, waitFor } from '../src/procs.mjs';
import { appBundleSizes, pageChunkSizes } from '../src/bench/sizes.mjs';
import { COLD_RENDER_TARGET_BYTES, DEMO_ACCOUNT, browserFigures } from '../src/bench/browser.mjs';
import { LIGHTHOUSE_RUNS, LIGHTHOUSE_TARGETS, lighthouseFigures } from '../src/bench/lighthouse.mjs';
import { searchFigures } from '../src/bench/search.mjs';
import { mediaFigures } from '../src/bench/media.mjs';
import { deepStoryFigures } from '../src/bench/deepstory.mjs';
import { ADMIN_P99_TARGET_MS, adminFigures } from '../src/bench/admin.mjs';
import { ANALYTICS_TARGET_EVENTS_PER_S, analyticsFigures } from '../src/bench/analytics.mjs';
import { RECOMMENDER_P99_TARGET_MS, recommenderFigures } from '../src/bench/recommender.mjs';
import { RELEASE_TARGET_SECONDS, releaseFigures } from '../src/bench/release.mjs';
import { LOAD as READ_LOAD, apiReadFigures } from '../src/bench/api-reads.mjs';
import { FEDERATION_COST_TARGET_PCT, monolithFigures } from '../src/bench/monolith.mjs';

const PARTS = ['portal', 'api', 'search', 'media', 'deepstory', 'admin', 'recommender', 'analytics', 'release'];
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt === -1 ? PARTS : (process.argv[onlyAt + 1] ?? '').split(',').filter(Boolean);
if (!only.length || only.some((p) => !PARTS.includes(p))) {
  console.error(`--only takes one or more of ${PARTS.join(', ')} (comma-separated)`);
  process.exit(2);
}
const storyboardsDir = APPS.find((a) => a.name === 'mfe-storyboards')?.dir ?? '';
const resultFile = path.join(ROOT, 'bench-results', 'bench.json');
/** What this run measured; merged into bench.json over an earlier run's figures. */
const result = { date: new Date().toISOString() };
const checks = [];

if (!process.argv.includes('--no-build') && (only.includes('portal') || only.includes('search'))) {
  const filter = only.includes('portal') ? [] : ['--filter=mfe-storyboards'];
  await run('npx', ['turbo', 'run', 'build', '--concurrency=2', '--output-logs=errors-only', ...filter]);
}

if (only.includes('portal')) await portalFigures();
if (only.includes('api')) await apiPart();
if (only.includes('search')) await searchPart();
if (only.includes('media')) await mediaPart();
if (only.includes('deepstory')) await deepStoryPart();
if (only.includes('admin')) await adminPart();
if (only.includes('analytics')) await analyticsPart();
if (only.includes('recommender')) await recommenderPart();
if (only.includes('release')) await releasePart();

fs.mkdirSync(path.dirname(resultFile), { recursive: true });
const previous = fs.existsSync(resultFile) ? JSON.parse(fs.readFileSync(resultFile, 'utf8')) : {};
fs.writeFileSync(resultFile, `${JSON.stringify({ ...previous, ...result }, null, 2)}\n`);
console.log('Written: bench-results/bench.json');
console.log(checks.every(Boolean) ? 'All targets met.' : 'Some targets are not met (see above).');
process.exit(0);

/** Bundle sizes, cold loads, shared modules, navigation timings and Lighthouse of the portal. */
async function portalFigures() {
  const sizes = APPS.map((app) => ({ app: app.name, ...appBundleSizes(app.dir) }));

  let servers = [];
  const alreadyUp = await fetch('http://localhost:3000/').then((r) => r.ok).catch(() => false);
  if (!alreadyUp) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
    servers = [launch('portal', 'node', ['build-tools/bin/start.mjs', '--no-build'], { env: { ...process.env, DATA_DIR: dataDir } })];
    stopOnSignal(servers);
    await waitFor('http://localhost:3000/', 180_000);
    await waitFor('http://localhost:3005/mf-manifest.json', 60_000);
    await waitFor('http://localhost:4000/ready', 120_000);
  }

  try {
    const browser = await browserFigures();
    const lighthouse = await lighthouseFigures({
      base: `http://localhost:${LOCAL_DEFAULTS.ports.host}`,
      apiUrl: API_URL,
      clientId: process.env.COGNITO_CLIENT_ID ?? LOCAL_DEFAULTS.userPoolClientId,
      account: DEMO_ACCOUNT,
    });
    Object.assign(result, { sizes, ...browser, lighthouse });

    console.log('\nGzip bytes each app ships (JS; CSS is generated at run time by antd cssinjs)');
    console.table(sizes.map((s) => ({ app: s.app, 'js gzip': s.jsGzip, 'css gzip': s.cssGzip, 'initial js gzip': s.initialJsGzip, files: s.files })));
    console.log(
      `Cold loads (bytes over the wire, HTTP cache off): "to render" is what the page requested before its heading painted (target for /: ${COLD_RENDER_TARGET_BYTES} bytes); ` +
        '"to live page" before the live page\'s heading, the HTML snapshot gone (docs/adr/050; the same figure for a page without one); the rest once the network is idle',
    );
    console.table(
      browser.coldLoads.map((c) => ({
        page: c.path,
        'signed in': c.signedIn ? 'yes' : 'no',
        'heading painted ms': c.headingPaintedMs,
        'bytes to render': c.bytesToRender,
        'requests to render': c.requestsToRender,
        'live page ms': c.liveMs,
        'bytes to live page': c.bytesToLive,
        'bytes at idle': c.bytes,
        requests: c.requests,
        'JS bytes': c.jsBytes,
        'JS requests': c.jsRequests,
        'CSS bytes': c.cssBytes,
        'CSS requests': c.cssRequests,
      })),
    );
    console.log(`Duplicate shared modules with all five remotes visited: ${browser.duplicateSharedModules} ${browser.duplicates.length ? JSON.stringify(browser.duplicates) : ''}`);
    console.log(
      `Scripts carrying the standalone shell (@portal/shared-ui/standalone) among the ${browser.scriptsChecked} a signed-in tour of the five remotes loads: ${browser.standaloneShellScripts.length ? browser.standaloneShellScripts.join(', ') : 'none'}`,
    );
    console.log('Click in the side nav to the page\'s heading painted, signed in, after the idle warm-up');
    console.table(browser.navTimings.map((n) => ({ ...n, met: n.ms <= n.target ? 'yes' : 'NO' })));
    console.log(`Lighthouse, the median of ${LIGHTHOUSE_RUNS} runs (targets: mobile ${LIGHTHOUSE_TARGETS.mobile}, desktop ${LIGHTHOUSE_TARGETS.desktop}, accessibility ${LIGHTHOUSE_TARGETS.accessibility}; signed in as ${DEMO_ACCOUNT.email})`);
    console.table(lighthouse.map((l) => ({ ...l, runs: l.runs.join(' '), ok: l.ok ? 'yes' : 'NO' })));
    // The same pages built as one bundle (npm run build:monolith), so federation's cost shows (docs/adr/039).
    const monolith = await monolithFigures(browser, { rebuild: !process.argv.includes('--no-build') });
    result.monolith = monolith;
    console.log(`Federation's cost: each figure against the same page built as one bundle (target at most ${FEDERATION_COST_TARGET_PCT}% more)`);
    console.table(monolith.rows.map((r) => ({ page: r.page, figure: r.figure, federated: r.federated, monolith: r.monolith, 'cost %': r.costPct, met: r.met ? 'yes' : 'NO' })));
    const coldRoot = browser.coldLoads.find((c) => c.path === '/');
    checks.push(
      browser.duplicateSharedModules === 0,
      browser.standaloneShellScripts.length === 0,
      (coldRoot?.bytesToRender ?? Infinity) <= COLD_RENDER_TARGET_BYTES,
      browser.navTimings.every((n) => n.ms <= n.target),
      lighthouse.every((l) => l.ok),
      monolith.met,
    );
  } finally {
    await stopProcesses(servers);
  }
}

/** Authenticated reads (GET /proxy/v1/current-user) and /health at 50 connections, on PGlite and PostgreSQL (docs/adr/038). */
async function apiPart() {
  const children = [];
  stopOnSignal(children);
  const reads = await apiReadFigures({ children });
  console.log(`\nApi reads: ${READ_LOAD.connections} connections (autocannon, closed loop) for ${READ_LOAD.seconds} s after ${READ_LOAD.warmupSeconds} s of warm-up, the load generator on the same machine`);
  console.table(
    reads.rows.map((r) => ({
      database: r.database,
      path: r.path,
      'requests/s': r.rps,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
      target: r.target ? `>= ${r.target.rps}/s, p99 <= ${r.target.p99} ms` : '',
      met: r.target ? (r.ok ? 'yes' : 'NO') : '',
    })),
  );
  Object.assign(result, { apiReads: reads });
  checks.push(...reads.rows.filter((r) => r.target).map((r) => r.ok));
}

/** The storyboard searches under load on both databases, and the storyboards remote's page chunks. */
async function searchPart() {
  const pageChunks = pageChunkSizes(storyboardsDir);
  console.log('\nmfe-storyboards page chunks (gzip bytes of the chunks each page loads beyond the remote entry)');
  if (pageChunks.length) console.table(pageChunks.map((p) => ({ page: p.page, 'js gzip': p.jsGzip, chunks: p.chunks.join(' ') })));
  else console.log(`No page chunks found in ${path.relative(ROOT, storyboardsDir)} (build mfe-storyboards first).`);

  const children = [];
  stopOnSignal(children);
  const search = await searchFigures({ children });
  console.log(
    `\nSearches: ${search.load.storyboards} storyboards and ${search.load.libraryAssets} library assets of one customer, ${search.load.rate} requests/s over ${search.load.connections} connections for ${search.load.seconds} s (after ${search.load.warmupSeconds} s of warm-up), a mix of queries; "from database" is one request at a time with Cache-Control: no-cache`,
  );
  console.table(
    search.rows.map((r) => ({
      database: r.database,
      search: r.search,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'p99 target ms': r.target,
      sent: r.sent,
      'from database p50/p99 ms': `${r.uncached.p50}/${r.uncached.p99}`,
      errors: r.errors,
      met: r.ok ? 'yes' : 'NO',
    })),
  );
  Object.assign(result, { storyboardsPageChunks: pageChunks, search });
  checks.push(pageChunks.length > 0, ...search.rows.map((r) => r.ok));
}

/** Media processing: upload to storyboard ready, a batch of 20 videos, a render, a 200 MB asset.zip, the api's memory meanwhile. */
async function mediaPart() {
  const children = [];
  stopOnSignal(children);
  const media = await mediaFigures({ children });
  const { uploadToReady: u, batch: b, render: r, memory: m, zip: z } = media;
  console.log(`\nMedia processing (api with MEDIA_WORKERS=${b.workers}, PGlite)`);
  console.table([
    { figure: `upload finished -> storyboard made (${u.video}, ${u.shots} shots)`, seconds: u.storyboardSeconds },
    { figure: 'upload finished -> every shot clip processed (thumbnail, HLS)', seconds: u.readySeconds },
    { figure: `${b.assets} videos (${b.video}) registered at once -> all processed`, seconds: b.seconds },
    { figure: 'per video', seconds: b.perAssetSeconds },
    { figure: `test render of ${r.shots} shots (${r.film}), asked -> Complete`, seconds: r.seconds },
    { figure: `asset.zip of ${z.files} library videos (${z.zipMiB} MiB), asked -> packed`, seconds: z.packSeconds },
    { figure: 'asset.zip downloaded from its signed URL', seconds: z.downloadSeconds },
  ]);
  console.log(`api memory: idle ${m.idleMib} MiB, peak ${m.peakMib} MiB, growth ${m.growthMib} MiB (flat when <= ${m.targetGrowthMib} MiB)`);
  console.log(`api memory while zipping: before ${z.idleMib} MiB, peak ${z.peakMib} MiB, growth ${z.growthMib} MiB: ${media.ok ? 'met' : 'NOT met'}`);
  Object.assign(result, { media });
  checks.push(media.ok);
}

/** Deep Story with the local adapters: a 60 s brief to its series listed, the film button to post-production done. */
async function deepStoryPart() {
  const children = [];
  stopOnSignal(children);
  const deepStory = await deepStoryFigures({ children });
  const { series: s, generation: g, postProduction: p, memory: m } = deepStory;
  console.log('\nDeep Story (local planner and sketch renderer, PGlite)');
  console.table([
    { figure: `${s.seconds} s brief submitted -> its ${s.storyboards} storyboards listed (${s.shots} shots in the first, pictures drawn)`, seconds: g.seconds },
    { figure: 'film button -> post-production done (project written, melt preview checked, output.tar.gz packed)', seconds: p.seconds },
  ]);
  console.log(`api memory: idle ${m.idleMib} MiB, peak ${m.peakMib} MiB, growth ${m.growthMib} MiB`);
  Object.assign(result, { deepStory });
}

/** The admin pages' api reads at 10,000 customers and 100,000 invoices (issue 16). */
async function adminPart() {
  const children = [];
  stopOnSignal(children);
  const admin = await adminFigures({ children });
  console.log(`\nAdmin pages' api reads, ${admin.data.customers} customers and ${admin.data.invoices} invoices (PGlite, seeded in ${admin.data.seedSeconds} s), one request at a time`);
  console.table(admin.pages.map((p) => ({ page: p.page, requests: p.samples, 'p50 ms': p.p50Ms, 'p99 ms': p.p99Ms, [`target p99 <= ${ADMIN_P99_TARGET_MS} ms`]: p.p99Ms <= ADMIN_P99_TARGET_MS ? 'met' : 'NOT met' })));
  checks.push(admin.pages.every((p) => p.p99Ms <= ADMIN_P99_TARGET_MS));
  Object.assign(result, { admin });
}

/** GET /recommender for a customer with 2,000 storyboards and 50,000 videos (issue 17). */
async function recommenderPart() {
  const children = [];
  stopOnSignal(children);
  const recommender = await recommenderFigures({ children });
  const { data: d } = recommender;
  console.log(`\nRecommender, ${d.storyboards} storyboards and ${d.videos} videos (PGlite, seeded in ${d.seedSeconds} s): first answer (model built) ${recommender.firstMs} ms`);
  console.table([{ requests: recommender.requests, 'p50 ms': recommender.p50Ms, 'p99 ms': recommender.p99Ms, [`target p99 <= ${RECOMMENDER_P99_TARGET_MS} ms`]: recommender.p99Ms <= RECOMMENDER_P99_TARGET_MS ? 'met' : 'NOT met' }]);
  checks.push(recommender.p99Ms <= RECOMMENDER_P99_TARGET_MS);
  Object.assign(result, { recommender });
}

/** Analytics ingest at 1,000 events/s on PGlite, with no loss (issue 17). */
async function analyticsPart() {
  const children = [];
  stopOnSignal(children);
  const analytics = await analyticsFigures({ children });
  console.log(`\nAnalytics ingest on PGlite: ${analytics.users} users posting batches of ${analytics.batchSize} for ${analytics.seconds} s`);
  console.table([
    {
      'events sent': analytics.sent,
      'events stored': analytics.stored,
      lost: analytics.lost,
      'batches refused': analytics.refused,
      'events/s': analytics.eventsPerSecond,
      'batch p50 ms': analytics.p50Ms,
      'batch p99 ms': analytics.p99Ms,
      [`target ${ANALYTICS_TARGET_EVENTS_PER_S} events/s, no loss`]: analytics.lost === 0 && analytics.refused === 0 && analytics.eventsPerSecond >= ANALYTICS_TARGET_EVENTS_PER_S * 0.95 ? 'met' : 'NOT met',
    },
  ]);
  checks.push(analytics.lost === 0 && analytics.refused === 0 && analytics.eventsPerSecond >= ANALYTICS_TARGET_EVENTS_PER_S * 0.95);
  Object.assign(result, { analytics });
}

/** One remote's release, build + test + publish, against a fresh api (issue 18). */
async function releasePart() {
  const children = [];
  stopOnSignal(children);
  const release = await releaseFigures({ children });
  const met = release.seconds < RELEASE_TARGET_SECONDS;
  console.log(`\nRelease of ${release.remote} ${release.version} (turbo cache bypassed; published, not live: live ${release.live ?? 'none'}, canary ${release.canary ? 'running' : 'none'})`);
  console.table([
    {
      files: release.files,
      'build + test s': release.buildTestSeconds,
      'publish s': release.publishSeconds,
      'total s': release.seconds,
      [`target < ${RELEASE_TARGET_SECONDS} s`]: met ? 'met' : 'NOT met',
    },
  ]);
  checks.push(met);
  Object.assign(result, { release });
}

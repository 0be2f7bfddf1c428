// Search latency under load: GET /search/scripts, /search/listings and /search/assets of a
// customer with 10,000 storyboards, a marketplace of 400 listings and a videos library of
// 100,000 assets, at a fixed 200 requests/s over 100
// connections (an open-loop load, latencies from when each request was due: openLoad.mjs),
// on PGlite and on a throw-away PostgreSQL cluster. Each database gets a fresh api on a
// free port with its own data, loaded by the api's bench-data script
// (api/src/seed/bench-data.ts). The api reuses search answers until what they show changes
// (docs/adr/021); what a search costs from the database is measured too, one request at a
// time with `Cache-Control: no-cache`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_DEFAULTS } from '../apps.mjs';
import { launch, run, stopProcesses, waitFor } from '../procs.mjs';
import { obtainTokens } from '../signin.mjs';
import { API_DIR, launchApi } from './api-process.mjs';
import { openLoad } from './openLoad.mjs';
import { freePort } from './ports.mjs';

/** The demo customer bench-data.ts gives 10,000 storyboards (the seed's shared password). */
const CUSTOMER = { email: 'pro@demo.test', password: 'Demo!2345' };
export const STORYBOARDS = 10_000;
/** The videos library bench-data.ts gives the same customer. */
export const LIBRARY_ASSETS = 100_000;

export const LOAD = { rate: 200, connections: 100, warmupSeconds: 3, seconds: 12 };
/** How many times each query is asked one at a time with `Cache-Control: no-cache`. */
const UNCACHED_ROUNDS = 4;
/** p99 targets in ms (issue 12). */
export const TARGET_P99_MS = { PGlite: 50, PostgreSQL: 25 };

/**
 * What the portal asks: My Storyboards' first page most often, infinite scroll pages,
 * words as typed (whole and half words), tag filters in any case, the project filter, the
 * latest storyboard, one storyboard by id. `{scriptId}` is filled in from the data.
 */
const SCRIPT_QUERIES = [
  '',
  '',
  '',
  'from=20',
  'from=40',
  'from=100',
  'from=400',
  'q=season',
  'q=open%20day',
  'q=brisb',
  'q=graduation%20perth',
  'q=interview%20landscape',
  'q=club%20channels',
  'q=members%20renewed',
  'q=hobart&from=20',
  'tags=Sports',
  'tags=sports,qld',
  'tags=Education,Recap',
  'tags=Interview',
  'projectType=Live',
  'projectType=Dev&from=20',
  'q=final&tags=Sports',
  'q=walk&projectType=Live',
  'size=1&sortBy=lastUpdated&sortOrder=desc',
  'scriptId={scriptId}',
];

/** The marketplace: the whole list, the Popular ones, words, sector and region tags. */
const LISTING_QUERIES = [
  '',
  '',
  'tags=Popular',
  'tags=Popular',
  'from=100',
  'q=club',
  'q=brisbane',
  'q=season%20launch',
  'tags=Sports',
  'tags=Sports,NSW',
  'tags=education',
  'q=volunteers&tags=Social',
  'q=music&tags=Popular',
  'scriptId={listedScriptId}',
];

/**
 * The Videos page (001 §2): its first page and infinite scroll, each column's sort either
 * way, the tools panel's radio filters (media, source, asset kind), words and tags as typed,
 * each column's text filter, one storyboard's or shot's assets, and combinations.
 * `{scriptId}` is filled in from the data.
 */
const ASSET_QUERIES = [
  '',
  '',
  '',
  'from=20',
  'from=40',
  'from=400',
  'sortOrder=asc',
  'sortBy=userEmail',
  'sortBy=userEmail&sortOrder=asc',
  'sortBy=projectType',
  'sortBy=flicTitle&sortOrder=asc',
  'sortBy=scriptTitle',
  'sortBy=shotNumber&sortOrder=asc',
  'sortBy=shotTitle',
  'sortBy=assetType&from=20',
  'mediaType=Video',
  'mediaType=Audio',
  'source=DG',
  'source=Stock&mediaType=Image',
  'assetType=Movie',
  'assetType=Shot&mediaType=Image',
  'projectType=Live&sortBy=scriptTitle',
  'q=season',
  'q=brisb',
  'q=mia%20launch',
  'tags=Sports',
  'tags=sports,qld',
  'userEmail=mia',
  'userEmail=jack.12',
  'flicTitle=olivia',
  'scriptTitle=open%20day',
  'shotTitle=welcome',
  'shotNumber=2',
  'shotNumber=1&mediaType=Audio',
  'scriptId={scriptId}',
  'q=final&tags=Sports&sortBy=userEmail',
  'userEmail=zoe&sortBy=shotNumber&sortOrder=asc',
];

/** The folder of initdb, postgres and createdb: PG_BIN, else initdb's folder on PATH. */
function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const initdb = path.join(dir, 'initdb');
    if (fs.existsSync(initdb)) return path.dirname(fs.realpathSync(initdb));
  }
  throw new Error('PostgreSQL binaries not found: put initdb on PATH or set PG_BIN');
}

/**
 * PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user
 * (else `nobody`) and its commands run through runuser.
 */
function clusterUser() {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      return { name, uid, gid };
    } catch {
      /* no such user */
    }
  }
  throw new Error('Running as root and no postgres or nobody user to run PostgreSQL as');
}

/**
 * Starts a throw-away PostgreSQL cluster in a temporary folder on a free port; answers its
 * database URL and `stop()`, which ends the server and removes the folder. `cleanups`
 * gets the removal too, for an exit before stop() (Ctrl-C).
 */
export async function startPostgres(children, cleanups) {
  const bin = postgresBin();
  const user = clusterUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pg-'));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  cleanups.push(remove);
  const as = (cmd, args) => (user ? ['runuser', ['-u', user.name, '--', cmd, ...args]] : [cmd, args]);
  let server = null;
  try {
    if (user) fs.chownSync(dir, user.uid, user.gid);
    const data = path.join(dir, 'data');
    await run(...as(path.join(bin, 'initdb'), ['-D', data, '-U', 'portal', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']), {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const port = await freePort();
    server = launch(
      'postgres',
      ...as(path.join(bin, 'postgres'), ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'log_min_messages=warning']),
    );
    children.push(server);
    const createdb = () =>
      run(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'portal', 'portal_bench'], { stdio: 'ignore' });
    for (let attempt = 0; ; attempt += 1) {
      try {
        await createdb();
        break;
      } catch (error) {
        if (attempt >= 60 || server.exitCode !== null) throw new Error(`PostgreSQL did not start: ${error.message}`);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    return {
      url: `postgres://portal@127.0.0.1:${port}/portal_bench`,
      async stop() {
        // A fast shutdown (clients cut, no waiting), then the process group is gone.
        await run(...as(path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w']), { stdio: 'ignore' }).catch(() => undefined);
        await stopProcesses([server]);
        remove();
      },
    };
  } catch (error) {
    if (server) await stopProcesses([server]);
    remove();
    throw error;
  }
}

/** One load run of `seconds` over the paths in turn. */
function load(base, token, paths, seconds) {
  return openLoad({ base, paths, headers: { authorization: `Bearer ${token}` }, rate: LOAD.rate, connections: LOAD.connections, seconds });
}

/** Each path `rounds` times, one request at a time, answered from the database: p50 and p99 in ms. */
async function uncached(base, token, paths, rounds) {
  const times = [];
  for (let i = 0; i < rounds; i++) {
    for (const p of paths) {
      const start = performance.now();
      const res = await fetch(`${base}${p}`, { headers: { authorization: `Bearer ${token}`, 'cache-control': 'no-cache' } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${p} answered ${res.status}`);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] * 10) / 10;
  return { p50: at(0.5), p99: at(0.99) };
}

/** GET `path` as the signed-in customer; throws unless 200. */
async function getJson(base, token, p) {
  const res = await fetch(`${base}${p}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${p} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Bench of one database: load its data, start the api, sign in, load each search in turn. */
async function benchDatabase(database, dbEnv, children) {
  const env = { ...process.env, ...dbEnv, LOCAL_DEV: 'enabled', LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  if (!dbEnv.DATABASE_URL) delete env.DATABASE_URL;
  console.log(`\n[search bench] ${database}: loading ${STORYBOARDS} storyboards and ${LIBRARY_ASSETS} library assets...`);
  await run(process.execPath, ['--import', 'tsx', 'src/seed/bench-data.ts'], { cwd: API_DIR, env });

  const { api, base } = await launchApi(`api ${database}`, env);
  children.push(api);
  try {
    await waitFor(`${base}/ready`, 120_000);
    const { tokens } = await obtainTokens(base, CUSTOMER.email, CUSTOMER.password, LOCAL_DEFAULTS.userPoolClientId);
    const token = tokens.IdToken;

    // A fast answer must not be an empty one: the customer's storyboards (less the ~5%
    // Deleted, which searches hide) and a marketplace page of 100 are there.
    const scripts = await getJson(base, token, '/search/scripts');
    const listings = await getJson(base, token, '/search/listings');
    const assets = await getJson(base, token, '/search/assets');
    if (scripts.result.total.value < STORYBOARDS * 0.9 || listings.result.hits.length < 100 || assets.result.total.value < LIBRARY_ASSETS) {
      throw new Error(
        `The data did not load: ${scripts.result.total.value} storyboards, ${listings.result.hits.length} listings on a page, ${assets.result.total.value} library assets`,
      );
    }
    const fill = (q) =>
      q.replace('{scriptId}', String(scripts.result.hits[0].scriptId)).replace('{listedScriptId}', String(listings.result.hits[0].scriptId));
    const searches = [
      { search: '/search/scripts', paths: SCRIPT_QUERIES.map((q) => `/search/scripts${q ? `?${fill(q)}` : ''}`) },
      { search: '/search/listings', paths: LISTING_QUERIES.map((q) => `/search/listings${q ? `?${fill(q)}` : ''}`) },
      { search: '/search/assets', paths: ASSET_QUERIES.map((q) => `/search/assets${q ? `?${fill(q)}` : ''}`) },
    ];
    const rows = [];
    for (const { search, paths } of searches) {
      // Every query answers 200 once before the load, with what it finds.
      const found = [];
      for (const p of paths) found.push((await getJson(base, token, p)).result.total.value);
      const fromDatabase = await uncached(base, token, paths, UNCACHED_ROUNDS);
      await load(base, token, paths, LOAD.warmupSeconds);
      const result = await load(base, token, paths, LOAD.seconds);
      const target = TARGET_P99_MS[database];
      rows.push({
        database,
        search,
        ...result,
        target,
        ok: result.errors === 0 && result.p99 !== null && result.p99 <= target,
        uncached: fromDatabase,
        queries: paths.map((p, i) => ({ path: p, total: found[i] })),
      });
    }
    return rows;
  } finally {
    await stopProcesses([api]);
  }
}

/**
 * The search figures on PGlite, then on PostgreSQL: one row per search and database with
 * p50 and p99 (ms), requests sent, completed and errored, the p99 target and whether it
 * is met (no errors and p99 within target). `children` receives every process started, for
 * a caller's stopOnSignal.
 * @param {{ children?: import('node:child_process').ChildProcess[] }} [opts]
 */
export async function searchFigures({ children = [] } = {}) {
  /** @type {(() => void)[]} */
  const cleanups = [];
  const onExit = () => cleanups.forEach((f) => f());
  process.once('exit', onExit);
  const rows = [];
  try {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pglite-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    rows.push(...(await benchDatabase('PGlite', { DATA_DIR: dataDir }, children)));

    const postgres = await startPostgres(children, cleanups);
    try {
      rows.push(...(await benchDatabase('PostgreSQL', { DATABASE_URL: postgres.url }, children)));
    } finally {
      await postgres.stop();
    }
  } finally {
    await stopProcesses(children);
    onExit();
    process.removeListener('exit', onExit);
  }
  return { load: { ...LOAD, storyboards: STORYBOARDS, libraryAssets: LIBRARY_ASSETS }, rows };
}

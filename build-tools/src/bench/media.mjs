// Media processing figures (issue 13): on a fresh api with MEDIA_WORKERS=2 and its own
// data, the time from a 60 s 720p video's upload finishing to its storyboard being ready
// (the request Completed and every shot's clip processed: probe, thumbnail, HLS), then 20
// uploaded 720p videos registered at once until each has its thumbnail and HLS rendition,
// then a test render of a 10-shot storyboard (6 s per shot, each filled with one of those
// videos: a 60 s 1080p film), and the api process's memory while it works (sampled every
// 100 ms: the target is flat, since files are streamed to storage and ffmpeg works on them
// in its own processes). Last, asset.zip of ZIP_COPIES 10 MB library videos (200 MB): the
// time to pack it, to download it, and the api's memory meanwhile (the zip is streamed
// from storage to storage and to the browser, never held whole).
// The bench media are made with ffmpeg once per machine (build-tools/src/testMedia.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_DEFAULTS, ROOT } from '../apps.mjs';
import { capture, launch, stopProcesses, waitFor } from '../procs.mjs';
import { obtainTokens } from '../signin.mjs';
import { cachedMedia } from '../testMedia.mjs';
import { freePort } from './ports.mjs';

const API_DIR = path.join(ROOT, 'api');
const ADMIN = { email: 'admin@demo.test', password: 'Demo!2345' };
/** The customer whose library the zip is packed from (api/src/seed/bench-zip.ts). */
const ZIP_CUSTOMER = { email: 'pro@demo.test', password: ADMIN.password };
/** Copies of the 10 MB video packed into one asset.zip: 200 MB. */
export const ZIP_COPIES = 20;
export const WORKERS = 2;
export const BATCH = 20;
/** The render: shots of the storyboard, seconds each. */
export const RENDER_SHOTS = 10;
const RENDER_SHOT_SECONDS = 6;
/** Growth of the api's resident memory over its idle size, in MiB, that still counts as flat. */
export const TARGET_GROWTH_MIB = 96;

const HD = '1280x720';
const lavfi = (source) => ['-f', 'lavfi', '-i', source];
const h264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart'];
/** Six 10 s scenes a scene detector tells apart, over a tone: 60 s of 720p. */
const SCENES = [`testsrc2=size=${HD}:rate=25`, `smptehdbars=size=${HD}:rate=25`, `testsrc=size=${HD}:rate=25`, `color=c=0x1f3fbf:size=${HD}:rate=25`, `rgbtestsrc=size=${HD}:rate=25`, `color=c=0x8f1f2f:size=${HD}:rate=25`];
export const BENCH_MEDIA = {
  sixtySeconds: {
    ext: 'mp4',
    contentType: 'video/mp4',
    args: [
      ...SCENES.flatMap((s) => lavfi(`${s}:duration=10`)),
      ...lavfi('sine=frequency=440:sample_rate=44100:duration=60'),
      '-filter_complex', `${SCENES.map((_, i) => `[${i}:v]`).join('')}concat=n=${SCENES.length}:v=1:a=0[v]`,
      '-map', '[v]', '-map', `${SCENES.length}:a`, ...h264,
    ],
  },
  /** 10 s of noise at 8 Mbit/s: about 10 MB that compression cannot shrink, as camera footage. */
  tenMegabytes: {
    ext: 'mp4',
    contentType: 'video/mp4',
    args: [...lavfi('nullsrc=size=1280x720:rate=25:duration=10,geq=lum=random(1)*255:cb=128:cr=128'), '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '8M', '-maxrate', '8M', '-bufsize', '8M', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
  },
  tenSeconds: {
    ext: 'mp4',
    contentType: 'video/mp4',
    args: [...lavfi(`testsrc2=size=${HD}:rate=25:duration=10`), ...lavfi('sine=frequency=660:sample_rate=44100:duration=10'), ...h264, '-shortest'],
  },
};

/** The pid of the process whose command line has `marker` among `root`'s descendants, past launch()'s guard (its own command line names the command too). */
export function descendantWith(root, marker) {
  const children = (pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift();
    const cmdline = fs.existsSync(`/proc/${pid}/cmdline`) ? fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8') : '';
    if (cmdline.includes(marker) && !cmdline.includes('--guard')) return pid;
    queue.push(...children(pid));
  }
  return null;
}

/** Resident memory of `pid` in MiB (0 once it is gone). */
export function rssMib(pid) {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.split(/\s+/)[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples `pid`'s memory every 100 ms until stop() answers the peak. */
function sampleMemory(pid) {
  let peak = rssMib(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMib(pid))), 100);
  return { stop: () => (clearInterval(timer), Math.round(peak)) };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Calls of the signed-in admin against one api. */
export function client(base, token) {
  const call = async (method, p, body) => {
    const res = await fetch(`${base}${p}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${p} answered ${res.status}: ${await res.text()}`);
    return (await res.json()).result;
  };
  return { get: (p) => call('GET', p), post: (p, body) => call('POST', p, body), delete: (p) => call('DELETE', p) };
}

/** Ticket, then the file streamed to its signed URL (as the portal's uploads do): answers its location. */
async function upload(api, base, customerPath, media, n) {
  const size = fs.statSync(media.file).size;
  const ticket = await api.post(`${customerPath}/uploads`, { fileName: `bench-${n}.${media.fileName.split('.').pop()}`, contentType: media.contentType, size });
  const res = await fetch(new URL(ticket.url, `${base}/`), {
    method: 'PUT',
    headers: { ...ticket.headers, 'content-length': String(size) },
    body: fs.createReadStream(media.file),
    duplex: 'half',
  });
  if (!res.ok) throw new Error(`PUT answered ${res.status}: ${await res.text()}`);
  return { key: ticket.key, bucket: ticket.bucket };
}

/** Polls every asset until none is Processing; throws on a Failed one. */
async function untilProcessed(api, customerPath, assetIds) {
  for (const assetId of assetIds) {
    for (;;) {
      const asset = await api.get(`${customerPath}/assets/${encodeURIComponent(assetId)}`);
      if (asset.status === 'Failed') throw new Error(`${assetId} failed: ${asset.error}`);
      if (asset.status === 'Ready') break;
      await sleep(100);
    }
  }
}

/** Polls `read` every 250 ms until `done` holds. */
export async function until(read, done) {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await sleep(250);
  }
}

/** A Published storyboard of RENDER_SHOTS UGV shots rendered with `videos`: the render's time. */
async function renderFilm(api, customerPath, storyboardId, videos) {
  const path = `${customerPath}/storyboards/${storyboardId}`;
  const release = async () => {
    await api.post(`${path}/release`, { publishedRenderQuality: 'High' });
    const released = await until(() => api.get(path), (s) => s.status !== 'Processing');
    if (released.status !== 'Published') throw new Error(`the release ended ${released.status}: ${released.releaseError}`);
    return released;
  };
  // Made ReadyToPublish: released, then suspended (Draft) to be edited.
  await release();
  await api.post(`${path}/suspend`, {});
  let detail = await api.get(path);
  for (let n = detail.shots.length; n < RENDER_SHOTS; n++) await api.post(`${path}/shots`, { title: `Shot ${n + 1}` });
  detail = await api.get(path);
  for (const shot of detail.shots) await api.post(`${path}/shots/${shot.id}`, { durationMillis: RENDER_SHOT_SECONDS * 1000, assetId: null, ugvStatus: 'ON' });
  detail = await release();
  const shots = [...detail.shots].sort((a, b) => a.shotNumber - b.shotNumber).map((s, i) => ({ shotId: s.id, assetId: videos[i % videos.length] }));
  const started = performance.now();
  const { id } = await api.post(`${path}/test-render`, { title: 'Bench film', shots });
  const done = await until(() => api.get(`${customerPath}/test-render/${id}`), (r) => r.status !== 'Processing');
  if (done.status !== 'Complete') throw new Error(`the render ended ${done.status}: ${done.error}`);
  return { shots: shots.length, film: `${shots.length * RENDER_SHOT_SECONDS} s 1920x1080 H.264/AAC with HLS`, seconds: Math.round(performance.now() - started) / 1000 };
}

/** asset.zip of `assetIds` packed by the api's job and downloaded from its signed URL: times, bytes and the api's memory meanwhile. */
async function zipFigures(api, customerPath, assetIds, apiPid) {
  const idle = Math.round(rssMib(apiPid));
  const memory = sampleMemory(apiPid);
  const started = performance.now();
  const { id } = await api.post(`${customerPath}/library-assets/downloads`, { assetIds });
  const ready = await until(() => api.get(`${customerPath}/library-assets/downloads/${id}`), (d) => d.status === 'Ready' || d.status === 'Failed');
  if (ready.status !== 'Ready') throw new Error(`packing failed: ${ready.error}`);
  const packSeconds = Math.round(performance.now() - started) / 1000;
  const res = await fetch(ready.url);
  if (!res.ok || !res.body) throw new Error(`the zip answered ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.byteLength;
  const downloadSeconds = Math.round(performance.now() - started) / 1000 - packSeconds;
  const peak = memory.stop();
  return { files: assetIds.length, zipMiB: Math.round(bytes / 1048576), packSeconds, downloadSeconds: Math.round(downloadSeconds * 1000) / 1000, idleMib: idle, peakMib: peak, growthMib: peak - idle };
}

/**
 * The media figures: { uploadToReady, batch, render, memory, zip, ok }. `children` receives every
 * process started, for a caller's stopOnSignal.
 */
export async function mediaFigures({ children = [] } = {}) {
  console.log('\n[media bench] making the bench media (once per machine)...');
  const long = await cachedMedia('sixtySeconds', BENCH_MEDIA.sixtySeconds);
  const short = await cachedMedia('tenSeconds', BENCH_MEDIA.tenSeconds);
  const heavy = await cachedMedia('tenMegabytes', BENCH_MEDIA.tenMegabytes);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-media-'));
  const env = { ...process.env, DATA_DIR: dataDir, LOCAL_DEV: 'enabled', LOG_LEVEL: 'warn', NODE_ENV: 'development', MEDIA_WORKERS: String(WORKERS) };
  delete env.DATABASE_URL;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let api = null;
  try {
    // The demo seed, and the zip's library videos.
    const zipEnv = { ...env, BENCH_ZIP_FILE: heavy.file, BENCH_ZIP_COPIES: String(ZIP_COPIES) };
    const zipAssets = JSON.parse((await capture(process.execPath, ['--import', 'tsx', 'src/seed/bench-zip.ts'], { cwd: API_DIR, env: zipEnv })).trim().split('\n').pop());
    api = launch('api media', process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_DIR, env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base } });
    children.push(api);
    await waitFor(`${base}/ready`, 120_000);
    const apiPid = descendantWith(api.pid, 'src/server.ts');
    if (!apiPid) throw new Error('the api process was not found');
    const { tokens } = await obtainTokens(base, ADMIN.email, ADMIN.password, LOCAL_DEFAULTS.userPoolClientId);
    const admin = client(base, tokens.IdToken);
    const me = await admin.get('/proxy/v1/current-user');
    const customerPath = `/proxy/v1/customers/${me.id}`;

    await sleep(1000);
    const idle = Math.round(rssMib(apiPid));
    const memory = sampleMemory(apiPid);

    // 1. A 60 s 720p video becomes a storyboard, one shot per scene, each clip processed.
    const location = await upload(admin, base, customerPath, long, 0);
    const uploaded = performance.now();
    const { requestId } = await admin.post(`${customerPath}/storyboards`, location);
    let request;
    for (;;) {
      request = await admin.get(`${customerPath}/script-creation-requests/${requestId}`);
      if (request.status === 'Completed' || request.status === 'Failed') break;
      await sleep(100);
    }
    if (request.status !== 'Completed') throw new Error(`the storyboard from the video failed: ${request.error}`);
    const storyboardMade = performance.now();
    const storyboard = await admin.get(`${customerPath}/storyboards/${request.storyboardId}`);
    const clips = storyboard.shots.map((s) => s.assetId).filter(Boolean);
    await untilProcessed(admin, customerPath, clips);
    const uploadToReady = {
      video: '60 s 1280x720 H.264, 6 scenes',
      bytes: fs.statSync(long.file).size,
      shots: storyboard.shots.length,
      storyboardSeconds: Math.round(storyboardMade - uploaded) / 1000,
      readySeconds: Math.round(performance.now() - uploaded) / 1000,
    };

    // 2. Twenty 10 s 720p videos registered at once: thumbnails and HLS, WORKERS at a time.
    const locations = [];
    for (let i = 1; i <= BATCH; i++) locations.push(await upload(admin, base, customerPath, short, i));
    const batchStart = performance.now();
    const assets = await Promise.all(locations.map((l) => admin.post(`${customerPath}/assets`, l)));
    await untilProcessed(admin, customerPath, assets.map((a) => a.assetId));
    const batchSeconds = Math.round(performance.now() - batchStart) / 1000;
    const batch = { assets: BATCH, workers: WORKERS, video: '10 s 1280x720 H.264', seconds: batchSeconds, perAssetSeconds: Math.round((batchSeconds / BATCH) * 100) / 100 };

    // 3. The storyboard made from the video, grown to RENDER_SHOTS UGV shots, released and rendered.
    const render = await renderFilm(admin, customerPath, request.storyboardId, assets.map((a) => a.assetId));

    const peak = memory.stop();
    const mem = { idleMib: idle, peakMib: peak, growthMib: peak - idle, targetGrowthMib: TARGET_GROWTH_MIB };

    // 4. asset.zip of 200 MB from the Pro customer's library.
    const { tokens: proTokens } = await obtainTokens(base, ZIP_CUSTOMER.email, ZIP_CUSTOMER.password, LOCAL_DEFAULTS.userPoolClientId);
    const pro = client(base, proTokens.IdToken);
    const proMe = await pro.get('/proxy/v1/current-user');
    const zip = await zipFigures(pro, `/proxy/v1/customers/${proMe.id}`, zipAssets, apiPid);
    return { uploadToReady, batch, render, memory: mem, zip, ok: mem.growthMib <= TARGET_GROWTH_MIB && zip.growthMib <= TARGET_GROWTH_MIB };
  } finally {
    if (api) await stopProcesses([api]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

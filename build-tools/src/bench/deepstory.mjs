// Deep Story figures (issue 15): on a fresh api on PGlite with its own data and the local
// adapters (the rule-based planner and the sketch renderer; no network), the time from a
// 60 s brief submitted to its series' storyboards listed (each generated, its shot pictures
// drawn), and from the film button to post-production done for one of them (media fetched,
// the Kdenlive project written, its preview rendered by melt and checked, output.tar.gz
// packed). Polls every 100 ms, so the figures are the work's, not the portal's 10 s interval.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_DEFAULTS, ROOT } from '../apps.mjs';
import { launch, run, stopProcesses, waitFor } from '../procs.mjs';
import { obtainTokens } from '../signin.mjs';
import { client, descendantWith, rssMib, until } from './media.mjs';
import { freePort } from './ports.mjs';

const API_DIR = path.join(ROOT, 'api');
const PRO = { email: 'pro@demo.test', password: 'Demo!2345' };
/** The brief's length in seconds. */
export const BRIEF_SECONDS = 60;
const DONE = 3;
const FAILED = 4;

/** The Deep Story figures: { series, generation, postProduction, memory }. `children` receives every process started. */
export async function deepStoryFigures({ children = [] } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-deepstory-'));
  const env = { ...process.env, DATA_DIR: dataDir, LOCAL_DEV: 'enabled', LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  for (const key of ['DATABASE_URL', 'AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL', 'AI_IMAGE_MODEL']) delete env[key];
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let api = null;
  try {
    await run(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts'], { cwd: API_DIR, env, stdio: ['ignore', 'ignore', 'inherit'] });
    api = launch('api deepstory', process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_DIR, env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base } });
    children.push(api);
    await waitFor(`${base}/ready`, 120_000);
    const apiPid = descendantWith(api.pid, 'src/server.ts');
    const { tokens } = await obtainTokens(base, PRO.email, PRO.password, LOCAL_DEFAULTS.userPoolClientId);
    const pro = client(base, tokens.IdToken);
    const me = await pro.get('/proxy/v1/current-user');
    const idle = apiPid ? Math.round(rssMib(apiPid)) : 0;
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, apiPid ? rssMib(apiPid) : 0)), 100);

    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
    const poll = async (read, done) => until(async () => (await sleep(100), read()), done);
    try {
      // 1. The brief, its series generated and listed.
      const submitted = performance.now();
      const { request_ids: ids } = await pro.post('/ai/requestAIStoryboards', {
        data: {
          purpose: 'Bench: show the club open day to new families',
          type: 0,
          topic: 'What happens on the day, who to meet, how to join',
          objectives: 'Invite sign-ups, Show the facilities, Introduce the coaches',
          format: 0,
          second: BRIEF_SECONDS,
          end_user: 'Coaches and parents',
          target_audience: 'Families new to the area',
          user_id: me.id,
        },
      });
      const statuses = await poll(
        () => pro.get(`/ai/checkGenerationStatus?request_ids=${ids.join(',')}`),
        (list) => list.every((s) => s.storyboard_process_status === FAILED || (s.storyboard_process_status === DONE && [DONE, FAILED].includes(s.image_process_status))),
      );
      if (statuses.some((s) => s.storyboard_process_status !== DONE || s.image_process_status !== DONE)) throw new Error(`generation ended ${JSON.stringify(statuses)}`);
      const listed = await pro.get(`/ai/getAIStoryboards?user_id=${me.id}`);
      if (!ids.every((id) => listed.some((r) => r.id === id))) throw new Error('the series is not listed');
      const generationSeconds = Math.round(performance.now() - submitted) / 1000;
      const detail = await pro.get(`/ai/getAIStoryboard?id=${ids[0]}&user_id=${me.id}`);

      // 2. The film button: post-production of the first storyboard.
      const filmed = performance.now();
      await pro.post('/ai/requestPostProduction', { data: { id: ids[0], user_id: me.id } });
      const post = await poll(
        () => pro.get(`/ai/checkPostProductionStatus?id=${ids[0]}`),
        (s) => [s.post_production_process_status, s.kdenlive_process_status].includes(FAILED) || (s.post_production_process_status === DONE && s.kdenlive_process_status === DONE),
      );
      if (post.kdenlive_process_status !== DONE) throw new Error(`post-production ended ${JSON.stringify(post)}`);
      const postSeconds = Math.round(performance.now() - filmed) / 1000;
      return {
        series: { storyboards: ids.length, seconds: BRIEF_SECONDS, shots: detail.metadata.shots.length },
        generation: { seconds: generationSeconds },
        postProduction: { seconds: postSeconds },
        memory: { idleMib: idle, peakMib: Math.round(peak), growthMib: Math.round(peak) - idle },
      };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    if (api) await stopProcesses([api]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  AI_ERROR_CODES,
  DEEPSTORY_MESSAGES,
  type AddToAccountProgress,
  type AiMetadata,
  type PostProductionStatus,
  type StoryboardDetail,
} from '../../src/contracts';
import { bearer, seededApp, signIn } from '../support/account';
import { pollUntil, subOf } from '../support/media';
import { customerIdOf } from '../support/storyboards';
import { aiCall, durationOf, insertAiStoryboard, metadataFixture, run, storeMedia, type ShotFixture } from './support';

/*
 * Deep Story's post-production calls (002 §3, §4, §7; docs/adr/030) with the job workers
 * running: the film action makes a Kdenlive project checked with melt and packed into
 * output.tar.gz (an admin downloads it), the Director Guide video is composed with ffmpeg,
 * and adding to the account makes a Published classic storyboard in the Live project.
 * Each status path (3, 4, under way), a wrong user_id (403), another customer's ids (404)
 * and a plan without Deep Story (403).
 */

interface Caller {
  readonly token: string;
  readonly sub: string;
  readonly id: number;
}

describe('the post-production calls', () => {
  let app: FastifyInstance;
  let me: Caller;
  let admin: Caller;
  let starter: Caller;
  let entryId: number;
  let dir: string;
  let still: string;
  let clip: string;
  let tone: string;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, data?: object, token = me.token) => aiCall(app, token, method, url, data);
  const statusOf = async (id: number, token = me.token): Promise<PostProductionStatus> => (await call('GET', `/ai/checkPostProductionStatus?id=${id}`, undefined, token)).json().result;
  const settled = (id: number, ms = 120_000): Promise<PostProductionStatus> =>
    pollUntil(() => statusOf(id), (s) => (s.post_production_process_status === 3 && s.kdenlive_process_status === 3) || s.post_production_process_status === 4 || s.kdenlive_process_status === 4, ms);
  const metadataOf = async (id: number): Promise<AiMetadata> => (await app.db.query<{ metadata: AiMetadata }>('select metadata from ai_storyboards where id = $1', [id])).rows[0]?.metadata as AiMetadata;
  const film = async (id: number): Promise<PostProductionStatus> => {
    const res = await call('POST', '/ai/requestPostProduction', { id, user_id: me.id });
    expect(res.statusCode).toBe(200);
    return res.json().result;
  };
  const expectError = (res: { statusCode: number; json: () => { error_code?: string } }, status: number, code: string): void => {
    expect([res.statusCode, res.json().error_code]).toEqual([status, code]);
  };
  /** Six 5 s shots (the third a video), the watermark, the closing logo and background audio. */
  const thirtySeconds = (settings?: []): ((id: number) => AiMetadata) => {
    const shots: ShotFixture[] = [1, 2, 3, 4, 5, 6].map((n) => ({ seconds: 5, image: still, ...(n === 3 ? { video: clip } : {}), transition: n === 4 ? 'cut' : n === 5 ? 'wipe' : undefined, ugc: n === 6 ? 'No' : 'Yes' }));
    return (id) => metadataFixture(id, { shots, watermark: still, logo: still, audio: tone, ...(settings ? { settings } : {}) });
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ai-post-routes-'));
    app = await seededApp({ env: { STORAGE_DIR: 'memory://' }, jobs: { pollingIntervalSeconds: 0.5 } });
    const caller = async (email: string): Promise<Caller> => {
      const token = (await signIn(app, email)).IdToken;
      return { token, sub: subOf(token), id: await customerIdOf(app, email) };
    };
    me = await caller('pro@demo.test');
    admin = await caller('admin@demo.test');
    starter = await caller('starter@demo.test');
    entryId = await customerIdOf(app, 'entry@demo.test');
    still = await storeMedia(app, me.sub, 'still', 'still');
    clip = await storeMedia(app, me.sub, 'clip', 'video');
    tone = await storeMedia(app, me.sub, 'tone', 'tone');
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  describe('the editing project', () => {
    let id: number;
    let done: PostProductionStatus;

    beforeAll(async () => {
      id = await insertAiStoryboard(app, me.id, thirtySeconds([]));
      const started = await film(id);
      expect(started).toEqual({ post_production_process_status: 1, kdenlive_process_status: 1, error_code: null, error_message: null });
      done = await settled(id);
    }, 180_000);

    it('prepares the media, then makes the project (both 3)', async () => {
      expect(done).toEqual({ post_production_process_status: 3, kdenlive_process_status: 3, error_code: null, error_message: null });
      // The settings the storyboard lacked are now in its metadata, with their defaults.
      const metadata = await metadataOf(id);
      expect(metadata.post_production_global_settings.video.kdenlive_ids.map((s) => s.id)).toContain('closing_logo_duration');
      expect(metadata.shots.every((s) => s.kdenlive_ids.some((k) => k.id === 'transition'))).toBe(true);
      // Filming it again while nothing changed answers the statuses as they are, with no new job.
      const jobs = async () => Number((await app.db.query<{ n: string }>(`select count(*) as n from pgboss.job where name = 'ai-post-production' and (data->>'storyboardId')::int = $1`, [id])).rows[0]?.n);
      const before = await jobs();
      expect(await film(id)).toEqual(done);
      expect(await jobs()).toBe(before);
    });

    it('lets an admin download output.tar.gz: the Kdenlive project listing every shot, its media and the preview', async () => {
      const res = await call('GET', `/ai/getKdenFile?id=${id}&user_id=${me.id}`, undefined, admin.token);
      expect(res.statusCode).toBe(200);
      const { code, path, message } = res.json().result as { code: string; path: string; message: string };
      expect(code).toBe('0');
      expect(message).toBe('output.tar.gz is ready');
      const file = await app.inject({ url: path.replace(/^https?:\/\/[^/]+/, '') });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain('output.tar.gz');
      const archive = join(dir, 'output.tar.gz');
      await writeFile(archive, file.rawPayload);
      const { stdout } = await run('tar', ['-tzf', archive]);
      expect(stdout.trim().split('\n').sort()).toEqual(
        [
          'project.kdenlive',
          'preview.mp4',
          'media/watermark.png',
          'media/closing-logo.png',
          'media/background-audio.wav',
          'media/wipe.pgm',
          ...[1, 2, 3, 4, 5, 6].map((n) => (n === 3 ? 'media/shot-03.mp4' : `media/shot-0${n}.png`)),
        ]
          .map((f) => `storyboard-${id}/${f}`)
          .sort(),
      );
      const out = join(dir, 'unpacked');
      await run('mkdir', ['-p', out]);
      await run('tar', ['-xzf', archive, '-C', out]);
      const project = await readFile(join(out, `storyboard-${id}`, 'project.kdenlive'), 'utf8');
      for (const n of [1, 2, 3, 4, 5, 6]) {
        expect(project).toContain(`<property name="kdenlive:clipname">Shot ${n}: Shot ${n} &lt;of&gt; &quot;6&quot; &amp; more</property>`);
        expect(project).toContain(`<property name="resource">media/shot-0${n}.${n === 3 ? 'mp4' : 'png'}</property>`);
      }
      expect(project).toContain('width="1920" height="1080"');
      // The preview lasts the shots and the closing logo (30 s + 3 s).
      expect(Math.abs((await durationOf(join(out, `storyboard-${id}`, 'preview.mp4'))) - 33)).toBeLessThanOrEqual(0.5);
      // melt loads the unpacked project as it is, every file found from its own folder.
      const { stderr } = await run('melt', [join(out, `storyboard-${id}`, 'project.kdenlive'), '-silent', '-consumer', `xml:${join(dir, 'loaded.mlt')}`], { timeout: 60_000 });
      expect(stderr).not.toMatch(/failed to load/i);
      expect((await readdir(join(out, `storyboard-${id}`, 'media'))).length).toBe(10);
    }, 180_000);

    it("keeps the download to admins (viewDownloadKden) and the customer's own storyboards", async () => {
      expectError(await call('GET', `/ai/getKdenFile?id=${id}&user_id=${me.id}`), 403, 'FEATURE_NOT_IN_PLAN');
      expectError(await call('GET', `/ai/getKdenFile?id=${id}&user_id=${entryId}`, undefined, admin.token), 404, AI_ERROR_CODES.AI_NOT_FOUND);
    });

    it('makes a Director Guide video of the shots and their guides, registered as the customer video', async () => {
      const res = await call('POST', '/ai/requestDGVideo', { id, user_id: me.id });
      expect(res.statusCode).toBe(200);
      const requestId = res.json().result.request_id as number;
      const status = await pollUntil(
        async () => (await call('GET', `/ai/checkDGVideoStatus?id=${requestId}`)).json().result as { status: number; error_message: string | null; video_asset_id: string | null },
        (s) => s.status === 3 || s.status === 4,
        180_000,
      );
      expect(status).toEqual({ status: 3, error_message: null, video_asset_id: `private/${me.sub}/ai/${id}/director-guide/${requestId}.mp4` });
      expect((await metadataOf(id)).dg_video_asset_id).toBe(status.video_asset_id);
      const asset = (await app.inject({ url: `/proxy/v1/customers/${me.id}/assets/${encodeURIComponent(status.video_asset_id ?? '')}`, headers: bearer(me.token) })).json().result;
      // Six slides of 5 s each (the shots' lengths, within 3 to 8 s), 1280x720.
      expect(asset).toMatchObject({ status: 'Ready', mediaType: 'Video', width: 1280, height: 720 });
      expect(Math.abs((asset.durationMillis as number) - 30_000)).toBeLessThanOrEqual(500);
      // Another customer's request is unknown; so is one that does not exist.
      expectError(await call('GET', `/ai/checkDGVideoStatus?id=${requestId}`, undefined, starter.token), 403, 'FEATURE_NOT_IN_PLAN');
      expectError(await call('GET', '/ai/checkDGVideoStatus?id=999999'), 404, AI_ERROR_CODES.AI_NOT_FOUND);
      expect((await call('GET', `/ai/checkDGVideoStatus?id=${requestId}`, undefined, admin.token)).statusCode).toBe(200);

      // Deleting a storyboard takes its Director Guide video along: the customer's video record, the file and its renditions.
      const copy = await insertAiStoryboard(app, me.id, (sid) => metadataFixture(sid, { shots: [{ seconds: 3 }] }));
      const copyRequest = (await call('POST', '/ai/requestDGVideo', { id: copy, user_id: me.id })).json().result.request_id as number;
      const made = await pollUntil(
        async () => (await call('GET', `/ai/checkDGVideoStatus?id=${copyRequest}`)).json().result as { status: number; video_asset_id: string | null },
        (s) => s.status === 3 || s.status === 4,
        180_000,
      );
      const video = made.video_asset_id ?? '';
      const { rows: stored } = await app.db.query<{ thumbnail_key: string | null; stream_key: string | null }>('select thumbnail_key, stream_key from media_assets where asset_id = $1', [video]);
      const derived = [stored[0]?.thumbnail_key, stored[0]?.stream_key].filter((k): k is string => typeof k === 'string');
      expect(derived.length).toBeGreaterThan(0);
      expect((await call('DELETE', '/ai/deleteAIStoryboards', { request_ids: [copy], user_id: me.id })).json()).toEqual({ result: { deleted: 1 } });
      expect((await app.db.query('select 1 from media_assets where asset_id = $1', [video])).rows).toHaveLength(0);
      for (const key of [video, ...derived]) expect({ key, stored: await app.storage.exists(key) }).toEqual({ key, stored: false });
    }, 240_000);

    it('adds the storyboard to the account: a Published classic storyboard in the Live project, with the shots', async () => {
      expect((await call('GET', `/ai/checkAddToAccountProgress?id=${id}&user_id=${me.id}`)).json().result).toEqual({ status: 0, script_id: 0, error_code: null, error_message: null });
      const res = await call('POST', '/ai/requestAddToAccount', { id, user_id: me.id });
      expect(res.statusCode).toBe(200);
      expect((res.json().result as AddToAccountProgress).status).toBe(1);
      const progress = await pollUntil(
        async () => (await call('GET', `/ai/checkAddToAccountProgress?id=${id}&user_id=${me.id}`)).json().result as AddToAccountProgress,
        (p) => p.status === 3 || p.status === 4,
        180_000,
      );
      expect(progress).toMatchObject({ status: 3, error_code: null, error_message: null });
      expect(progress.script_id).toBeGreaterThan(0);
      const storyboard = (await app.inject({ url: `/proxy/v1/customers/${me.id}/storyboards/${progress.script_id}`, headers: bearer(me.token) })).json().result as StoryboardDetail;
      expect(storyboard).toMatchObject({
        title: 'Beach clean-up: the story',
        description: 'Volunteers tell why they come back every weekend.',
        tags: ['volunteering', 'beach'],
        status: 'Published',
        publishedRenderQuality: 'High',
        shootingMode: 'Landscape',
        project: { projectType: 'Live' },
        numberOfShots: 6,
      });
      expect(storyboard.shots.map((s) => [s.shotNumber, s.title, s.durationMillis, s.ugvStatus])).toEqual(
        [1, 2, 3, 4, 5, 6].map((n) => [n, `Shot ${n} <of> "6" & more`, 5000, n === 6 ? 'OFF' : 'ON']),
      );
      const pictures = storyboard.shots.map((s) => s.imageAssetId ?? '');
      expect(pictures).toEqual([1, 2, 3, 4, 5, 6].map((n) => expect.stringMatching(new RegExp(`^private/${me.sub}/storyboards/deep-story/\\d+/shot-0${n}\\.png$`))));
      expect(storyboard.thumbnailAssetId).toBe(pictures[0]);
      for (const key of pictures) expect(await app.storage.stat(key)).toMatchObject({ contentType: 'image/png' });
      // In the customer's list, in Live, and the progress stays done.
      const list = (await app.inject({ url: `/proxy/v1/customers/${me.id}/storyboards`, headers: bearer(me.token) })).json().result as { scriptId: number; status: string }[];
      expect(list.find((s) => s.scriptId === progress.script_id)).toMatchObject({ status: 'Published' });
      expect((await call('GET', `/ai/checkAddToAccountProgress?id=${id}&user_id=${me.id}`)).json().result).toEqual(progress);
    }, 240_000);

    it('makes the project again after an edit, in place of the old one', async () => {
      const first = `private/${me.sub}/ai/${id}/post-production/1/output.tar.gz`;
      expect(await app.storage.exists(first)).toBe(true);
      await app.db.query('update ai_storyboards set revision = revision + 1 where id = $1', [id]);
      const res = await call('GET', `/ai/getKdenFile?id=${id}&user_id=${me.id}`, undefined, admin.token);
      expect(res.json().result).toEqual({ code: '1', path: null, message: `${DEEPSTORY_MESSAGES.kdenFileFailed}: the storyboard has changed since its editing project was made; film it again` });
      expect(await film(id)).toMatchObject({ post_production_process_status: 1, kdenlive_process_status: 1 });
      expect(await settled(id)).toMatchObject({ post_production_process_status: 3, kdenlive_process_status: 3 });
      expect((await call('GET', `/ai/getKdenFile?id=${id}&user_id=${me.id}`, undefined, admin.token)).json().result.code).toBe('0');
      expect(await app.storage.exists(`private/${me.sub}/ai/${id}/post-production/2/output.tar.gz`)).toBe(true);
      expect(await app.storage.exists(first)).toBe(false);
    }, 180_000);
  });

  describe('failures and refusals', () => {
    it('fails the preparation (4) when a shot media is gone, with the reason; no editing project', async () => {
      const gone = `private/${me.sub}/ai/media/gone.png`;
      const id = await insertAiStoryboard(app, me.id, (sid) => metadataFixture(sid, { shots: [{ seconds: 3, image: still }, { seconds: 3, image: gone }] }));
      await film(id);
      expect(await settled(id)).toEqual({
        post_production_process_status: 4,
        kdenlive_process_status: 0,
        error_code: '500',
        error_message: `The media of shot 2 is no longer stored (${gone})`,
      });
      expect((await call('GET', `/ai/getKdenFile?id=${id}&user_id=${me.id}`, undefined, admin.token)).json().result).toEqual({
        code: '1',
        path: null,
        message: `${DEEPSTORY_MESSAGES.kdenFileFailed}: The media of shot 2 is no longer stored (${gone})`,
      });
      expectError(await call('POST', '/ai/requestAddToAccount', { id, user_id: me.id }), 409, AI_ERROR_CODES.AI_POST_PRODUCTION_PENDING);
    }, 120_000);

    it("refuses a watermark that is not a picture with the spec's text", async () => {
      const id = await insertAiStoryboard(app, me.id, (sid) => metadataFixture(sid, { shots: [{ seconds: 3, image: still }], watermark: tone }));
      await film(id);
      expect(await settled(id)).toMatchObject({ post_production_process_status: 4, error_message: DEEPSTORY_MESSAGES.watermarkImageOnly });
    }, 120_000);

    it('answers the statuses before anything is asked, and refuses what is not ready', async () => {
      const id = await insertAiStoryboard(app, me.id, (sid) => metadataFixture(sid, { shots: [{ seconds: 3, image: still }] }));
      expect(await statusOf(id)).toEqual({ post_production_process_status: 0, kdenlive_process_status: 0, error_code: null, error_message: null });
      expect((await call('GET', `/ai/getKdenFile?id=${id}&user_id=${me.id}`, undefined, admin.token)).json().result).toEqual({
        code: '1',
        path: null,
        message: `${DEEPSTORY_MESSAGES.kdenFileFailed}: post-production has not been started`,
      });
      expectError(await call('POST', '/ai/requestAddToAccount', { id, user_id: me.id }), 409, AI_ERROR_CODES.AI_POST_PRODUCTION_PENDING);
      // Pictures still being drawn: not ready to film.
      const drawing = await insertAiStoryboard(app, me.id, (sid) => metadataFixture(sid, { shots: [{ seconds: 3 }] }), { imageStatus: 2 });
      expectError(await call('POST', '/ai/requestPostProduction', { id: drawing, user_id: me.id }), 409, AI_ERROR_CODES.AI_NOT_READY);
      expectError(await call('POST', '/ai/requestDGVideo', { id: drawing, user_id: me.id }), 409, AI_ERROR_CODES.AI_NOT_READY);
    });

    it("refuses another customer's ids (404), a user_id not the caller's (403), and a plan without Deep Story (403)", async () => {
      const theirs = await insertAiStoryboard(app, entryId, (sid) => metadataFixture(sid, { shots: [{ seconds: 3 }] }));
      const mine = await insertAiStoryboard(app, me.id, (sid) => metadataFixture(sid, { shots: [{ seconds: 3 }] }));
      const before = await app.db.query('select post_production_process_status, kdenlive_process_status from ai_storyboards where id = $1', [theirs]);
      for (const url of ['/ai/requestPostProduction', '/ai/requestDGVideo', '/ai/requestAddToAccount']) {
        expectError(await call('POST', url, { id: theirs, user_id: me.id }), 404, AI_ERROR_CODES.AI_NOT_FOUND);
        expectError(await call('POST', url, { id: theirs, user_id: entryId }), 403, AI_ERROR_CODES.AI_USER_MISMATCH);
        expectError(await call('POST', url, { id: mine, user_id: me.id }, starter.token), 403, 'FEATURE_NOT_IN_PLAN');
      }
      expectError(await call('GET', `/ai/checkPostProductionStatus?id=${theirs}`), 404, AI_ERROR_CODES.AI_NOT_FOUND);
      expectError(await call('GET', `/ai/checkAddToAccountProgress?id=${theirs}&user_id=${me.id}`), 404, AI_ERROR_CODES.AI_NOT_FOUND);
      expectError(await call('GET', `/ai/checkAddToAccountProgress?id=${theirs}&user_id=${entryId}`), 403, AI_ERROR_CODES.AI_USER_MISMATCH);
      expectError(await call('GET', '/ai/checkPostProductionStatus?id=999999'), 404, AI_ERROR_CODES.AI_NOT_FOUND);
      expect((await app.db.query('select post_production_process_status, kdenlive_process_status from ai_storyboards where id = $1', [theirs])).rows).toEqual(before.rows);
      // An admin may act for any customer, naming them.
      expect(await statusOf(theirs, admin.token)).toMatchObject({ post_production_process_status: 0 });
      expect((await app.inject({ url: `/ai/checkPostProductionStatus?id=${mine}` })).statusCode).toBe(401);
    });
  });
});

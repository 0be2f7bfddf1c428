import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  AI_ERROR_CODES,
  AI_STATUS,
  DEEPSTORY_MESSAGES,
  type AiMetadata,
  type AiStoryboardDetail,
  type AiStoryboardRecord,
} from '../../src/contracts';
import { bearer, seededApp, signIn } from '../support/account';
import { pollUntil, subOf, uploadKeyFor } from '../support/media';
import { customerIdOf } from '../support/storyboards';
import { aiCall, discovery, requestSeries, settledStatuses } from './support';

/*
 * The /ai calls of 002 §7 (docs/adr/029) with the local planner and renderer and the job
 * workers running: a brief becomes a series of storyboards with pictures under the
 * customer's private folder; the calls read, rename, edit, regenerate and delete them; a
 * wrong user_id is 403 and another customer's ids 404.
 */

interface Caller {
  readonly token: string;
  readonly sub: string;
  readonly id: number;
}

describe('the Deep Story calls', () => {
  let app: FastifyInstance;
  let me: Caller;
  let admin: Caller;
  let entryId: number;
  let series: number[];

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, data?: object, token = me.token) => aiCall(app, token, method, url, data);
  const metadataOf = async (id: number): Promise<AiMetadata> => (await call('GET', `/ai/getAIStoryboardMetadata?id=${id}&user_id=${me.id}`)).json().result as AiMetadata;
  const storyboardRow = async (id: number) =>
    (await app.db.query<{ revision: number; post_production_process_status: number; kdenlive_process_status: number }>('select * from ai_storyboards where id = $1', [id])).rows[0];

  beforeAll(async () => {
    app = await seededApp({ jobs: { pollingIntervalSeconds: 0.5 } });
    const caller = async (email: string): Promise<Caller> => {
      const token = (await signIn(app, email)).IdToken;
      return { token, sub: subOf(token), id: await customerIdOf(app, email) };
    };
    me = await caller('pro@demo.test');
    admin = await caller('admin@demo.test');
    entryId = await customerIdOf(app, 'entry@demo.test');
    series = await requestSeries(app, me.token, discovery(me.id, { second: 45 }));
    await settledStatuses(app, me.token, series);
  }, 120_000);
  afterAll(() => app.close());

  it('makes a series of storyboards from a brief, each generated with its pictures', async () => {
    expect(series).toHaveLength(3);
    const statuses = await settledStatuses(app, me.token, series);
    expect(statuses).toEqual(series.map((id) => ({ id, storyboard_process_status: 3, image_process_status: 3, error_code: null, error_message: null })));

    const list = (await call('GET', `/ai/getAIStoryboards?user_id=${me.id}`)).json().result as AiStoryboardRecord[];
    const mine = list.filter((r) => series.includes(r.id));
    expect(mine.map((r) => r.id)).toEqual(series);
    expect(new Set(mine.map((r) => r.series_id)).size).toBe(1);
    expect(new Set(mine.map((r) => r.title)).size).toBe(3);
    expect(mine.map((r) => r.objective)).toEqual(['Show how easy it is to join', 'Explain the impact on marine life', 'Show how easy it is to join']);
    for (const record of mine) {
      expect(record).toMatchObject({ series_title: 'Recruit volunteers for our weekend beach clean-up', format: 0, mode: 'Comprehensive', video_second: 45 });
      expect(record.storyboard_image_asset_id).toMatch(new RegExp(`^private/${me.sub}/ai/${record.id}/shots/[^/]+\\.png$`));
    }

    const [first] = series;
    const detail = (await call('GET', `/ai/getAIStoryboard?id=${first}&user_id=${me.id}`)).json().result as AiStoryboardDetail;
    expect(detail).toMatchObject({ id: first, post_production_process_status: 0, kdenlive_process_status: 0 });
    expect(detail.metadata.total_duration_seconds).toBe(45);
    expect(detail.metadata.thumbnail_asset_id).toBe(detail.metadata.shots[0]?.image_asset_id);
    for (const shot of detail.metadata.shots) {
      expect(shot.image_asset_id).toMatch(new RegExp(`^private/${me.sub}/ai/${first}/shots/${shot.shot_id}\\.png$`));
      expect(await app.storage.stat(shot.image_asset_id ?? '')).toMatchObject({ contentType: 'image/png' });
    }
    expect(await metadataOf(first ?? 0)).toEqual(detail.metadata);

    // The pictures are the customer's own: the existing asset-urls call signs them.
    const urls = await app.inject({ method: 'POST', url: `/proxy/v1/customers/${me.id}/asset-urls`, headers: bearer(me.token), payload: { assetIds: [detail.metadata.thumbnail_asset_id] } });
    expect(urls.statusCode).toBe(200);

    const brief = (await call('GET', `/ai/getStoryboardRequestDetail?id=${first}&user_id=${me.id}`)).json().result;
    expect(brief).toEqual({
      purpose: 'Recruit volunteers for our weekend beach clean-up',
      objectives: 'Show how easy it is to join, Explain the impact on marine life',
      topic: 'Why do you volunteer?',
      storyteller: 'Maya, the volunteer coordinator',
      target_audience: 'young adults',
      orientation: 0,
      video_length: 45,
    });
  });

  it('refuses a user_id that is not the caller (403), another customer\'s ids (404), and a plan without Deep Story (403)', async () => {
    const [first] = series;
    for (const [method, url, data] of [
      ['GET', `/ai/getAIStoryboards?user_id=${entryId}`],
      ['GET', `/ai/getAIStoryboard?id=${first}&user_id=${admin.id}`],
      ['POST', '/ai/requestAIStoryboards', discovery(entryId)],
      ['DELETE', '/ai/deleteAIStoryboards', { request_ids: [first], user_id: entryId }],
    ] as const) {
      const res = await call(method, url, data);
      expect({ url, status: res.statusCode, code: res.json().error_code }).toEqual({ url, status: 403, code: AI_ERROR_CODES.AI_USER_MISMATCH });
    }

    // An admin may act for a customer: a series of the Entry customer's, pictures under their identity.
    const theirs = await requestSeries(app, admin.token, discovery(entryId, { second: 30, format: 1 }));
    expect((await settledStatuses(app, admin.token, theirs)).every((s) => s.storyboard_process_status === AI_STATUS.Done)).toBe(true);
    const entrySub = subOf((await signIn(app, 'entry@demo.test')).IdToken);
    const theirMetadata = (await call('GET', `/ai/getAIStoryboardMetadata?id=${theirs[0]}&user_id=${entryId}`, undefined, admin.token)).json().result as AiMetadata;
    expect(theirMetadata.format).toBe(1);
    expect(theirMetadata.thumbnail_asset_id).toMatch(new RegExp(`^private/${entrySub}/ai/${theirs[0]}/`));

    const other = theirs[0] ?? 0;
    const shot = theirMetadata.shots[0];
    const probes = [
      ['GET', `/ai/checkGenerationStatus?request_ids=${series.join(',')},${other}`],
      ['GET', `/ai/getAIStoryboard?id=${other}&user_id=${me.id}`],
      ['GET', `/ai/getAIStoryboardMetadata?id=${other}&user_id=${me.id}`],
      ['GET', `/ai/getStoryboardRequestDetail?id=${other}&user_id=${me.id}`],
      ['DELETE', '/ai/deleteAIStoryboards', { request_ids: [first, other], user_id: me.id }],
      ['POST', '/ai/updateStoryboardTitle', { user_id: me.id, series: [], storyboards: [{ id: first, title: 'Mine' }, { id: other, title: 'Not mine' }] }],
      ['POST', '/ai/updateAIStoryboard', { id: other, user_id: me.id, title: 'Not mine', description: 'Not mine', tags: [], shots: theirMetadata.shots }],
      [
        'POST',
        '/ai/updateStoryboardMetadata',
        { id: other, user_id: me.id, watermark_image: [], last_logo_image: [], background_audio: [], post_production_global_settings: theirMetadata.post_production_global_settings, shots: [] },
      ],
      ['POST', '/ai/requestAIImageRegeneration', { id: other, user_id: me.id, items: [{ type: 1, shot_number: 1, prompt: 'Not mine', shot_id: shot?.shot_id }] }],
    ] as const;
    for (const [method, url, data] of probes) {
      const res = await call(method, url, data);
      expect({ url, status: res.statusCode, code: res.json().error_code }).toEqual({ url, status: 404, code: AI_ERROR_CODES.AI_NOT_FOUND });
    }
    // Nothing of either changed.
    expect((await call('GET', `/ai/getAIStoryboards?user_id=${me.id}`)).json().result.map((r: AiStoryboardRecord) => r.id)).toEqual(expect.arrayContaining(series));
    expect((await call('GET', `/ai/getAIStoryboardMetadata?id=${other}&user_id=${entryId}`, undefined, admin.token)).json().result).toEqual(theirMetadata);
    expect((await app.db.query('select count(*)::int as n from ai_image_regenerations where storyboard_id = $1', [other])).rows[0]).toEqual({ n: 0 });

    // Another customer's regeneration is 404 too.
    const regeneration = (await call('POST', '/ai/requestAIImageRegeneration', { id: other, user_id: entryId, items: [{ type: 1, shot_number: 1, prompt: 'A quiet street', shot_id: shot?.shot_id }] }, admin.token)).json().result.image_id[0].imageId as number;
    expect((await call('GET', `/ai/checkImageRegenerationStatus?id=${regeneration}`)).statusCode).toBe(404);

    // Ids past what the database holds are refused as invalid, not looked up.
    expect((await call('GET', `/ai/getAIStoryboard?id=1e30&user_id=${me.id}`)).statusCode).toBe(400);
    expect((await call('POST', '/ai/requestAIImageRegeneration', { id: first, user_id: me.id, items: [{ type: 1, shot_number: 2 ** 40, prompt: 'x', shot_id: 'x' }] })).statusCode).toBe(400);

    for (const email of ['beginner@demo.test', 'entry@demo.test']) {
      const customer = await customerIdOf(app, email);
      const token = (await signIn(app, email)).IdToken;
      const res = await call('GET', `/ai/getAIStoryboards?user_id=${customer}`, undefined, token);
      expect({ email, status: res.statusCode, code: res.json().error_code }).toEqual({ email, status: 403, code: 'FEATURE_NOT_IN_PLAN' });
    }
  }, 120_000);

  it('renames series and storyboards all or nothing', async () => {
    const [first, second] = series;
    const seriesId = (await call('GET', `/ai/getAIStoryboards?user_id=${me.id}`)).json().result.find((r: AiStoryboardRecord) => r.id === first).series_id as number;
    const ok = await call('POST', '/ai/updateStoryboardTitle', { user_id: me.id, series: [{ series_id: seriesId, series_title: 'Beach series' }], storyboards: [{ id: first, title: 'Dawn patrol' }] });
    expect(ok.json()).toEqual({ result: { updated: 2 } });
    const list = (await call('GET', `/ai/getAIStoryboards?user_id=${me.id}`)).json().result as AiStoryboardRecord[];
    expect(list.find((r) => r.id === first)).toMatchObject({ title: 'Dawn patrol', series_title: 'Beach series' });
    expect((await metadataOf(first ?? 0)).title).toBe('Dawn patrol');

    const refused = await call('POST', '/ai/updateStoryboardTitle', { user_id: me.id, series: [{ series_id: seriesId + 1000, series_title: 'Nope' }], storyboards: [{ id: second, title: 'Not applied' }] });
    expect(refused.statusCode).toBe(404);
    expect((await call('GET', `/ai/getAIStoryboards?user_id=${me.id}`)).json().result.find((r: AiStoryboardRecord) => r.id === second).title).not.toBe('Not applied');
    const blank = await call('POST', '/ai/updateStoryboardTitle', { user_id: me.id, series: [], storyboards: [{ id: second, title: '  ' }] });
    expect(blank.statusCode).toBe(400);
  });

  it('saves the storyboard page: shots reordered, removed and added, renumbered, the total recomputed, post-production stale', async () => {
    const id = series[1] ?? 0;
    const before = await metadataOf(id);
    await app.db.query('update ai_storyboards set post_production_process_status = 3, kdenlive_process_status = 3 where id = $1', [id]);
    const revision = (await storyboardRow(id))?.revision ?? 0;
    const [a, b, ...rest] = before.shots;
    if (!a || !b) throw new Error('too few shots');
    const added = { ...a, shot_id: randomUUID(), title: 'A new shot', duration_seconds: 7, image_asset_id: null, video_asset_id: null, type: 0 as const };
    const shots = [b, a, ...rest.slice(0, -1), added];
    const saved = await call('POST', '/ai/updateAIStoryboard', { id, user_id: me.id, title: 'Edited', description: 'Edited description', tags: ['one', 'two'], shots });
    expect(saved.json()).toEqual({ result: { updated: 1 } });
    const after = await metadataOf(id);
    expect(after).toMatchObject({ title: 'Edited', description: 'Edited description', tags: ['one', 'two'] });
    expect(after.shots.map((s) => s.shot_id)).toEqual(shots.map((s) => s.shot_id));
    expect(after.shots.map((s) => s.shot_number)).toEqual(shots.map((_, i) => i + 1));
    expect(after.total_duration_seconds).toBe(shots.reduce((sum, s) => sum + s.duration_seconds, 0));
    expect(after.shots[0]?.image_asset_id).toBe(b.image_asset_id);
    expect(after.shots.at(-1)).toMatchObject({ title: 'A new shot', image_asset_id: null, media_type: 1 });
    expect(await storyboardRow(id)).toMatchObject({ revision: revision + 1, post_production_process_status: 0, kdenlive_process_status: 0 });
    // The removed shot's picture went with it; the others stay.
    expect(await app.storage.exists(before.shots.at(-1)?.image_asset_id ?? '')).toBe(false);
    expect(await app.storage.exists(a.image_asset_id ?? '')).toBe(true);

    // A picture Deep Story made changes only through regeneration: a stale key is not taken.
    const swapped = after.shots.map((s, i) => (i === 0 ? { ...s, image_asset_id: after.shots[1]?.image_asset_id ?? null } : s));
    await call('POST', '/ai/updateAIStoryboard', { id, user_id: me.id, title: 'Edited', description: 'Edited description', tags: [], shots: swapped });
    expect((await metadataOf(id)).shots[0]?.image_asset_id).toBe(b.image_asset_id);

    const empty = await call('POST', '/ai/updateAIStoryboard', { id, user_id: me.id, title: 'Edited', description: 'x', tags: [], shots: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error_code: 'VALIDATION_ERROR', error_message: DEEPSTORY_MESSAGES.emptyShots });
    const zero = await call('POST', '/ai/updateAIStoryboard', { id, user_id: me.id, title: 'Edited', description: 'x', tags: [], shots: [{ ...a, duration_seconds: 0 }] });
    expect(zero.statusCode).toBe(400);
    const foreign = await call('POST', '/ai/updateAIStoryboard', { id, user_id: me.id, title: 'Edited', description: 'x', tags: [], shots: [{ ...a, image_asset_id: uploadKeyFor('someone-else', 'x.png') }] });
    expect(foreign.json().error_code).toBe('FOREIGN_PRIVATE_ASSET');
    expect((await metadataOf(id)).shots).toHaveLength(shots.length);
  });

  it('saves the film step: the customer\'s own files, each shot\'s ugc, media and transition', async () => {
    const id = series[2] ?? 0;
    const before = await metadataOf(id);
    const watermark = uploadKeyFor(me.sub, 'logo.png');
    const video = uploadKeyFor(me.sub, 'clip.mp4');
    const [shot] = before.shots;
    if (!shot) throw new Error('no shot');
    const settings = before.post_production_global_settings.video.kdenlive_ids.map((k) => (k.id === 'fps' ? { ...k, value: '30' } : k));
    const body = {
      id,
      user_id: me.id,
      watermark_image: [{ asset_id: watermark }],
      last_logo_image: [{ asset_id: 'public/defaults/shot-1.png' }],
      background_audio: [],
      post_production_global_settings: { video: { kdenlive_ids: settings } },
      shots: [{ shot_id: shot.shot_id, ugc: 'No', image_asset_id: shot.image_asset_id, video_asset_id: video, kdenlive_ids: [{ id: 'transition', value: 'wipe', value_list: 'cut,dissolve,wipe,slide', description: 'x' }] }],
    };
    // A project made before holds the old settings: the save makes post-production stale (0, 0).
    await app.db.query('update ai_storyboards set post_production_process_status = 3, kdenlive_process_status = 3 where id = $1', [id]);
    expect((await call('POST', '/ai/updateStoryboardMetadata', body)).json()).toEqual({ result: { updated: 1 } });
    expect((await app.db.query('select post_production_process_status as p, kdenlive_process_status as k from ai_storyboards where id = $1', [id])).rows).toEqual([{ p: 0, k: 0 }]);
    const after = await metadataOf(id);
    expect(after.watermark_image).toEqual([{ asset_id: watermark }]);
    expect(after.last_logo_image).toEqual([{ asset_id: 'public/defaults/shot-1.png' }]);
    expect(after.post_production_global_settings.video.kdenlive_ids.find((k) => k.id === 'fps')?.value).toBe('30');
    expect(after.shots[0]).toMatchObject({ ugc: 'No', video_asset_id: video, media_type: 0, title: shot.title });
    expect(after.shots.slice(1)).toEqual(before.shots.slice(1));

    const foreign = await call('POST', '/ai/updateStoryboardMetadata', { ...body, watermark_image: [{ asset_id: uploadKeyFor('someone-else', 'logo.png') }] });
    expect(foreign.json().error_code).toBe('FOREIGN_PRIVATE_ASSET');
    const unknown = await call('POST', '/ai/updateStoryboardMetadata', { ...body, shots: [{ ...body.shots[0], shot_id: 'not-a-shot' }] });
    expect(unknown.statusCode).toBe(400);
    expect((await metadataOf(id)).watermark_image).toEqual([{ asset_id: watermark }]);
  });

  it("redraws a shot's picture from a new prompt (3 with the image key, set on the shot and the cover)", async () => {
    const id = series[0] ?? 0;
    const before = await metadataOf(id);
    const [shot] = before.shots;
    if (!shot) throw new Error('no shot');
    expect(before.thumbnail_asset_id).toBe(shot.image_asset_id);
    const res = await call('POST', '/ai/requestAIImageRegeneration', { id, user_id: me.id, items: [{ type: 1, shot_number: 1, prompt: 'Volunteers at sunrise', shot_id: shot.shot_id }] });
    const imageId = (res.json().result.image_id as { imageId: number }[])[0]?.imageId;
    const status = await pollUntil<{ status: number; image_key: string }>(
      async () => (await call('GET', `/ai/checkImageRegenerationStatus?id=${imageId}`)).json().result,
      (s) => s.status === AI_STATUS.Done || s.status === AI_STATUS.Failed,
    );
    expect(status).toEqual({ status: 3, image_key: `private/${me.sub}/ai/${id}/regenerations/${imageId}.png`, error_code: null, error_message: null });
    const after = await metadataOf(id);
    expect(after.shots[0]).toMatchObject({ image_asset_id: status.image_key, shot_image_prompt: 'Volunteers at sunrise' });
    expect(after.thumbnail_asset_id).toBe(status.image_key);
    expect(await app.storage.exists(status.image_key)).toBe(true);
    // The picture it replaced is gone.
    expect(await app.storage.exists(shot.image_asset_id ?? '')).toBe(false);
  });

  it('deletes storyboards with their pictures, all or none, and a series once empty', async () => {
    const [first, ...others] = series;
    const metadata = await metadataOf(first ?? 0);
    const keys = [...metadata.shots.map((s) => s.image_asset_id), metadata.thumbnail_asset_id].filter((k): k is string => k !== null);
    const regenerated = (await app.db.query<{ image_key: string }>('select image_key from ai_image_regenerations where storyboard_id = $1', [first])).rows.map((r) => r.image_key);
    expect(regenerated).toHaveLength(1);
    const res = await call('DELETE', '/ai/deleteAIStoryboards', { request_ids: [first], user_id: me.id });
    expect(res.json()).toEqual({ result: { deleted: 1 } });
    for (const key of [...keys, ...regenerated]) expect({ key, stored: await app.storage.exists(key) }).toEqual({ key, stored: false });
    expect((await call('GET', `/ai/getAIStoryboard?id=${first}&user_id=${me.id}`)).statusCode).toBe(404);
    // The others' pictures stay.
    const kept = (await metadataOf(others[0] ?? 0)).thumbnail_asset_id ?? '';
    expect(await app.storage.exists(kept)).toBe(true);

    const seriesId = (await call('GET', `/ai/getAIStoryboards?user_id=${me.id}`)).json().result.find((r: AiStoryboardRecord) => r.id === others[0]).series_id as number;
    expect((await call('DELETE', '/ai/deleteAIStoryboards', { request_ids: others, user_id: me.id })).json()).toEqual({ result: { deleted: 2 } });
    expect((await app.db.query('select count(*)::int as n from ai_series where id = $1', [seriesId])).rows[0]).toEqual({ n: 0 });
    expect((await call('GET', `/ai/getAIStoryboards?user_id=${me.id}`)).json().result).toEqual([]);
  });
});

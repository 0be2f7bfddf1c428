import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { RENDER_MESSAGES, STORYBOARD_MESSAGES, type MediaAsset, type TestRender } from '../../src/contracts';
import { mediaAssetRepository } from '../../src/plugins/app/media/media-repository';
import { bearer, seededApp, signIn } from '../support/account';
import { pollUntil, subOf } from '../support/media';
import { customerIdOf, makeStoryboard } from '../support/storyboards';
import { probeFilm } from './film-probe';
import { readRender, readyAsset, shortStoryboard } from './support';

/*
 * Test renders (001 §4 "Render", §7): a Pro customer fills each UGV shot of a Published
 * storyboard with one of their own Ready videos, the job renders a real film with ffmpeg
 * (checked with ffprobe) and registers it with its HLS rendition; the refusals of 001 §5
 * and the plan and ownership rules of 001 §6 hold on the server.
 */
describe('test renders', () => {
  let app: FastifyInstance;
  let pro: { token: string; sub: string; id: number };
  let starter: { token: string; sub: string; id: number };
  let storyboard: { id: number; shotIds: number[] };
  let videos: MediaAsset[];
  let dir: string;

  const base = (customerId: number): string => `/proxy/v1/customers/${customerId}`;
  const start = (body: object, as = pro.token, customerId = pro.id, storyboardId = storyboard.id) =>
    app.inject({ method: 'POST', url: `${base(customerId)}/storyboards/${storyboardId}/test-render`, headers: bearer(as), payload: body });
  const refused = async (res: Awaited<ReturnType<typeof start>>, status: number, code: string, message?: string): Promise<void> => {
    expect([res.statusCode, res.json().error_code]).toEqual([status, code]);
    if (message) expect(res.json().error_message).toBe(message);
  };
  const rendersCount = async (): Promise<number> => Number((await app.db.query<{ n: string }>('select count(*) as n from test_renders')).rows[0]?.n);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'render-route-test-'));
    app = await seededApp({ env: { STORAGE_DIR: 'memory://' }, jobs: { pollingIntervalSeconds: 0.5 } });
    const signedIn = async (email: string) => {
      const token = (await signIn(app, email)).IdToken;
      return { token, sub: subOf(token), id: await customerIdOf(app, email) };
    };
    pro = await signedIn('pro@demo.test');
    starter = await signedIn('starter@demo.test');
    storyboard = await shortStoryboard(app, pro.id, [1, 2]);
    videos = [await readyAsset(app, pro.token, pro.sub, pro.id), await readyAsset(app, pro.token, pro.sub, pro.id)];
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const bothShots = () => storyboard.shotIds.map((shotId, i) => ({ shotId, assetId: videos[i]?.assetId ?? '' }));

  it('renders the shots into a 1080p H.264/AAC MP4 of their summed length, with fast start and a streaming rendition', async () => {
    const res = await start({ title: 'Club day cut', shots: bothShots() });
    expect(res.statusCode).toBe(200);
    const { id, processingStatus } = res.json().result;
    expect(processingStatus).toBe('Processing');

    const steps = new Set<string>();
    const done = await pollUntil<TestRender>(
      async () => {
        const render = await readRender(app, pro.token, pro.id, id);
        if (render.step) steps.add(render.step);
        return render;
      },
      (r) => r.status !== 'Processing',
      120_000,
    );
    expect(done).toMatchObject({ id, storyboardId: storyboard.id, title: 'Club day cut', status: 'Complete', step: null, error: null });
    expect(done.assetId).toMatch(new RegExp(`^private/${pro.sub}/renders/\\d{4}/\\d{2}/\\d{2}/[^/]+/Club-day-cut\\.mp4$`));
    expect(Math.abs((done.durationMillis ?? 0) - 3000)).toBeLessThanOrEqual(200);
    // The job said what it was doing (polled every 150 ms, it is seen at work at least once).
    expect(steps.size).toBeGreaterThan(0);
    expect([...steps].every((s) => /^(Waiting to start|Fetching the shot videos|Encoding shot [12] of 2|Joining the shots|Storing the video|Making the streaming version)$/.test(s))).toBe(true);

    // The stored film, as ffprobe reads it.
    const stored = await app.storage.get(done.assetId ?? '');
    expect(stored?.contentType).toBe('video/mp4');
    const file = join(dir, 'film.mp4');
    await pipeline(stored!.body, createWriteStream(file));
    const film = await probeFilm(file);
    expect(film.video).toMatchObject({ codec: 'h264', width: 1920, height: 1080 });
    expect(film.audio).toMatchObject({ codec: 'aac' });
    expect(Math.abs(film.durationSeconds - 3)).toBeLessThanOrEqual(0.2);
    expect(film.fastStart).toBe(true);

    // A registered video of the customer's, with a thumbnail and HLS rendition, signed for viewing.
    const asset = (await app.inject({ url: `${base(pro.id)}/assets/${encodeURIComponent(done.assetId ?? '')}`, headers: bearer(pro.token) })).json().result;
    expect(asset).toMatchObject({ status: 'Ready', mediaType: 'Video', width: 1920, height: 1080, streamAssetId: expect.stringMatching(/\.media\/hls\/index\.m3u8$/) });
    const urls = await app.inject({ method: 'POST', url: `${base(pro.id)}/asset-urls`, headers: bearer(pro.token), payload: { assetIds: [done.assetId] } });
    expect(urls.json().result[0]).toMatchObject({ url: expect.stringContaining('/storage/signed/'), streamUrl: expect.stringContaining('/storage/signed-playlist/') });

    // The Render tab's latest film.
    const latest = await app.inject({ url: `${base(pro.id)}/storyboards/${storyboard.id}/test-render/latest`, headers: bearer(pro.token) });
    expect(latest.json().result).toEqual(done);
  }, 180_000);

  it("refuses shots that are not the storyboard's UGV shots, one asset each, with the spec's text", async () => {
    const before = await rendersCount();
    const [first, second] = bothShots();
    const mismatch = async (body: object) => refused(await start(body), 400, 'SHOTS_ASSETS_MISMATCH', RENDER_MESSAGES.shotsAssetsMismatch);
    await refused(await start({ title: 'Half', shots: [first] }), 400, 'SHOTS_ASSETS_MISMATCH', RENDER_MESSAGES.shotsAssetsMismatch);
    await mismatch({ title: 'Twice', shots: [first, { ...second, shotId: first?.shotId }] });
    await mismatch({ title: 'Stranger', shots: [first, { ...second, shotId: 999_999 }] });
    await mismatch({ title: 'Three', shots: [first, second, { ...second, shotId: 999_998 }] });
    // A shot turned OFF is no UGV shot: one asset for it is one too many.
    await app.db.query(`update shots set ugv_status = 'OFF' where id = $1`, [second?.shotId]);
    await mismatch({ title: 'Off', shots: [first, second] });
    await app.db.query(`update shots set ugv_status = 'ON' where id = $1`, [second?.shotId]);
    await refused(await start({ title: 'Empty', shots: [] }), 400, 'VALIDATION_ERROR');
    expect(await rendersCount()).toBe(before);
  });

  it("refuses an asset that is not the customer's own Ready video: 'Asset is not supported or invalid'", async () => {
    const before = await rendersCount();
    const [first, second] = bothShots();
    const invalid = async (assetId: string) =>
      refused(await start({ title: 'Bad asset', shots: [first, { ...second, assetId }] }), 400, 'RENDER_ASSET_INVALID', STORYBOARD_MESSAGES.assetNotSupported);
    await invalid((await readyAsset(app, pro.token, pro.sub, pro.id, 'still')).assetId);
    await invalid((await readyAsset(app, starter.token, starter.sub, starter.id, 'video')).assetId);
    await invalid(`private/${pro.sub}/uploads/2026/05/04/none/never-registered.mp4`);
    const processing = `private/${pro.sub}/uploads/2026/05/04/waiting/still-processing.mp4`;
    await mediaAssetRepository(app.db).register({ customerId: pro.id, assetId: processing, bucket: 'memory', mediaType: 'Video', contentType: 'video/mp4', size: 10, etag: 'x', originalFileName: null });
    await invalid(processing);
    expect(await rendersCount()).toBe(before);
  });

  it('renders only a storyboard that may be rendered, of the caller, with a plan that includes rendering', async () => {
    const before = await rendersCount();
    const body = { title: 'Not allowed', shots: bothShots() };
    // A Draft is not Published.
    const draft = await shortStoryboard(app, pro.id, [1, 1], 'Draft');
    await refused(await start({ ...body, shots: draft.shotIds.map((shotId, i) => ({ shotId, assetId: videos[i]?.assetId })) }, pro.token, pro.id, draft.id), 409, 'RENDER_NOT_ALLOWED');
    // No viewRender in the Starter plan: 403, on their own Published storyboard too.
    const theirs = await shortStoryboard(app, starter.id, [1, 1]);
    await refused(await start(body, starter.token, starter.id, theirs.id), 403, 'FEATURE_NOT_IN_PLAN');
    // Another customer's storyboard: under their id 403, under one's own 404.
    await refused(await start(body, pro.token, starter.id, theirs.id), 403, 'FORBIDDEN_CUSTOMER');
    await refused(await start(body, pro.token, pro.id, theirs.id), 404, 'STORYBOARD_NOT_FOUND');
    expect(await rendersCount()).toBe(before);
  });

  it("shows a render only to its customer (and an admin), and another customer's storyboard's latest film to nobody else", async () => {
    const id = Number((await app.db.query<{ id: string }>('select max(id) as id from test_renders')).rows[0]?.id);
    const admin = (await signIn(app, 'admin@demo.test')).IdToken;
    expect((await app.inject({ url: `${base(pro.id)}/test-render/${id}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await app.inject({ url: `${base(pro.id)}/test-render/${id}`, headers: bearer(starter.token) })).json().error_code).toBe('FORBIDDEN_CUSTOMER');
    expect((await app.inject({ url: `${base(starter.id)}/test-render/${id}`, headers: bearer(starter.token) })).json().error_code).toBe('TEST_RENDER_NOT_FOUND');
    expect((await app.inject({ url: `${base(starter.id)}/storyboards/${storyboard.id}/test-render/latest`, headers: bearer(starter.token) })).json().error_code).toBe(
      'STORYBOARD_NOT_FOUND',
    );
    const other = await makeStoryboard(app, pro.id, { status: 'Published', shots: 1 });
    expect((await app.inject({ url: `${base(pro.id)}/storyboards/${other}/test-render/latest`, headers: bearer(pro.token) })).json()).toEqual({ result: null });
  });
});

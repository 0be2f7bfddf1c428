import type { FastifyInstance } from 'fastify';
import type { MediaAsset } from '../../src/contracts';
import { readObject } from '../../src/plugins/app/storage';
import { MEDIA_PROCESS_QUEUE } from '../../src/plugins/app/media';
import { bearer, seededApp } from '../support/account';
import { mediaCallers, pollUntil, storeTestMedia, subOf, uploadKeyFor, type MediaCaller } from '../support/media';
import { makeStoryboard } from '../support/storyboards';

/*
 * Registering uploaded media (001 §7 POST .../assets): refusals, then real processing in the
 * job queue with ffmpeg: Ready with a thumbnail and an HLS rendition stored beside the file,
 * or Failed with a reason. A release waits in Processing for the media it uses.
 */
describe('registered media', () => {
  let app: FastifyInstance;
  let token: string;
  let sub: string;
  let me: number;
  let other: MediaCaller;
  let admin: string;

  beforeAll(async () => {
    app = await seededApp({ env: { STORAGE_DIR: 'memory://' }, jobs: { pollingIntervalSeconds: 0.5 } });
    ({ me: { token, sub, id: me }, other, admin } = await mediaCallers(app));
  });
  afterAll(() => app.close());

  const register = (location: { key: string; bucket: string }, as = token, customerId = me) =>
    app.inject({ method: 'POST', url: `/proxy/v1/customers/${customerId}/assets`, headers: bearer(as), payload: location });
  const read = async (assetId: string, as = token, customerId = me) =>
    app.inject({ url: `/proxy/v1/customers/${customerId}/assets/${encodeURIComponent(assetId)}`, headers: bearer(as) });
  const whenProcessed = (assetId: string) =>
    pollUntil<MediaAsset>(
      async () => (await read(assetId)).json().result,
      (asset) => asset.status !== 'Processing',
    );
  const mediaJobsFor = async (assetId: string): Promise<number> => {
    const { rows } = await app.db.query<{ n: string }>(`select count(*) as n from pgboss.job where name = $1 and data->>'assetId' = $2`, [MEDIA_PROCESS_QUEUE, assetId]);
    return Number(rows[0]?.n);
  };

  it('registers a video: Video at once, then Ready with its length, a thumbnail and an HLS rendition stored beside it', async () => {
    const location = await storeTestMedia(app.storage, sub, 'threeScenes', { fileName: 'club-day.mp4' });
    const res = await register(location);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { assetId: location.key, mediaType: 'Video' } });

    const asset = await whenProcessed(location.key);
    expect(asset).toMatchObject({
      assetId: location.key,
      mediaType: 'Video',
      status: 'Ready',
      contentType: 'video/mp4',
      originalFileName: 'club-day.mp4',
      width: 320,
      height: 180,
      thumbnailAssetId: `${location.key}.media/thumbnail.jpg`,
      streamAssetId: `${location.key}.media/hls/index.m3u8`,
      error: null,
    });
    expect(asset.durationMillis).toBeGreaterThanOrEqual(3500);
    expect(asset.size).toBe((await app.storage.stat(location.key))?.size);

    expect(await app.storage.stat(`${location.key}.media/thumbnail.jpg`)).toMatchObject({ contentType: 'image/jpeg' });
    const playlist = (await readObject(app.storage, `${location.key}.media/hls/index.m3u8`))?.toString('utf8') ?? '';
    expect(playlist).toContain('#EXT-X-ENDLIST');
    const segments = playlist.split('\n').filter((l) => l.endsWith('.ts'));
    expect(segments.length).toBeGreaterThanOrEqual(1);
    for (const segment of segments) expect(await app.storage.stat(`${location.key}.media/hls/${segment}`)).toMatchObject({ contentType: 'video/mp2t' });
  });

  it('registers a still (a thumbnail, no stream) and a tone (its length only)', async () => {
    const still = await storeTestMedia(app.storage, sub, 'still');
    expect((await register(still)).json().result.mediaType).toBe('Image');
    const tone = await storeTestMedia(app.storage, sub, 'tone');
    expect((await register(tone)).json().result.mediaType).toBe('Audio');
    expect(await whenProcessed(still.key)).toMatchObject({ status: 'Ready', mediaType: 'Image', width: 320, height: 180, durationMillis: null, streamAssetId: null, thumbnailAssetId: `${still.key}.media/thumbnail.jpg` });
    const sound = await whenProcessed(tone.key);
    expect(sound).toMatchObject({ status: 'Ready', mediaType: 'Audio', width: null, thumbnailAssetId: null, streamAssetId: null });
    expect(sound.durationMillis).toBeGreaterThanOrEqual(1900);
  });

  it('corrects the declared type after probing (a video stored as audio/mp4)', async () => {
    const location = await storeTestMedia(app.storage, sub, 'video', { contentType: 'audio/mp4', fileName: 'voice.m4a' });
    expect((await register(location)).json().result.mediaType).toBe('Audio');
    expect(await whenProcessed(location.key)).toMatchObject({ status: 'Ready', mediaType: 'Video' });
    // Registered again, unchanged: answered as it is, nothing queued again.
    expect((await register(location)).json().result).toEqual({ assetId: location.key, mediaType: 'Video' });
    expect(await mediaJobsFor(location.key)).toBe(1);
  });

  it('marks a corrupt file Failed with a reason a person can act on', async () => {
    const key = uploadKeyFor(sub, 'broken.mp4');
    await app.storage.put(key, Buffer.from('not really a video '.repeat(100)), 'video/mp4');
    expect((await register({ key, bucket: app.storage.bucket })).json().result.mediaType).toBe('Video');
    const asset = await whenProcessed(key);
    expect(asset).toMatchObject({ status: 'Failed', thumbnailAssetId: null, streamAssetId: null });
    expect(asset.error).toMatch(/^The file could not be read as an image, video or audio file \(.+\)$/);
    // Replaced with a real video and registered again: processed again.
    await app.storage.put(key, (await readObject(app.storage, (await storeTestMedia(app.storage, sub, 'video')).key)) as Buffer, 'video/mp4');
    expect((await register({ key, bucket: app.storage.bucket })).statusCode).toBe(200);
    expect(await whenProcessed(key)).toMatchObject({ status: 'Ready', error: null });
  });

  it('refuses what it cannot register, storing and queueing nothing', async () => {
    const jobsBefore = await app.db.query<{ n: string }>(`select count(*) as n from pgboss.job where name = $1`, [MEDIA_PROCESS_QUEUE]);
    const assetsBefore = await app.db.query<{ n: string }>('select count(*) as n from media_assets');
    const refused = async (res: Awaited<ReturnType<typeof register>>, status: number, code: string) =>
      expect([res.statusCode, res.json().error_code]).toEqual([status, code]);

    await refused(await register({ key: uploadKeyFor(sub, 'never-sent.mp4'), bucket: app.storage.bucket }), 409, 'OBJECT_NOT_UPLOADED');
    const stored = await storeTestMedia(app.storage, sub, 'still');
    await refused(await register({ key: stored.key, bucket: 'some-other-bucket' }), 409, 'OBJECT_NOT_UPLOADED');
    // Another identity's private key, even one that exists.
    const theirs = await storeTestMedia(app.storage, other.sub, 'still');
    await refused(await register(theirs), 403, 'FOREIGN_PRIVATE_ASSET');
    const text = uploadKeyFor(sub, 'notes.txt');
    await app.storage.put(text, Buffer.from('hello'), 'text/plain');
    await refused(await register({ key: text, bucket: app.storage.bucket }), 400, 'UPLOAD_TYPE_NOT_ALLOWED');
    const doc = uploadKeyFor(sub, 'storyboard.json');
    await app.storage.put(doc, Buffer.from('{}'), 'application/json');
    await refused(await register({ key: doc, bucket: app.storage.bucket }), 400, 'UPLOAD_TYPE_NOT_ALLOWED');
    await refused(await register({ key: '../etc/passwd', bucket: 'local' }), 400, 'VALIDATION_ERROR');
    // Another customer's id in the path.
    await refused(await register(stored, other.token), 403, 'FORBIDDEN_CUSTOMER');

    expect((await app.db.query<{ n: string }>(`select count(*) as n from pgboss.job where name = $1`, [MEDIA_PROCESS_QUEUE])).rows).toEqual(jobsBefore.rows);
    expect((await app.db.query<{ n: string }>('select count(*) as n from media_assets')).rows).toEqual(assetsBefore.rows);
  });

  it("shows an asset to its customer and an admin, not to another customer (404 under their own id)", async () => {
    const location = await storeTestMedia(app.storage, sub, 'still');
    expect((await register(location)).statusCode).toBe(200);
    expect((await read(location.key)).statusCode).toBe(200);
    expect((await read(location.key, admin)).statusCode).toBe(200);
    expect((await read(location.key, other.token)).statusCode).toBe(403);
    const theirs = await read(location.key, other.token, other.id);
    expect([theirs.statusCode, theirs.json().error_code]).toEqual([404, 'ASSET_NOT_FOUND']);
    expect((await read('private/nobody/never.png')).json().error_code).toBe('ASSET_NOT_FOUND');
  });

  it("lets an admin register for a customer, under that customer's identity", async () => {
    const location = await storeTestMedia(app.storage, sub, 'still');
    const res = await register(location, admin);
    expect(res.statusCode).toBe(200);
    const { rows } = await app.db.query<{ customer_id: number }>('select customer_id from media_assets where asset_id = $1', [location.key]);
    expect(rows[0]?.customer_id).toBe(me);
    const adminsOwn = await storeTestMedia(app.storage, subOf(admin), 'still');
    expect((await register(adminsOwn, admin)).json().error_code).toBe('FOREIGN_PRIVATE_ASSET');
  });

  describe('a release waits for the media it uses', () => {
    const url = (id: number, rest = '') => `/proxy/v1/customers/${me}/storyboards/${id}${rest}`;
    const status = async (id: number): Promise<{ status: string; releaseError: string | null }> =>
      (await app.inject({ url: url(id), headers: bearer(token) })).json().result;
    const attach = async (id: number, assetId: string) =>
      expect(
        (await app.inject({ method: 'PUT', url: url(id, `/assets/${encodeURIComponent(assetId)}`), headers: bearer(token), payload: { assetId, mediaType: 'Video' } })).statusCode,
      ).toBe(200);
    /** A registered video not yet processed: its row, no job (the test queues it when it wants). */
    const unprocessed = async (): Promise<string> => {
      const { key } = await storeTestMedia(app.storage, sub, 'video');
      const size = (await app.storage.stat(key))?.size ?? 0;
      await app.db.query(
        `insert into media_assets (customer_id, asset_id, bucket, media_type, content_type, size, etag) values ($1, $2, $3, 'Video', 'video/mp4', $4, $5)`,
        [me, key, app.storage.bucket, size, (await app.storage.stat(key))?.etag],
      );
      return key;
    };
    const releaseJobsDone = (id: number) =>
      pollUntil(
        async () => (await app.db.query<{ state: string }>(`select state from pgboss.job where name = 'storyboard-release' and (data->>'storyboardId')::int = $1`, [id])).rows,
        (rows) => rows.length > 0 && rows.every((r) => r.state === 'completed'),
      );

    it('stays Processing while a video is converted, then is Published', async () => {
      const id = await makeStoryboard(app, me, { shots: 1 });
      const clip = await unprocessed();
      await attach(id, clip);
      const res = await app.inject({ method: 'POST', url: url(id, '/release'), headers: bearer(token), payload: { publishedRenderQuality: 'High' } });
      expect(res.json().result.status).toBe('Processing');
      await releaseJobsDone(id);
      expect((await status(id)).status).toBe('Processing');

      await app.jobs.send(MEDIA_PROCESS_QUEUE, { assetId: clip });
      const done = await pollUntil(() => status(id), (s) => s.status !== 'Processing');
      expect(done).toMatchObject({ status: 'Published', releaseError: null });
      expect((await read(clip)).json().result.status).toBe('Ready');
    });

    it('goes back to Draft with the reason when its media cannot be processed', async () => {
      const id = await makeStoryboard(app, me, { shots: 1 });
      const clip = await unprocessed();
      await app.storage.put(clip, Buffer.from('garbage '.repeat(50)), 'video/mp4');
      await app.db.query('update media_assets set etag = $2 where asset_id = $1', [clip, (await app.storage.stat(clip))?.etag]);
      await attach(id, clip);
      await app.inject({ method: 'POST', url: url(id, '/release'), headers: bearer(token), payload: { publishedRenderQuality: 'High' } });
      await releaseJobsDone(id);
      await app.jobs.send(MEDIA_PROCESS_QUEUE, { assetId: clip });
      const done = await pollUntil(() => status(id), (s) => s.status !== 'Processing');
      expect(done.status).toBe('Draft');
      expect(done.releaseError).toMatch(new RegExp(`^${clip.replace(/[.()]/g, '\\$&')} could not be processed: The file could not be read`));
    });
  });
});

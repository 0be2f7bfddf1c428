import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SHOT_IMAGES, UPLOAD_KINDS, UPLOAD_MESSAGES } from '../../src/contracts';
import { PROJECT_FILE } from '../../src/plugins/app/ai-post/post-production';
import { editingProjectImporter, EDITING_PROJECT_LIMITS } from '../../src/plugins/app/media/editing-project-importer';
import { ImportError, type ImportedStoryboard } from '../../src/plugins/app/media/importers';
import { probeMedia } from '../../src/plugins/app/media/probe';
import { MemoryObjectStorage } from '../../src/plugins/app/storage/memory-storage';
import { bearer, seededApp, signIn } from '../support/account';
import { pollUntil, subOf, testMedia, uploadKeyFor } from '../support/media';
import { customerIdOf } from '../support/storyboards';
import { SHOT_SECONDS, deepStoryEntries, writeDeepStoryProject, writeTarGz, type MadeProject } from './editing-project-support';

/*
 * An editing project becomes a storyboard (docs/adr/030 "Importing"): Deep Story's
 * output.tar.gz, made here by post-production's own modules, gives its shots in order
 * with their titles and lengths, the pictures and clips in the archive stored beside the
 * upload; the watermark, the closing logo and the sound are no shots. A bare .kdenlive
 * gives the same shots without media. Archives with unsafe names, files that are no
 * project and XML with a DOCTYPE are refused.
 */

jest.setTimeout(120_000);

const FRAME_MILLIS = 40;
const titleOf = (n: number): string => `Shot ${n} <of> "${SHOT_SECONDS.length}" & more`;

describe('the editing-project importer', () => {
  let dir: string;
  let made: MadeProject;
  let archive: string;
  const storage = new MemoryObjectStorage();
  const importer = editingProjectImporter();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'editing-project-'));
    made = await writeDeepStoryProject(dir);
    archive = await writeTarGz(join(dir, 'output.tar.gz'), deepStoryEntries(dir, made));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** Imports `file` as an upload named `fileName` of `contentType`; the storyboard and the upload's key. */
  async function importFile(file: string, fileName: string, contentType: string): Promise<{ imported: ImportedStoryboard; key: string }> {
    const key = `private/tester/uploads/2026/05/04/${randomUUID()}/${fileName}`;
    const workDir = await mkdtemp(join(dir, 'work-'));
    try {
      const imported = await importer.import({ key, file, contentType, fileName, requestId: 42, workDir, storage });
      return { imported, key };
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }
  /** Writes `bytes` as a file of the test folder. */
  const fileOf = async (name: string, bytes: string | Buffer): Promise<string> => {
    const file = join(dir, name);
    await writeFile(file, bytes);
    return file;
  };
  const refusal = async (file: string, fileName: string, contentType = 'application/gzip'): Promise<Error> => {
    const err = await importFile(file, fileName, contentType).then(
      () => new Error('imported'),
      (e: Error) => e,
    );
    expect(err).toBeInstanceOf(ImportError);
    return err;
  };

  it('reads output.tar.gz: the shots in order with their titles and lengths, the project title', async () => {
    const { imported } = await importFile(archive, 'output.tar.gz', 'application/gzip');
    expect(imported.title).toBe('Beach clean-up & "friends"');
    expect(imported.description).toBe('');
    expect(imported.tags).toEqual([]);
    // Six shots: the watermark, the closing logo, the background audio and the shots' sound are none.
    expect(imported.shots.map((s) => s.title)).toEqual(SHOT_SECONDS.map((_, i) => titleOf(i + 1)));
    imported.shots.forEach((shot, i) => expect(Math.abs(shot.durationMillis - (SHOT_SECONDS[i] as number) * 1000)).toBeLessThanOrEqual(FRAME_MILLIS));
    const total = imported.shots.reduce((sum, s) => sum + s.durationMillis, 0);
    expect(Math.abs(total - (made.project.seconds - made.input.settings.closingLogoSeconds) * 1000)).toBeLessThanOrEqual(FRAME_MILLIS);
  });

  it('stores each shot’s picture or clip from the archive beside the upload', async () => {
    const { imported, key } = await importFile(archive, 'output.tar.gz', 'application/x-gzip');
    const folder = `${key}.media/requests/42`;
    const [one, two, three, four, five, six] = imported.shots;
    // Pictures: the shot's image, a JPEG.
    for (const [n, shot] of [[1, one], [4, four], [6, six]] as const) {
      expect(shot).toMatchObject({ imageKey: `${folder}/shot-00${n}.jpg`, shotType: 'VideoAudio' });
      expect(shot?.clip).toBeUndefined();
      expect(await storage.stat(shot?.imageKey as string)).toMatchObject({ contentType: 'image/jpeg' });
    }
    // Videos: the clip (the whole 2 s file, which the project repeats to fill shot 2's 4 s), its thumbnail the image.
    for (const [n, shot] of [[2, two], [5, five]] as const) {
      const clipKey = `${folder}/shot-00${n}.mp4`;
      expect(shot).toMatchObject({
        shotType: 'VideoAudio',
        imageKey: `${clipKey}.media/thumbnail.jpg`,
        clip: { key: clipKey, fileName: `shot-00${n}.mp4`, contentType: 'video/mp4', width: 320, height: 180 },
      });
      expect(Math.abs((shot?.clip?.durationMillis as number) - 2000)).toBeLessThanOrEqual(100);
      const stored = await storage.get(clipKey);
      expect(stored).toMatchObject({ contentType: 'video/mp4', size: shot?.clip?.size, etag: shot?.clip?.etag });
      stored?.body.destroy();
      expect(await storage.stat(shot?.imageKey as string)).toMatchObject({ contentType: 'image/jpeg' });
    }
    // Shot 3 has no media (a black clip in the project): enrichment gives it a default image.
    expect(three).toMatchObject({ title: titleOf(3) });
    expect(three?.imageKey).toBeUndefined();
    expect(three?.clip).toBeUndefined();
  });

  it('cuts a clip to the part of a longer video the timeline shows', async () => {
    // A 2 s video used from its 0.5 s point for 1 s (frames 12 to 37 at 25 fps).
    const video = await testMedia('video');
    const fileName = video.fileName;
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<mlt title="Cut test">
 <profile frame_rate_num="25" frame_rate_den="1" width="320" height="180"/>
 <chain id="chain0" out="49"><property name="resource">media/${fileName}</property><property name="length">50</property><property name="kdenlive:clipname">Middle</property></chain>
 <playlist id="playlist0"><entry producer="chain0" in="12" out="37"/></playlist>
 <tractor id="tractor0"><track producer="playlist0"/></tractor>
</mlt>
`;
    const sub = await mkdtemp(join(dir, 'cut-'));
    const project = join(sub, 'cut.kdenlive');
    await writeFile(project, xml);
    const file = await writeTarGz(join(sub, 'cut.tar.gz'), [
      { name: 'cut/cut.kdenlive', file: project },
      { name: `cut/media/${fileName}`, file: video.file },
    ]);
    const { imported } = await importFile(file, 'cut.tar.gz', 'application/gzip');
    expect(imported.title).toBe('Cut test');
    expect(imported.shots).toHaveLength(1);
    expect(imported.shots[0]).toMatchObject({ title: 'Middle', durationMillis: 1040 });
    const clip = imported.shots[0]?.clip;
    expect(Math.abs((clip?.durationMillis as number) - 1040)).toBeLessThanOrEqual(100);
    const local = join(sub, 'clip.mp4');
    const stored = await storage.get(clip?.key as string);
    const chunks: Buffer[] = [];
    for await (const c of stored?.body ?? []) chunks.push(c as Buffer);
    await writeFile(local, Buffer.concat(chunks));
    expect(Math.abs(((await probeMedia(local)).durationMillis as number) - 1040)).toBeLessThanOrEqual(100);
  });

  it('reads a bare .kdenlive project: the same shots and title, without media', async () => {
    const project = join(dir, made.folder, PROJECT_FILE);
    const { imported } = await importFile(project, 'beach.kdenlive', 'application/x-kdenlive');
    expect(imported.title).toBe('Beach clean-up & "friends"');
    expect(imported.shots.map((s) => s.title)).toEqual(SHOT_SECONDS.map((_, i) => titleOf(i + 1)));
    imported.shots.forEach((shot, i) => expect(Math.abs(shot.durationMillis - (SHOT_SECONDS[i] as number) * 1000)).toBeLessThanOrEqual(FRAME_MILLIS));
    expect(imported.shots.every((s) => s.imageKey === undefined && s.clip === undefined)).toBe(true);
  });

  it('names the storyboard after the upload when the project has no title', async () => {
    const xml = (await readFile(join(dir, made.folder, PROJECT_FILE), 'utf8'))
      .replace(/ title="[^"]*"/, '')
      .replace(/<property name="title">[^<]*<\/property>/, '')
      .replace(/<property name="kdenlive:documentnotes">[^<]*<\/property>/, '');
    const { imported } = await importFile(await fileOf('untitled.kdenlive', xml), 'club_open-day.kdenlive', 'application/x-kdenlive');
    expect(imported.title).toBe('club open day');
    const packed = await writeTarGz(join(dir, 'untitled.tar.gz'), [{ name: 'p/untitled.kdenlive', file: join(dir, 'untitled.kdenlive') }]);
    expect((await importFile(packed, 'season_2.tar.gz', 'application/gzip')).imported.title).toBe('season 2');
  });

  it('refuses an archive that names a file outside its folder, or by an absolute path', async () => {
    const project = join(dir, made.folder, PROJECT_FILE);
    const traversal = await writeTarGz(join(dir, 'traversal.tar.gz'), [
      { name: `${made.folder}/${PROJECT_FILE}`, file: project },
      { name: `${made.folder}/../../etc/cron.d/evil`, file: project },
    ]);
    expect((await refusal(traversal, 'output.tar.gz')).message).toMatch(/names a file outside its folder/);
    const absolute = await writeTarGz(join(dir, 'absolute.tar.gz'), [{ name: '/tmp/project.kdenlive', file: project }]);
    expect((await refusal(absolute, 'output.tar.gz')).message).toMatch(/absolute path/);
  });

  it('refuses files that are not editing projects, saying why', async () => {
    const still = await testMedia('still');
    // A .tar.gz of other files.
    const noProject = await writeTarGz(join(dir, 'photos.tar.gz'), [{ name: 'photos/shot.png', file: still.file }]);
    expect((await refusal(noProject, 'photos.tar.gz')).message).toMatch(/holds no Kdenlive project/);
    // Gzip, but no tar inside; cut short; not gzip and not XML.
    expect((await refusal(await fileOf('notes.gz', gzipSync('just some notes\n'.repeat(100))), 'notes.gz')).message).toMatch(/not a tar archive/);
    const whole = await readFile(archive);
    expect((await refusal(await fileOf('cut-short.tar.gz', whole.subarray(0, Math.floor(whole.length / 2))), 'output.tar.gz')).message).toMatch(/not a valid \.tar\.gz|cut short/);
    expect((await refusal(await fileOf('picture.kdenlive', await readFile(still.file)), 'picture.kdenlive', 'application/x-kdenlive')).message).toMatch(
      /not a Kdenlive project/,
    );
    // XML that is not an MLT document, and an MLT document without a timeline of video clips.
    expect((await refusal(await fileOf('page.kdenlive', '<html><body>Hello</body></html>'), 'page.kdenlive', 'application/x-kdenlive')).message).toMatch(
      /not a Kdenlive project: its root element is <html>/,
    );
    const silent = '<mlt><profile frame_rate_num="25" frame_rate_den="1"/><playlist id="a"><property name="kdenlive:audio_track">1</property></playlist><tractor id="t"><track producer="a" hide="video"/></tractor></mlt>';
    expect((await refusal(await fileOf('silent.kdenlive', silent), 'silent.kdenlive', 'application/x-kdenlive')).message).toMatch(/has no shots/);
    // The project in the archive is checked the same way.
    const html = await fileOf('inside.kdenlive', '<html/>');
    expect((await refusal(await writeTarGz(join(dir, 'html.tar.gz'), [{ name: 'x/inside.kdenlive', file: html }]), 'output.tar.gz')).message).toMatch(
      /The project x\/inside\.kdenlive is not a Kdenlive project/,
    );
  });

  it('refuses XML with a DOCTYPE or entities, and a project over its size', async () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE mlt [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<mlt title="&lol2;"/>`;
    expect((await refusal(await fileOf('laughs.kdenlive', laughs), 'laughs.kdenlive', 'application/x-kdenlive')).message).toMatch(/DOCTYPE .*DTDs and entity declarations are not accepted/);
    const external = '<mlt title="&xxe;"><tractor id="t"/></mlt>';
    expect((await refusal(await fileOf('xxe.kdenlive', external), 'xxe.kdenlive', 'application/x-kdenlive')).message).toMatch(/undefined entity \(&xxe;\).*entities are not accepted/);
    const inArchive = await writeTarGz(join(dir, 'laughs.tar.gz'), [{ name: 'p/project.kdenlive', file: join(dir, 'laughs.kdenlive') }]);
    expect((await refusal(inArchive, 'output.tar.gz')).message).toMatch(/DOCTYPE/);
    const huge = await fileOf('huge.kdenlive', Buffer.alloc(EDITING_PROJECT_LIMITS.PROJECT_MAX_BYTES + 1, 0x20));
    expect((await refusal(huge, 'huge.kdenlive', 'application/x-kdenlive')).message).toMatch(/larger than/);
  });

  it('reads the content types of the EditingProject upload kind', () => {
    expect(importer.contentTypes).toEqual(UPLOAD_KINDS.EditingProject.contentTypes);
    expect(UPLOAD_KINDS.EditingProject.contentTypes).toEqual(['application/gzip', 'application/x-gzip', 'application/x-kdenlive']);
  });
});

describe('a storyboard from an uploaded editing project (script creation)', () => {
  let app: FastifyInstance;
  let token: string;
  let me: number;
  let dir: string;
  let archive: Buffer;
  let project: Buffer;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'editing-project-route-'));
    const made = await writeDeepStoryProject(dir);
    archive = await readFile(await writeTarGz(join(dir, 'output.tar.gz'), deepStoryEntries(dir, made)));
    project = await readFile(join(dir, made.folder, PROJECT_FILE));
    app = await seededApp({ env: { STORAGE_DIR: 'memory://' }, jobs: { pollingIntervalSeconds: 0.5 } });
    token = (await signIn(app, 'pro@demo.test')).IdToken;
    me = await customerIdOf(app, 'pro@demo.test');
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const store = async (bytes: Buffer, fileName: string, contentType: string) => {
    const key = uploadKeyFor(subOf(token), fileName);
    await app.storage.put(key, bytes, contentType);
    return { key, bucket: app.storage.bucket };
  };
  interface RequestStatus {
    readonly requestId: number;
    readonly status: string;
    readonly storyboardId: number;
    readonly error: string | null;
  }
  /** POST .../storyboards, then the request polled to its end as the portal does; the last answer. */
  const createAndFollow = async (location: { key: string; bucket: string }): Promise<RequestStatus> => {
    const res = await app.inject({ method: 'POST', url: `/proxy/v1/customers/${me}/storyboards`, headers: bearer(token), payload: location });
    expect(res.statusCode).toBe(200);
    const { requestId } = res.json().result;
    return pollUntil<RequestStatus>(
      async () => (await app.inject({ url: `/proxy/v1/customers/${me}/script-creation-requests/${requestId}`, headers: bearer(token) })).json().result,
      (r) => r.status === 'Completed' || r.status === 'Failed',
      90_000,
    );
  };
  const detailOf = async (id: number) => (await app.inject({ url: `/proxy/v1/customers/${me}/storyboards/${id}`, headers: bearer(token) })).json().result;

  it('gives an upload ticket for output.tar.gz and a .kdenlive within the kind’s limit', async () => {
    const ticket = (fileName: string, contentType: string, size: number) =>
      app.inject({ method: 'POST', url: `/proxy/v1/customers/${me}/uploads`, headers: bearer(token), payload: { fileName, contentType, size } });
    expect((await ticket('output.tar.gz', 'application/gzip', archive.length)).statusCode).toBe(200);
    expect((await ticket('output.tar.gz', 'application/x-gzip', archive.length)).statusCode).toBe(200);
    expect((await ticket('beach.kdenlive', 'application/x-kdenlive', project.length)).statusCode).toBe(200);
    const tooLarge = await ticket('output.tar.gz', 'application/gzip', UPLOAD_KINDS.EditingProject.maxBytes + 1);
    expect([tooLarge.statusCode, tooLarge.json().error_code]).toEqual([413, 'UPLOAD_TOO_LARGE']);
    // An editing project is not media: it makes a storyboard.
    const asAsset = await app.inject({ method: 'POST', url: `/proxy/v1/customers/${me}/assets`, headers: bearer(token), payload: await store(archive, 'output.tar.gz', 'application/gzip') });
    expect([asAsset.statusCode, asAsset.json().error_code]).toEqual([400, 'UPLOAD_TYPE_NOT_ALLOWED']);
  });

  it('makes output.tar.gz into a ReadyToPublish storyboard with its shots, pictures and clips', async () => {
    const location = await store(archive, 'output.tar.gz', 'application/gzip');
    const done = await createAndFollow(location);
    expect(done).toMatchObject({ status: 'Completed', error: null, storyboardId: expect.any(Number) });
    const detail = await detailOf(done.storyboardId);
    expect(detail).toMatchObject({ title: 'Beach clean-up & "friends"', status: 'ReadyToPublish', project: { projectType: 'Dev' }, numberOfShots: 6 });
    const shots = detail.shots as { id: number; shotNumber: number; title: string; durationMillis: number; imageAssetId: string; assetId: string | null }[];
    expect(shots.map((s) => [s.shotNumber, s.title])).toEqual(SHOT_SECONDS.map((_, i) => [i + 1, titleOf(i + 1)]));
    shots.forEach((s, i) => expect(Math.abs(s.durationMillis - (SHOT_SECONDS[i] as number) * 1000)).toBeLessThanOrEqual(FRAME_MILLIS));
    const folder = `${location.key}.media/requests/${done.requestId}`;
    expect(shots.map((s) => s.imageAssetId)).toEqual([
      `${folder}/shot-001.jpg`,
      `${folder}/shot-002.mp4.media/thumbnail.jpg`,
      DEFAULT_SHOT_IMAGES[2 % DEFAULT_SHOT_IMAGES.length],
      `${folder}/shot-004.jpg`,
      `${folder}/shot-005.mp4.media/thumbnail.jpg`,
      `${folder}/shot-006.jpg`,
    ]);
    expect(shots.map((s) => s.assetId)).toEqual([null, `${folder}/shot-002.mp4`, null, null, `${folder}/shot-005.mp4`, null]);
    // The clips are the shots' script assets, registered and processed as media.
    for (const i of [1, 4]) expect(detail.assets).toContainEqual(expect.objectContaining({ assetId: shots[i]?.assetId, shotId: shots[i]?.id, mediaType: 'Video' }));
    const processed = await pollUntil(
      async () => (await app.inject({ url: `/proxy/v1/customers/${me}/assets/${encodeURIComponent(shots[1]?.assetId as string)}`, headers: bearer(token) })).json().result,
      (a: { status: string }) => a.status !== 'Processing',
    );
    expect(processed).toMatchObject({ status: 'Ready', mediaType: 'Video' });
  });

  it('makes a bare .kdenlive into a storyboard whose shots get default images', async () => {
    const done = await createAndFollow(await store(project, 'beach.kdenlive', 'application/x-kdenlive'));
    expect(done).toMatchObject({ status: 'Completed' });
    const detail = await detailOf(done.storyboardId);
    expect(detail).toMatchObject({ title: 'Beach clean-up & "friends"', numberOfShots: 6, assets: [] });
    expect((detail.shots as { imageAssetId: string }[]).map((s) => s.imageAssetId)).toEqual(SHOT_SECONDS.map((_, i) => DEFAULT_SHOT_IMAGES[i % DEFAULT_SHOT_IMAGES.length]));
  });

  it('fails an upload that is no editing project with "Failed to upload storyboard."', async () => {
    const doctype = Buffer.from('<?xml version="1.0"?><!DOCTYPE mlt SYSTEM "file:///etc/passwd"><mlt/>');
    expect(await createAndFollow(await store(doctype, 'evil.kdenlive', 'application/x-kdenlive'))).toMatchObject({ status: 'Failed', error: UPLOAD_MESSAGES.storyboardUploadFailed });
    expect(await createAndFollow(await store(gzipSync('not a tar'), 'output.tar.gz', 'application/gzip'))).toMatchObject({ status: 'Failed', error: UPLOAD_MESSAGES.storyboardUploadFailed });
  });
});

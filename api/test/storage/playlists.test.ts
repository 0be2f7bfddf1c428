import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { referencedKey, signPlaylist } from '../../src/plugins/app/storage/playlists';
import { migratedDb, testConfig } from '../helpers';

const BASE = 'private/id-1/media/abc/hls/index.m3u8';

/** A VOD playlist as ffmpeg writes one, with the references a player may meet. */
const PLAYLIST = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXT-X-MAP:URI="init.mp4"',
  '#EXTINF:4.000000,',
  'segment000.m4s',
  '#EXTINF:4.000000,',
  '  segment001.m4s  ',
  '#EXTINF:2.500000,',
  'parts/segment002.m4s',
  '#EXTINF:1.000000,',
  '../../../../id-2/secret.ts',
  '#EXTINF:1.000000,',
  'https://cdn.example.test/segment.ts',
  '#EXTINF:1.000000,',
  '/storage/public/x.ts',
  '#EXTINF:1.000000,',
  'segment003.ts?token=1',
  '',
  '#EXT-X-ENDLIST',
  '',
].join('\n');

const signer = {
  media: async (key: string) => `MEDIA(${key})`,
  playlist: (key: string) => `PLAYLIST(${key})`,
};

describe('signing a playlist', () => {
  it("rewrites each segment line and URI attribute under the playlist's folder to its signed URL, and nothing else", async () => {
    expect((await signPlaylist(PLAYLIST, BASE, signer)).split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-TARGETDURATION:4',
      '#EXT-X-MEDIA-SEQUENCE:0',
      '#EXT-X-PLAYLIST-TYPE:VOD',
      '#EXT-X-MAP:URI="MEDIA(private/id-1/media/abc/hls/init.mp4)"',
      '#EXTINF:4.000000,',
      'MEDIA(private/id-1/media/abc/hls/segment000.m4s)',
      '#EXTINF:4.000000,',
      'MEDIA(private/id-1/media/abc/hls/segment001.m4s)',
      '#EXTINF:2.500000,',
      'MEDIA(private/id-1/media/abc/hls/parts/segment002.m4s)',
      '#EXTINF:1.000000,',
      // Outside the folder, absolute, or with a query: left as written (a player fails to load them).
      '../../../../id-2/secret.ts',
      '#EXTINF:1.000000,',
      'https://cdn.example.test/segment.ts',
      '#EXTINF:1.000000,',
      '/storage/public/x.ts',
      '#EXTINF:1.000000,',
      'segment003.ts?token=1',
      '',
      '#EXT-X-ENDLIST',
      '',
    ]);
  });

  it('sends nested playlists back through the playlist route (a master playlist)', async () => {
    const master = ['#EXTM3U', '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",NAME="en",URI="audio/index.m3u8"', '#EXT-X-STREAM-INF:BANDWIDTH=1280000,RESOLUTION=1280x720,AUDIO="aac"', '720p/index.m3u8'].join('\r\n');
    expect((await signPlaylist(master, 'protected/reel/hls/master.m3u8', signer)).split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",NAME="en",URI="PLAYLIST(protected/reel/hls/audio/index.m3u8)"',
      '#EXT-X-STREAM-INF:BANDWIDTH=1280000,RESOLUTION=1280x720,AUDIO="aac"',
      'PLAYLIST(protected/reel/hls/720p/index.m3u8)',
    ]);
  });

  it.each([
    ['segment000.ts', 'private/id-1/media/abc/hls/segment000.ts'],
    ['a/./b.ts', 'private/id-1/media/abc/hls/a/b.ts'],
    ['a/../b.ts', 'private/id-1/media/abc/hls/b.ts'],
    ['seg%28a%29.ts', 'private/id-1/media/abc/hls/seg(a).ts'],
    ['../index.m3u8', null],
    ['a/../../x.ts', null],
    ['', null],
    ['seg ment.ts', null],
    ['%E0%A4%A.ts', null],
    ['data:video/mp2t;base64,AAAA', null],
    ['//evil.test/x.ts', null],
  ])('resolves %j to %j', (uri, key) => {
    expect(referencedKey(BASE, uri)).toBe(key);
  });
});

describe('GET /storage/signed-playlist/*', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testConfig({ STORAGE_DIR: 'memory://' }), { db: await migratedDb(), jobs: { workers: false } });
    await app.ready();
    const playlist = ['#EXTM3U', '#EXT-X-TARGETDURATION:4', '#EXTINF:4.0,', 'segment000.ts', '#EXTINF:1.5,', 'segment001.ts', '#EXT-X-ENDLIST', ''].join('\n');
    await app.storage.put(BASE, Buffer.from(playlist), 'application/vnd.apple.mpegurl');
    await app.storage.put('private/id-1/media/abc/hls/segment000.ts', Buffer.from('first segment'), 'video/mp2t');
    await app.storage.put('private/id-1/media/abc/hls/segment001.ts', Buffer.from('second segment'), 'video/mp2t');
    await app.storage.put('private/id-1/media/abc/clip.mp4', Buffer.from('not a playlist'), 'video/mp4');
  });
  afterAll(() => app.close());

  const pathOf = (url: string): string => url.slice(url.indexOf('/storage/'));

  it('serves the playlist with each segment signed; every segment URL reads its segment', async () => {
    const res = await app.inject({ url: pathOf(app.storageUrls.playlist(BASE, 3600).url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const segments = res.body.split('\n').filter((line) => line.startsWith('http'));
    expect(segments).toHaveLength(2);
    const bodies = await Promise.all(segments.map(async (url) => (await app.inject({ url: pathOf(url) })).body));
    expect(bodies).toEqual(['first segment', 'second segment']);
  });

  it('refuses a tampered or expired URL, a URL signed to read the raw file, and a key that is no playlist', async () => {
    const url = pathOf(app.storageUrls.playlist(BASE, 3600).url);
    const tampered = url.replace('abc/hls', 'abd/hls');
    expect((await app.inject({ url: tampered })).json().error_code).toBe('SIGNATURE_INVALID');
    const raw = pathOf((await app.storageUrls.view(BASE, 3600)).url).replace('/storage/signed/', '/storage/signed-playlist/');
    expect((await app.inject({ url: raw })).json().error_code).toBe('SIGNATURE_INVALID');
    const expired = pathOf(app.storageUrls.playlist(BASE, 0).url);
    expect((await app.inject({ url: expired })).json().error_code).toBe('SIGNATURE_EXPIRED');
    const notPlaylist = await app.inject({ url: pathOf(app.storageUrls.playlist('private/id-1/media/abc/clip.mp4', 3600).url) });
    expect({ status: notPlaylist.statusCode, code: notPlaylist.json().error_code }).toEqual({ status: 400, code: 'INVALID_STORAGE_KEY' });
    const missing = await app.inject({ url: pathOf(app.storageUrls.playlist('private/id-1/none/index.m3u8', 3600).url) });
    expect(missing.statusCode).toBe(404);
  });
});

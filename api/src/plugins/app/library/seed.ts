import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../../db';
import { ASSET_TYPES, ASSET_SOURCE_FILTERS, FEATURES, LIBRARY_ASSET_LIMITS, VIDEOS_WELCOME_VIDEO_KEY, hasFeature } from '../../../contracts';
import type { Seeder } from '../../../seed/seeders';
import { DEMO_ACCOUNTS } from '../../../seed/demo-accounts';
import { customerRepository } from '../customers/customer-repository';
import { hlsFolderOf, streamKeyOf, thumbnailKeyOf } from '../media/derived-keys';
import { MediaToolError } from '../media/tools';
import type { ObjectStorage } from '../storage';
import { slugOf, SOURCE_HASH_METADATA } from '../storyboards/seed-images';
import { ensureDemoMedia, type DemoMedia } from './demo-media';
import { libraryRepository, type NewLibraryAsset } from './library-repository';

/*
 * The demo videos library (docs/adr/026): for each demo customer whose plan has the videos
 * entitlement (Entry, Pro and the admin), what 7 end users filmed for the customer's
 * storyboards over the last ~90 days: films of several shots (clips, now and then a still
 * or a tone), a few whole movies, director's guide clips and stock stills, 64 rows or more,
 * the newest week unseen. Every row is its own key and media row (Ready, with thumbnail
 * and HLS), copied from a dozen files made once per machine (demo-media.ts). Keys name the
 * customer's project code, not an identity, so the copies are the same across databases
 * and a seed stores only what is missing; the days are counted back from the start of the
 * current week, so the keys stay the same all week. A customer who has a library is left
 * as it is.
 */

/** The end users who film, with the name their films are called after. */
const END_USERS: readonly (readonly [email: string, name: string])[] = [
  ['mia.chen@fans.test', 'Mia'],
  ['jack.taylor@members.test', 'Jack'],
  ['olivia.brown@volunteers.test', 'Olivia'],
  ['noah.wilson@players.test', 'Noah'],
  ['ava.martin@coaches.test', 'Ava'],
  ['liam.nguyen@club.test', 'Liam'],
  ['zoe.kelly@parents.test', 'Zoe'],
];
/** At least this many rows per customer: three pages of infinite scroll and more. */
export const DEMO_LIBRARY_MIN_ASSETS = 64;
/** How far back the demo library goes, in days. */
const DAYS = 90;
/** What is newer than this many days before the week's start is unseen. */
const UNSEEN_DAYS = 7;
const EXTRA_TAGS = ['Interview', 'Highlights', 'Behind the scenes', 'Crowd', 'Kids'];

/** A deterministic random sequence (mulberry32) from a text: the same rows for the same customer. */
function randomFrom(text: string): () => number {
  let a = createHash('sha256').update(text).digest().readUInt32BE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Monday 00:00 UTC of `now`'s week. */
export function weekStart(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
}

interface ShotOf {
  readonly storyboardId: number;
  readonly title: string;
  readonly tags: readonly string[];
  readonly shots: readonly { readonly id: number; readonly number: number; readonly title: string }[];
}

async function storyboardsOf(db: Db, customerId: number): Promise<ShotOf[]> {
  const { rows } = await db.query<{ id: string | number; title: string; tags: string[]; shot_id: string | number; shot_number: number; shot_title: string }>(
    `select s.id, s.title, s.tags, sh.id as shot_id, sh.shot_number, sh.title as shot_title
     from storyboards s join shots sh on sh.storyboard_id = s.id
     where s.customer_id = $1 and s.status <> 'Deleted'
     order by s.id, sh.shot_number`,
    [customerId],
  );
  const byId = new Map<number, ShotOf & { shots: ShotOf['shots'][number][] }>();
  for (const r of rows) {
    const id = Number(r.id);
    const entry = byId.get(id) ?? { storyboardId: id, title: r.title, tags: r.tags, shots: [] };
    entry.shots.push({ id: Number(r.shot_id), number: r.shot_number, title: r.shot_title });
    byId.set(id, entry);
  }
  return [...byId.values()];
}

/** A planned row: the asset and the demo file its key gets a copy of. */
interface Planned {
  readonly asset: NewLibraryAsset;
  readonly media: DemoMedia;
  readonly date: Date;
}

type Shot = ShotOf['shots'][number];
/** A row before its key is known. */
type Draft = Omit<Planned, 'asset'> & { readonly asset: Omit<NewLibraryAsset, 'assetId'> };
/** What a film's row says besides its storyboard, shot and file. */
type DraftRow = Pick<NewLibraryAsset, 'userEmail' | 'flicTitle' | 'flicShotNumber' | 'source' | 'assetType'>;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `protected/library/{project code}/{yyyy}/{mm}/{dd}/{nnn}/{file}`: the day in segments 3 to 5. */
export function demoLibraryKey(projectCode: string, date: Date, n: number, fileName: string): string {
  return `protected/${LIBRARY_ASSET_LIMITS.KEY_FOLDER}/${projectCode}/${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${pad(n, 3)}/${fileName}`;
}

/** The customer's demo library: films of their storyboards by the end users, spread over the days before `anchor`. */
function plan(customerId: number, projectCode: string, storyboards: readonly ShotOf[], media: readonly DemoMedia[], anchor: Date): Planned[] {
  const random = randomFrom(projectCode);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const ofKind = (kind: DemoMedia['kind']): DemoMedia[] => media.filter((m) => m.kind === kind);
  const [clips, movies, stills, tones] = [ofKind('clip'), ofKind('movie'), ofKind('still'), ofKind('tone')];
  const planned: Draft[] = [];
  const add = (storyboard: ShotOf, shot: Shot | null, row: DraftRow, file: DemoMedia, date: Date, withTime = true): void => {
    const extra = random() < 0.4 ? [pick(EXTRA_TAGS)] : [];
    const name = `${slugOf(shot?.title ?? storyboard.title)}.${file.ext}`;
    planned.push({
      media: file,
      date,
      asset: {
        ...row,
        customerId,
        storyboardId: storyboard.storyboardId,
        shotId: shot?.id ?? null,
        name,
        mediaType: file.mediaType,
        tags: [...new Set([...storyboard.tags, ...extra])],
        // One in four without a time: the day comes from the key (001 §7).
        filmedAt: withTime ? date : null,
      },
    });
  };
  for (let film = 0; planned.length < DEMO_LIBRARY_MIN_ASSETS; film++) {
    const storyboard = storyboards[film % storyboards.length] as ShotOf;
    const [email, person] = END_USERS[film % END_USERS.length] as (typeof END_USERS)[number];
    const day = 1 + Math.floor(random() * (DAYS - 1));
    const start = new Date(anchor.getTime() - day * 86_400_000 + (8 + Math.floor(random() * 10)) * 3_600_000);
    const flicTitle = `${person}'s ${storyboard.title}`.slice(0, LIBRARY_ASSET_LIMITS.TITLE_MAX_LENGTH);
    const ugv = { userEmail: email, flicTitle, source: ASSET_SOURCE_FILTERS.UGV };
    for (const [i, shot] of storyboard.shots.entries()) {
      if (random() < 0.15) continue; // not every shot gets filmed
      const roll = random();
      const file = roll < 0.75 ? pick(clips) : roll < 0.9 ? pick(stills) : pick(tones);
      const at = new Date(start.getTime() + i * 7 * 60_000);
      add(storyboard, shot, { ...ugv, flicShotNumber: shot.number, assetType: ASSET_TYPES.FlicShot }, file, at, random() >= 0.25);
    }
    const end = new Date(start.getTime() + storyboard.shots.length * 7 * 60_000);
    if (film % 3 === 0) add(storyboard, null, { ...ugv, flicShotNumber: null, assetType: ASSET_TYPES.Flic }, pick(movies), end);
    // A director's guide clip and a stock still for a shot, now and then.
    const shot = pick(storyboard.shots);
    const extra = { userEmail: email, flicTitle: '', flicShotNumber: null };
    if (film % 4 === 1) add(storyboard, shot, { ...extra, source: ASSET_SOURCE_FILTERS.DG, assetType: ASSET_TYPES.ShotExplanation }, pick(clips), end);
    if (film % 5 === 2) add(storyboard, shot, { ...extra, source: ASSET_SOURCE_FILTERS.Stock, assetType: ASSET_TYPES.ShotImage }, pick(stills), end);
  }
  // Oldest first, so ids rise with the date (the unseen marker counts ids).
  planned.sort((a, b) => a.date.getTime() - b.date.getTime());
  return planned.map((p, n) => ({ ...p, asset: { ...p.asset, assetId: demoLibraryKey(projectCode, p.date, n + 1, p.asset.name) } }));
}

/** Stores a copy of the demo file and its renditions under the row's key, unless a current copy is there. */
async function storeCopy(storage: ObjectStorage, key: string, media: DemoMedia): Promise<string> {
  const info = await storage.stat(key);
  if (info?.metadata[SOURCE_HASH_METADATA] === media.sha256) return info.etag;
  // Renditions first, the file last: a stored file means its copy is complete. The files
  // are small (tens of kilobytes): each is put whole, in one request on S3 too.
  if (media.hls) {
    const [playlist, ...segments] = media.hls.files;
    for (const segment of segments) await storage.put(`${hlsFolderOf(key)}/${segment}`, await readFile(join(media.hls.dir, segment)), 'video/mp2t');
    await storage.put(streamKeyOf(key), await readFile(join(media.hls.dir, playlist ?? 'index.m3u8')), 'application/vnd.apple.mpegurl');
  }
  if (media.thumbnail) await storage.put(thumbnailKeyOf(key), await readFile(media.thumbnail), 'image/jpeg');
  const stored = await storage.put(key, await readFile(media.file), media.contentType, { metadata: { [SOURCE_HASH_METADATA]: media.sha256 } });
  return stored.etag;
}

/** The media rows of the planned assets: Ready, with what processing would have found and made. */
async function registerMedia(db: Db, storage: ObjectStorage, customerId: number, planned: readonly Planned[], etags: readonly string[]): Promise<void> {
  const rows = planned.map((p, i) => ({
    asset_id: p.asset.assetId,
    media_type: p.media.mediaType,
    content_type: p.media.contentType,
    size: p.media.size,
    etag: etags[i],
    original_file_name: p.asset.name,
    duration_millis: p.media.durationMillis,
    width: p.media.width,
    height: p.media.height,
    thumbnail_key: p.media.thumbnail ? thumbnailKeyOf(p.asset.assetId) : null,
    stream_key: p.media.hls ? streamKeyOf(p.asset.assetId) : null,
  }));
  await db.query(
    `insert into media_assets (customer_id, asset_id, bucket, media_type, content_type, size, etag, original_file_name, status,
       duration_millis, width, height, thumbnail_key, stream_key)
     select $1, r.asset_id, $2, r.media_type, r.content_type, r.size, r.etag, r.original_file_name, 'Ready',
            r.duration_millis, r.width, r.height, r.thumbnail_key, r.stream_key
     from jsonb_to_recordset($3::jsonb) as r(asset_id text, media_type text, content_type text, size bigint, etag text,
            original_file_name text, duration_millis integer, width integer, height integer, thumbnail_key text, stream_key text)
     on conflict (asset_id) do nothing`,
    [customerId, storage.bucket, JSON.stringify(rows)],
  );
}

export interface LibrarySeedOptions {
  /** The seed's clock: the days count back from Monday of its week. */
  readonly now?: () => Date;
  /** Makes (or finds) the demo files in a folder; ensureDemoMedia unless a test says otherwise. */
  readonly makeMedia?: (dir: string) => Promise<DemoMedia[]>;
}

/**
 * The library seeder for src/seed/seeders.ts (after the storyboards); its files go to
 * `storage`, the demo media is kept in `mediaDir` (demoMediaDir).
 */
export function seedLibrary(storage: ObjectStorage, mediaDir: string, opts: LibrarySeedOptions = {}): Seeder {
  const { now = () => new Date(), makeMedia = ensureDemoMedia } = opts;
  return async (db) => {
    const customers = customerRepository(db);
    const library = libraryRepository(db);
    const anchor = weekStart(now());
    let media: DemoMedia[] | null = null;
    /** The demo files, made on first need; null without ffmpeg (the preflight installs it). */
    const demoMedia = async (): Promise<DemoMedia[] | null> => {
      try {
        media ??= await makeMedia(mediaDir);
        return media;
      } catch (err) {
        // The rest of the demo still seeds; a later seed fills the library, since these
        // customers still have none.
        if (!(err instanceof MediaToolError && err.failure === 'unavailable')) throw err;
        console.warn(`The demo videos library was not seeded: ${err.message}`);
        return null;
      }
    };
    // The Videos page's welcome video (001 §2), public: shown while no asset is selected.
    if (!(await storage.stat(VIDEOS_WELCOME_VIDEO_KEY))) {
      const welcome = (await demoMedia())?.find((m) => m.name === 'welcome');
      if (welcome) await storeCopy(storage, VIDEOS_WELCOME_VIDEO_KEY, welcome);
    }
    for (const account of DEMO_ACCOUNTS) {
      if (!hasFeature(account.role, account.tier, FEATURES.viewVideoAssets)) continue;
      const customer = await customers.findByEmail(account.email);
      if (!customer) continue;
      const { rows: existing } = await db.query('select 1 from library_assets where customer_id = $1 limit 1', [customer.id]);
      if (existing.length > 0) continue;
      const storyboards = await storyboardsOf(db, customer.id);
      if (storyboards.length === 0) continue;
      const made = await demoMedia();
      if (!made) return;
      const planned = plan(customer.id, account.projectCode, storyboards, made, anchor);
      const etags: string[] = [];
      for (const p of planned) etags.push(await storeCopy(storage, p.asset.assetId, p.media));
      await registerMedia(db, storage, customer.id, planned, etags);
      await library.insert(planned.map((p) => p.asset));
      await db.query(
        `insert into library_seen (customer_id, seen_up_to)
         select $1, coalesce(max(id), 0) from library_assets where customer_id = $1 and asset_date < $2
         on conflict (customer_id) do nothing`,
        [customer.id, new Date(anchor.getTime() - UNSEEN_DAYS * 86_400_000)],
      );
    }
  };
}

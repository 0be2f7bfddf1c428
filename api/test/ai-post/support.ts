import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { aiMetadataSchema, type AiMetadata, type AiShot, type KdenliveSetting } from '../../src/contracts';
import { globalSettings, shotTransitionSettings, type Transition } from '../../src/plugins/app/ai';
import type { ProjectSettings } from '../../src/plugins/app/ai-post/settings';
import { bearer } from '../support/account';
import { testMedia, type TestMediaKind } from '../support/media';

/*
 * What the post-production tests start from: AI storyboards written straight to the
 * database in the state a test needs (generated, with a valid metadata fixture), their
 * pictures, videos and sounds stored under the customer's private folder (the small cached
 * test media: 320x180, 2 s), and the calls as the portal makes them.
 */

export const run = promisify(execFile);

/** The settings the generators' defaults give a landscape storyboard. */
export const DEFAULT_SETTINGS: ProjectSettings = {
  width: 1920,
  height: 1080,
  fps: 25,
  transition: 'dissolve',
  transitionSeconds: 0.5,
  watermarkPosition: 'bottom-right',
  watermarkOpacity: 0.8,
  closingLogoSeconds: 3,
  backgroundAudioVolume: 0.3,
};

/** A shot of the fixture: its seconds, and what media it has. */
export interface ShotFixture {
  readonly seconds: number;
  readonly image?: string | null;
  readonly video?: string | null;
  readonly transition?: Transition;
  readonly ugc?: 'Yes' | 'No';
}

export interface MetadataFixture {
  readonly title?: string;
  readonly format?: 0 | 1;
  readonly shots: readonly ShotFixture[];
  readonly watermark?: string | null;
  readonly logo?: string | null;
  readonly audio?: string | null;
  /** Global settings to use instead of the generators' defaults (an empty list: none at all). */
  readonly settings?: KdenliveSetting[];
}

/** Valid 002 §3 metadata of storyboard `id`. */
export function metadataFixture(id: number, f: MetadataFixture): AiMetadata {
  const format = f.format ?? 0;
  const shots: AiShot[] = f.shots.map((s, i) => ({
    shot_id: `shot-${i + 1}`,
    shot_number: i + 1,
    title: `Shot ${i + 1} <of> "${f.shots.length}" & more`,
    description: `What shot ${i + 1} shows.`,
    type: (i % 2) as 0 | 1,
    duration_seconds: s.seconds,
    ugc: s.ugc ?? 'Yes',
    story_guide: `Tell part ${i + 1} of the story.`,
    film_guide: 'Frame it wide. Filmmaking Tip: hold steady.',
    shot_image_prompt: `A picture of part ${i + 1}`,
    image_asset_id: s.image ?? null,
    video_asset_id: s.video ?? null,
    media_type: s.video ? 0 : 1,
    tags: ['beach'],
    kdenlive_ids: s.transition ? shotTransitionSettings(s.transition) : [],
  }));
  return aiMetadataSchema.parse({
    id,
    title: f.title ?? 'Beach clean-up: the story',
    description: 'Volunteers tell why they come back every weekend.',
    tags: ['volunteering', 'beach', 'Beach'],
    format,
    total_duration_seconds: shots.reduce((sum, s) => sum + s.duration_seconds, 0),
    shots,
    thumbnail_asset_id: shots[0]?.image_asset_id ?? null,
    watermark_image: f.watermark ? [{ asset_id: f.watermark }] : [],
    last_logo_image: f.logo ? [{ asset_id: f.logo }] : [],
    background_audio: f.audio ? [{ asset_id: f.audio }] : [],
    post_production_global_settings: { video: { kdenlive_ids: f.settings ?? globalSettings(format, 'dissolve').video.kdenlive_ids } },
    dg_video_asset_id: null,
  });
}

/** An AI storyboard of the customer's, generated (3, pictures 3): its id. `metadata` is made for the id. */
export async function insertAiStoryboard(app: FastifyInstance, customerId: number, metadata: (id: number) => AiMetadata, opts: { imageStatus?: number } = {}): Promise<number> {
  const { rows: series } = await app.db.query<{ id: string }>(
    `insert into ai_series (customer_id, title, brief) values ($1, 'Beach clean-up', '{"purpose":"Beach clean-up"}'::jsonb) returning id`,
    [customerId],
  );
  const { rows } = await app.db.query<{ id: string }>(
    `insert into ai_storyboards (series_id, customer_id, angle, title, format, objective, video_second, storyboard_process_status, image_process_status)
     values ($1, $2, 0, 'Beach clean-up', 0, 'Show the beach', 30, 3, $3) returning id`,
    [series[0]?.id, customerId, opts.imageStatus ?? 3],
  );
  const id = Number(rows[0]?.id);
  const data = metadata(id);
  await app.db.query('update ai_storyboards set metadata = $2::jsonb, format = $3, video_second = $4 where id = $1', [id, JSON.stringify(data), data.format, Math.max(1, data.total_duration_seconds)]);
  return id;
}

/** Puts test media under the customer's Deep Story folder, as generation or an upload would have; its key. */
export async function storeMedia(app: FastifyInstance, sub: string, name: string, kind: TestMediaKind): Promise<string> {
  const media = await testMedia(kind);
  const key = `private/${sub}/ai/media/${name}.${media.fileName.split('.').pop()}`;
  await app.storage.put(key, await readFile(media.file), media.contentType);
  return key;
}

/** One /ai call as the portal makes it (a token, a query or a `{ data }` body). */
export function aiCall(app: FastifyInstance, token: string, method: 'GET' | 'POST' | 'DELETE', url: string, data?: object) {
  return app.inject({ method, url, headers: bearer(token), ...(data ? { payload: { data } } : {}) });
}

/** The seconds ffprobe reads of a media file. */
export async function durationOf(file: string): Promise<number> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  return Number(stdout.trim());
}

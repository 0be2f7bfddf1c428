import {
  AI_LIMITS,
  AI_MEDIA_TYPES,
  aiMetadataSchema,
  type AiMetadata,
  type AiShotType,
} from '../../../../contracts';
import { globalSettings, shotTransitionSettings, type Transition } from '../kdenlive-settings';
import { AiOutputError } from '../service-client';
import type { GenerationRequest } from './port';

/*
 * What both generators share: a storyboard drafted as texts, types and durations becomes
 * the 002 §3 metadata (ids, numbers, total, transitions, the global settings, no images
 * yet), checked against aiMetadataSchema.
 */

/** A shot as a generator drafts it. */
export interface ShotDraft {
  readonly title: string;
  readonly description: string;
  readonly type: AiShotType;
  readonly duration_seconds: number;
  readonly ugc: 'Yes' | 'No';
  readonly story_guide: string;
  readonly film_guide: string;
  readonly shot_image_prompt: string;
  readonly tags: readonly string[];
  /** Its transition into the next shot; the storyboard's default when absent. */
  readonly transition?: Transition;
}

export interface StoryboardDraft {
  readonly title: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly shots: readonly ShotDraft[];
  /** The default transition between shots. */
  readonly transition: Transition;
}

/** `text` on one line of at most `max` characters, cut at a word with an ellipsis when longer. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** Tags trimmed, within the tag length, without blanks or case-insensitive repeats, at most the limit. */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = clip(raw, AI_LIMITS.TAG_MAX_LENGTH);
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
    if (out.length === AI_LIMITS.TAGS_MAX) break;
  }
  return out;
}

/**
 * Whole seconds in proportion to `weights` that sum to exactly `total`, each between `min`
 * and `max` (largest remainders first; a share past `max` goes to the others). Needs
 * `weights.length * min <= total <= weights.length * max`.
 */
export function fitDurations(weights: readonly number[], total: number, min: number = AI_LIMITS.SHOT_DURATION_MIN_S, max: number = AI_LIMITS.SHOT_DURATION_MAX_S): number[] {
  const n = weights.length;
  if (n === 0 || n * min > total || n * max < total) throw new RangeError(`${n} shots cannot last ${total} s between ${min} and ${max} s each`);
  const out = new Array<number>(n).fill(min);
  let left = total - n * min;
  // Shots still below max share what is left, in proportion to their weight, until none is.
  while (left > 0) {
    const open = out.map((d, i) => (d < max ? i : -1)).filter((i) => i >= 0);
    const weight = open.reduce((s, i) => s + Math.max(weights[i] ?? 0, 1e-6), 0);
    const shares = open.map((i) => ({ i, exact: (left * Math.max(weights[i] ?? 0, 1e-6)) / weight }));
    let given = 0;
    for (const share of shares) {
      const add = Math.min(Math.floor(share.exact), max - (out[share.i] ?? 0));
      out[share.i] = (out[share.i] ?? 0) + add;
      given += add;
    }
    // The seconds the floors left go one each to the largest remainders.
    const byRemainder = shares.filter((s) => (out[s.i] ?? 0) < max).sort((a, b) => (b.exact % 1) - (a.exact % 1) || a.i - b.i);
    for (const share of byRemainder) {
      if (given >= left) break;
      out[share.i] = (out[share.i] ?? 0) + 1;
      given += 1;
    }
    left -= given;
  }
  return out;
}

/**
 * The storyboard's metadata from a draft: shots numbered 1..n with the given ids, media
 * type image, no assets yet, the transitions, the global settings, the total computed.
 * AiOutputError when it is not a valid storyboard.
 */
export function composeStoryboard(draft: StoryboardDraft, request: GenerationRequest, shotIds: readonly string[]): AiMetadata {
  const shots = draft.shots.map((shot, i) => ({
    shot_id: shotIds[i] ?? '',
    shot_number: i + 1,
    title: clip(shot.title, AI_LIMITS.SHORT_TEXT_MAX_LENGTH),
    description: clip(shot.description, AI_LIMITS.LONG_TEXT_MAX_LENGTH),
    type: shot.type,
    duration_seconds: shot.duration_seconds,
    ugc: shot.ugc,
    story_guide: clip(shot.story_guide, AI_LIMITS.LONG_TEXT_MAX_LENGTH),
    film_guide: clip(shot.film_guide, AI_LIMITS.LONG_TEXT_MAX_LENGTH),
    shot_image_prompt: clip(shot.shot_image_prompt, AI_LIMITS.LONG_TEXT_MAX_LENGTH),
    image_asset_id: null,
    video_asset_id: null,
    media_type: AI_MEDIA_TYPES.image,
    tags: uniqueTags(shot.tags),
    kdenlive_ids: shotTransitionSettings(shot.transition ?? draft.transition),
  }));
  const metadata = {
    id: request.storyboardId,
    title: clip(draft.title, AI_LIMITS.SHORT_TEXT_MAX_LENGTH),
    description: clip(draft.description, AI_LIMITS.LONG_TEXT_MAX_LENGTH),
    tags: uniqueTags(draft.tags),
    format: request.brief.format,
    total_duration_seconds: shots.reduce((sum, s) => sum + s.duration_seconds, 0),
    shots,
    thumbnail_asset_id: null,
    watermark_image: [],
    last_logo_image: [],
    background_audio: [],
    post_production_global_settings: globalSettings(request.brief.format, draft.transition),
    dg_video_asset_id: null,
  };
  const parsed = aiMetadataSchema.safeParse(metadata);
  if (!parsed.success) {
    throw new AiOutputError(`Not a storyboard: ${parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const problem = storyboardProblem(parsed.data, request.brief.lengthSeconds);
  if (problem) throw new AiOutputError(problem);
  return parsed.data;
}

/** What a generated storyboard must also be (beyond the schema): shots, each 1 to 120 s, summing to the length, unique ids. */
export function storyboardProblem(metadata: AiMetadata, lengthSeconds: number): string | null {
  if (metadata.shots.length === 0) return 'The storyboard has no shots';
  const short = metadata.shots.find((s) => s.duration_seconds < AI_LIMITS.SHOT_DURATION_MIN_S);
  if (short) return `Shot ${short.shot_number} lasts ${short.duration_seconds} s`;
  if (metadata.total_duration_seconds !== lengthSeconds) return `The shots last ${metadata.total_duration_seconds} s, not ${lengthSeconds} s`;
  if (new Set(metadata.shots.map((s) => s.shot_id)).size !== metadata.shots.length) return 'Two shots have the same id';
  return null;
}

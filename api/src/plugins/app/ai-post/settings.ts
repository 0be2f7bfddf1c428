import { AI_FORMATS, type AiFormat, type AiMetadata, type KdenliveSetting } from '../../../contracts';
import { KDENLIVE_SETTING_IDS as IDS, TRANSITIONS, globalSettings, shotTransitionSettings, type Transition } from '../ai/kdenlive-settings';

/*
 * The editing project's settings as post-production reads them (002 §3 kdenlive_ids; the
 * ids, values and defaults are those the generators write, plugins/app/ai/kdenlive-settings).
 * A setting the metadata lacks is added with its default before the project is made, so
 * the film step shows what the project used; a value that is not among its choices, or
 * does not parse, counts as the default.
 */

/** The storyboard-wide settings, parsed. */
export interface ProjectSettings {
  readonly width: number;
  readonly height: number;
  readonly fps: number;
  /** The transition of a shot that names none, and its seconds. */
  readonly transition: Transition;
  readonly transitionSeconds: number;
  readonly watermarkPosition: WatermarkPosition;
  /** 0 to 1. */
  readonly watermarkOpacity: number;
  readonly closingLogoSeconds: number;
  /** 0 to 1. */
  readonly backgroundAudioVolume: number;
}

export const WATERMARK_POSITIONS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];

/** A shot's transition into the next one. */
export interface ShotTransition {
  readonly kind: Transition;
  readonly seconds: number;
}

/** The default transition when the metadata names none at all. */
const DEFAULT_TRANSITION: Transition = 'dissolve';

const byId = (settings: readonly KdenliveSetting[]): Map<string, KdenliveSetting> => new Map(settings.map((s) => [s.id, s]));

/** The value of `id` when it is among its choices (or its choices are free), else the default's value. */
function valueOf(settings: Map<string, KdenliveSetting>, defaults: Map<string, KdenliveSetting>, id: string): string {
  const fallback = defaults.get(id)?.value ?? '';
  const found = settings.get(id);
  if (!found) return fallback;
  const value = found.value.trim();
  const choices = (found.value_list || defaults.get(id)?.value_list || '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  return choices.length === 0 || choices.includes(value) ? value : fallback;
}

/** A number within [min, max] from `text`, else `fallback`. */
function numberIn(text: string, min: number, max: number, fallback: number): number {
  const n = Number(text);
  return Number.isFinite(n) && n >= min && n <= max ? n : fallback;
}

const isTransition = (value: string): value is Transition => (TRANSITIONS as readonly string[]).includes(value);
const isPosition = (value: string): value is WatermarkPosition => (WATERMARK_POSITIONS as readonly string[]).includes(value);

/** `WIDTHxHEIGHT` turned to the storyboard's orientation (portrait is taller than wide). */
function frameSize(value: string, format: AiFormat): { width: number; height: number } {
  const match = /^(\d{2,5})x(\d{2,5})$/.exec(value);
  const [a, b] = match ? [Number(match[1]), Number(match[2])] : [1920, 1080];
  const long = Math.max(a, b);
  const short = Math.min(a, b);
  // Even sizes: H.264 in 4:2:0 needs them.
  const even = (n: number): number => Math.max(2, n - (n % 2));
  return format === AI_FORMATS.portrait ? { width: even(short), height: even(long) } : { width: even(long), height: even(short) };
}

/** The storyboard's settings, each from the metadata or its default. */
export function projectSettings(metadata: Pick<AiMetadata, 'format' | 'post_production_global_settings'>): ProjectSettings {
  const defaults = byId(globalSettings(metadata.format, DEFAULT_TRANSITION).video.kdenlive_ids);
  const settings = byId(metadata.post_production_global_settings.video.kdenlive_ids);
  const value = (id: string): string => valueOf(settings, defaults, id);
  const fallback = (id: string): number => Number(defaults.get(id)?.value);
  const transition = value(IDS.transition);
  const position = value(IDS.watermarkPosition);
  return {
    ...frameSize(value(IDS.resolution), metadata.format),
    fps: Math.round(numberIn(value(IDS.fps), 1, 120, fallback(IDS.fps))),
    transition: isTransition(transition) ? transition : DEFAULT_TRANSITION,
    transitionSeconds: numberIn(value(IDS.transitionDuration), 0, 5, fallback(IDS.transitionDuration)),
    watermarkPosition: isPosition(position) ? position : 'bottom-right',
    watermarkOpacity: numberIn(value(IDS.watermarkOpacity), 0, 1, fallback(IDS.watermarkOpacity)),
    closingLogoSeconds: Math.round(numberIn(value(IDS.closingLogoDuration), 1, 30, fallback(IDS.closingLogoDuration))),
    backgroundAudioVolume: numberIn(value(IDS.backgroundAudioVolume), 0, 1, fallback(IDS.backgroundAudioVolume)),
  };
}

/** A shot's transition into the next: its own, else the storyboard's. A cut has no seconds. */
export function shotTransition(shot: Pick<AiMetadata['shots'][number], 'kdenlive_ids'>, settings: ProjectSettings): ShotTransition {
  const defaults = byId(shotTransitionSettings(settings.transition));
  const own = byId(shot.kdenlive_ids);
  const kind = valueOf(own, defaults, IDS.transition);
  const resolved: Transition = isTransition(kind) ? kind : settings.transition;
  if (resolved === 'cut') return { kind: 'cut', seconds: 0 };
  const seconds = own.has(IDS.transitionDuration) ? numberIn(valueOf(own, defaults, IDS.transitionDuration), 0, 5, settings.transitionSeconds) : settings.transitionSeconds;
  return seconds > 0 ? { kind: resolved, seconds } : { kind: 'cut', seconds: 0 };
}

/**
 * `settings` with each default whose id it lacks appended (as many as fit under the
 * schema's `max`; the project uses the default of one left out all the same); null when
 * nothing is added.
 */
function missingAdded(settings: readonly KdenliveSetting[], defaults: readonly KdenliveSetting[], max: number): KdenliveSetting[] | null {
  const have = new Set(settings.map((s) => s.id));
  const missing = defaults.filter((d) => !have.has(d.id)).slice(0, Math.max(0, max - settings.length));
  return missing.length ? [...settings, ...missing] : null;
}

/** How many settings the metadata schema allows: the storyboard's, and a shot's. */
const MAX_GLOBAL_SETTINGS = 40;
const MAX_SHOT_SETTINGS = 20;

/**
 * The metadata with every setting it lacks added (the global ones, and each shot's
 * transition from the storyboard's default); null when none was missing.
 */
export function withDefaultSettings(metadata: AiMetadata): AiMetadata | null {
  const globals = missingAdded(
    metadata.post_production_global_settings.video.kdenlive_ids,
    globalSettings(metadata.format, DEFAULT_TRANSITION).video.kdenlive_ids,
    MAX_GLOBAL_SETTINGS,
  );
  const next: AiMetadata = globals ? { ...metadata, post_production_global_settings: { video: { kdenlive_ids: globals } } } : metadata;
  const transition = projectSettings(next).transition;
  let changed = Boolean(globals);
  const shots = next.shots.map((shot) => {
    const ids = missingAdded(shot.kdenlive_ids, shotTransitionSettings(transition), MAX_SHOT_SETTINGS);
    if (!ids) return shot;
    changed = true;
    return { ...shot, kdenlive_ids: ids };
  });
  return changed ? { ...next, shots } : null;
}

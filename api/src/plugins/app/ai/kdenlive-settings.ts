import { AI_FORMATS, type AiFormat, type KdenliveSetting } from '../../../contracts';

/*
 * The editing-project settings a Deep Story storyboard carries (002 §3: entries under
 * post_production_global_settings.video.kdenlive_ids, and each shot's kdenlive_ids, its
 * transition into the next shot). Each entry names its choices in `value_list`
 * (comma-separated; '' for a free value), so the film step can offer them and the
 * post-production job (plugins/app/ai-post) reads them by id. The ids and values are ours.
 */

/** The ids of the settings. */
export const KDENLIVE_SETTING_IDS = {
  /** Output size, `WIDTHxHEIGHT` in the storyboard's orientation. */
  resolution: 'resolution',
  /** Frames a second. */
  fps: 'fps',
  /** A shot's transition into the next, or the default one (global). */
  transition: 'transition',
  /** Seconds the transition takes. */
  transitionDuration: 'transition_duration',
  /** Where the watermark sits. */
  watermarkPosition: 'watermark_position',
  /** 0 to 1. */
  watermarkOpacity: 'watermark_opacity',
  /** Seconds the closing logo shows at the end. */
  closingLogoDuration: 'closing_logo_duration',
  /** 0 to 1: the background audio under the shots' own sound. */
  backgroundAudioVolume: 'background_audio_volume',
} as const;

/** Transitions a shot may have into the next one. */
export const TRANSITIONS = ['cut', 'dissolve', 'wipe', 'slide'] as const;
export type Transition = (typeof TRANSITIONS)[number];

const TRANSITION_SECONDS = ['0.25', '0.5', '1', '1.5'] as const;
const DEFAULT_TRANSITION_SECONDS = '0.5';

const RESOLUTIONS: Readonly<Record<AiFormat, readonly string[]>> = {
  [AI_FORMATS.landscape]: ['1280x720', '1920x1080', '3840x2160'],
  [AI_FORMATS.portrait]: ['720x1280', '1080x1920', '2160x3840'],
};

const setting = (id: string, value: string, choices: readonly string[], description: string): KdenliveSetting => ({
  id,
  value,
  value_list: choices.join(','),
  description,
});

/** A shot's kdenlive_ids: its transition into the next shot and how long it takes. */
export function shotTransitionSettings(transition: Transition): KdenliveSetting[] {
  return [
    setting(KDENLIVE_SETTING_IDS.transition, transition, TRANSITIONS, 'How this shot changes into the next one'),
    setting(
      KDENLIVE_SETTING_IDS.transitionDuration,
      transition === 'cut' ? '0' : DEFAULT_TRANSITION_SECONDS,
      ['0', ...TRANSITION_SECONDS],
      'Seconds the transition takes (0 for a cut)',
    ),
  ];
}

/** The storyboard's post_production_global_settings: output, default transition, watermark, logo and audio. */
export function globalSettings(format: AiFormat, transition: Transition): { video: { kdenlive_ids: KdenliveSetting[] } } {
  const sizes = RESOLUTIONS[format];
  return {
    video: {
      kdenlive_ids: [
        setting(KDENLIVE_SETTING_IDS.resolution, sizes[1] ?? '', sizes, 'Output size in pixels (width x height)'),
        setting(KDENLIVE_SETTING_IDS.fps, '25', ['24', '25', '30', '50', '60'], 'Frames per second'),
        setting(KDENLIVE_SETTING_IDS.transition, transition, TRANSITIONS, 'Transition between shots unless a shot sets its own'),
        setting(KDENLIVE_SETTING_IDS.transitionDuration, DEFAULT_TRANSITION_SECONDS, TRANSITION_SECONDS, 'Seconds a transition takes'),
        setting(KDENLIVE_SETTING_IDS.watermarkPosition, 'bottom-right', ['top-left', 'top-right', 'bottom-left', 'bottom-right'], 'Where the watermark sits'),
        setting(KDENLIVE_SETTING_IDS.watermarkOpacity, '0.8', ['0.25', '0.5', '0.8', '1'], 'Opacity of the watermark'),
        setting(KDENLIVE_SETTING_IDS.closingLogoDuration, '3', ['2', '3', '4', '5'], 'Seconds the closing logo shows at the end'),
        setting(KDENLIVE_SETTING_IDS.backgroundAudioVolume, '0.3', ['0.1', '0.2', '0.3', '0.5', '0.8'], 'Volume of the background audio under the shots'),
      ],
    },
  };
}

import {
  AI_FORMATS,
  AI_MEDIA_TYPES,
  AI_SHOT_TYPES,
  UGC_VALUES,
  type ProjectType,
  type StoryboardDetail,
} from '@portal/shared-contracts/storyboards';
import { AI_STATUS, type AiMetadata, type AiShot, type AiStoryboardDetail } from '@portal/shared-contracts/deepstory';

/** The storage key of an AI image of customer identity `sub-42` (private/{identity}/ai/{storyboardId}/...). */
export const aiImageKey = (name: string, storyboardId = 7): string => `private/sub-42/ai/${storyboardId}/${name}`;

/** Shot `n` of a generated storyboard, with every text filled. */
export function aiShot(n: number, overrides: Partial<AiShot> = {}): AiShot {
  return {
    shot_id: `shot-${n}`,
    shot_number: n,
    title: `Shot ${n} title`,
    description: `Shot ${n} description`,
    type: n % 2 === 1 ? AI_SHOT_TYPES.interview : AI_SHOT_TYPES.bRoll,
    duration_seconds: 10,
    ugc: UGC_VALUES.Yes,
    story_guide: `Story guide ${n}`,
    film_guide: `Film guide ${n}. Filmmaking Tip: steady hands.`,
    shot_image_prompt: `Prompt ${n}`,
    image_asset_id: aiImageKey(`shot-${n}.png`),
    video_asset_id: null,
    media_type: AI_MEDIA_TYPES.image,
    tags: [`tag${n}`],
    kdenlive_ids: [{ id: 'dissolve', value: '1', value_list: '', description: 'Dissolve into the next shot' }],
    ...overrides,
  };
}

/** The metadata of storyboard `id` with `shots` shots of 10 s. */
export function aiMetadata(overrides: Partial<AiMetadata> = {}, shots = 3): AiMetadata {
  const list = overrides.shots ?? Array.from({ length: shots }, (_, i) => aiShot(i + 1));
  return {
    id: 7,
    title: 'Our community garden',
    description: 'How neighbours grow food together.',
    tags: ['community', 'garden'],
    format: AI_FORMATS.landscape,
    total_duration_seconds: list.reduce((sum, s) => sum + s.duration_seconds, 0),
    thumbnail_asset_id: aiImageKey('thumbnail.png'),
    watermark_image: [],
    last_logo_image: [],
    background_audio: [],
    post_production_global_settings: {
      video: {
        kdenlive_ids: [
          { id: 'resolution', value: '1920x1080', value_list: '1920x1080,1280x720', description: 'Output resolution' },
          { id: 'fade_in', value: '1', value_list: '0,1', description: 'Fade in at the start' },
        ],
      },
    },
    dg_video_asset_id: null,
    ...overrides,
    shots: list,
  };
}

/** GET /ai/getAIStoryboard's result: the metadata and the post-production statuses (both 0 unless given). */
export function aiDetail(overrides: Partial<Omit<AiStoryboardDetail, 'metadata'>> = {}, metadata: AiMetadata = aiMetadata()): AiStoryboardDetail {
  return {
    id: metadata.id,
    metadata,
    post_production_process_status: AI_STATUS.NotStarted,
    kdenlive_process_status: AI_STATUS.NotStarted,
    ...overrides,
  };
}

/** The classic storyboard an add to account made (GET /proxy/v1/customers/42/storyboards/{id}), in project `projectType`. */
export function classicStoryboard(id: number, projectType: ProjectType): StoryboardDetail {
  return {
    id,
    customerId: 42,
    title: 'Our community garden',
    description: 'How neighbours grow food together.',
    tags: ['community'],
    status: 'Published',
    shootingMode: 'Landscape',
    explanationAssetId: null,
    landScapeImageAssetId: null,
    portraitImageAssetId: null,
    thumbnailAssetId: null,
    projectId: 3,
    project: { id: 3, code: 'GARDEN', projectType },
    shots: [],
    assets: [],
    information: { duration: 30, storyboardType: 'AI', aiSearch: false, denoisingMode: 'Off', autoAdjustmentMode: 'Off' },
    numberOfShots: 0,
    dateCreated: '2025-01-01T00:00:00.000Z',
    lastUpdated: '2025-01-01T00:00:00.000Z',
    mltAssetId: null,
    originalMltAssetId: null,
    publishedRenderQuality: 'High',
    originalScriptId: null,
    mltScriptAssetId: null,
    permittedActions: [],
    listingId: null,
    releaseError: null,
    fromMarketplace: false,
  };
}

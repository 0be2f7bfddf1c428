import { AI_FORMATS, type AiFormat, type AiShotType } from '../../../../contracts';

/*
 * The shot image port (docs/adr/029): a picture for one shot from its image prompt, in the
 * storyboard's orientation. Adapters: the local renderer (local-renderer.ts, the default:
 * a storyboard-sketch frame drawn as SVG and rendered by sharp) and an OpenAI-compatible
 * images endpoint (openai-images.ts, with AI_BASE_URL and AI_IMAGE_MODEL).
 */

export interface ShotImageRequest {
  readonly prompt: string;
  readonly title: string;
  readonly type: AiShotType;
  readonly shotNumber: number;
  readonly format: AiFormat;
}

/** A picture to store: PNG or JPEG bytes at SHOT_IMAGE_SIZE of the orientation. */
export interface ShotImage {
  readonly bytes: Buffer;
  readonly contentType: 'image/png' | 'image/jpeg';
  readonly extension: 'png' | 'jpg';
}

export interface ShotImagePort {
  /** `local-renderer` or `openai-images` (logged at start). */
  readonly name: string;
  /** The shot's picture; AiServiceError or AiOutputError (service-client.ts) when it cannot be made; stops when `signal` aborts. */
  draw(request: ShotImageRequest, signal: AbortSignal): Promise<ShotImage>;
}

/** Every shot image's size: 720p in the storyboard's orientation. */
export const SHOT_IMAGE_SIZE: Readonly<Record<AiFormat, { readonly width: number; readonly height: number }>> = {
  [AI_FORMATS.landscape]: { width: 1280, height: 720 },
  [AI_FORMATS.portrait]: { width: 720, height: 1280 },
};

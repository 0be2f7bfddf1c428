import sharp from 'sharp';
import { z } from 'zod';
import type { AiServiceSettings } from '../../../../config';
import { AI_FORMATS } from '../../../../contracts';
import { AiOutputError, postJson } from '../service-client';
import { SHOT_IMAGE_SIZE, type ShotImagePort } from './port';

/*
 * The OpenAI-compatible images adapter of the image port (docs/adr/029), chosen when
 * AI_BASE_URL and AI_IMAGE_MODEL are set: POST {AI_BASE_URL}/images/generations with the
 * model, the shot's prompt, one image in the orientation's size and `response_format:
 * b64_json`. The picture is decoded, checked to be an image and cropped to 1280x720 (or
 * 720x1280) as JPEG, so every shot image has the same size whatever the service makes.
 */

const answerSchema = z.object({ data: z.array(z.object({ b64_json: z.string().min(1) })).min(1) });

/** The size asked for: the service's wide and tall sizes (DALL-E 3's; other services take them or the nearest). */
const REQUEST_SIZE = { [AI_FORMATS.landscape]: '1792x1024', [AI_FORMATS.portrait]: '1024x1792' } as const;

export function openAiImages(settings: AiServiceSettings & { imageModel: string }): ShotImagePort {
  return {
    name: 'openai-images',
    async draw(request, signal) {
      const body = await postJson(
        settings,
        '/images/generations',
        { model: settings.imageModel, prompt: request.prompt, n: 1, size: REQUEST_SIZE[request.format], response_format: 'b64_json' },
        signal,
      );
      const answer = answerSchema.safeParse(body);
      if (!answer.success) throw new AiOutputError('The AI service answered no image (data[0].b64_json)');
      const { width, height } = SHOT_IMAGE_SIZE[request.format];
      try {
        const bytes = await sharp(Buffer.from(answer.data.data[0]?.b64_json ?? '', 'base64'))
          .resize(width, height, { fit: 'cover' })
          .jpeg({ quality: 86 })
          .toBuffer();
        return { bytes, contentType: 'image/jpeg', extension: 'jpg' };
      } catch {
        throw new AiOutputError('The AI service answered something that is not an image');
      }
    },
  };
}

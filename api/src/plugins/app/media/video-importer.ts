import { join } from 'node:path';
import { REGISTERED_MEDIA_TYPES, SHOT_TYPES, UPLOAD_KINDS } from '../../../contracts';
import { sceneClipKeyOf, thumbnailKeyOf } from './derived-keys';
import { ImportError, titleFromFileName, type ImportedClip, type ImportedShot, type ImportSource, type StoryboardImporter } from './importers';
import { probeMedia, UnsupportedMediaError } from './probe';
import { makeThumbnail } from './renditions';
import { cutClip, detectSceneCuts, planScenes, type Scene } from './scenes';
import { uploadFrom } from './workspace';

/**
 * Cuts `scene` of the video `input` into an MP4 stored under `key` (beside the upload), and
 * stores the clip's thumbnail as the shot's image: the clip, and the image's key.
 */
export async function storeSceneClip(
  source: ImportSource,
  input: string,
  key: string,
  scene: Scene,
  size: { width: number; height: number },
): Promise<{ clip: ImportedClip; imageKey: string }> {
  const fileName = key.slice(key.lastIndexOf('/') + 1);
  const clip = join(source.workDir, fileName);
  await cutClip(input, clip, scene, size, source.signal);
  const clipFacts = await probeMedia(clip, source.signal);
  const thumbnail = join(source.workDir, `${fileName}.jpg`);
  await makeThumbnail(clip, thumbnail, clipFacts, source.signal);
  const stored = await uploadFrom(source.storage, key, clip, 'video/mp4');
  const imageKey = thumbnailKeyOf(key);
  await uploadFrom(source.storage, imageKey, thumbnail, 'image/jpeg');
  return {
    imageKey,
    clip: {
      key,
      fileName,
      contentType: 'video/mp4',
      size: stored.size,
      etag: stored.etag,
      durationMillis: clipFacts.durationMillis ?? scene.endMillis - scene.startMillis,
      width: clipFacts.width,
      height: clipFacts.height,
    },
  };
}

/**
 * A video becomes a storyboard whose shots are its scenes: each scene is cut into its own
 * clip (stored beside the upload), which is the shot's asset; the clip's thumbnail is the
 * shot's image and its length the shot's duration. The storyboard is named after the file.
 */
export function videoImporter(): StoryboardImporter {
  return {
    name: 'video scenes',
    contentTypes: UPLOAD_KINDS.Video.contentTypes,
    async import(source) {
      let facts;
      try {
        facts = await probeMedia(source.file, source.signal);
      } catch (err) {
        if (err instanceof UnsupportedMediaError) throw new ImportError(err.message);
        throw err;
      }
      if (facts.mediaType !== REGISTERED_MEDIA_TYPES.Video || !facts.width || !facts.height) {
        throw new ImportError(`The upload is not a video (ffprobe found ${facts.mediaType === REGISTERED_MEDIA_TYPES.Video ? 'no picture size' : `a ${facts.mediaType.toLowerCase()} file`})`);
      }
      if (!facts.durationMillis) throw new ImportError('The video does not say how long it is');
      const cuts = await detectSceneCuts(source.file, facts.durationMillis, source.signal);
      const scenes = planScenes(cuts, facts.durationMillis);
      const shots: ImportedShot[] = [];
      for (const [i, scene] of scenes.entries()) {
        const n = i + 1;
        const key = sceneClipKeyOf(source.key, source.requestId, n);
        const stored = await storeSceneClip(source, source.file, key, scene, { width: facts.width, height: facts.height });
        shots.push({ title: `Scene ${n}`, description: '', durationMillis: scene.endMillis - scene.startMillis, shotType: SHOT_TYPES.VideoAudio, ...stored });
      }
      return { title: titleFromFileName(source.fileName), description: '', tags: [], shots };
    },
  };
}

import { join } from 'node:path';
import type { ImageWidth } from '../../../contracts';
import type { ObjectInfo, ObjectStorage } from '../storage';
import { mediaFolderOf } from './derived-keys';
import { runTool } from './tools';
import { downloadTo, uploadFrom, withWorkDir } from './workspace';

/*
 * Smaller copies of a stored image for the portal's cards and tiles (docs/adr/052): a WebP
 * at most IMAGE_WIDTHS[n] wide, made with ffmpeg the first time it is asked for and kept in
 * the image's media folder. The copy records the ETag of the image it was made from, so a
 * replaced image gets a new copy on its next request. Each api process makes a copy once
 * however many requests ask for it at the same time; two processes may both make it, and
 * the second put replaces the first with the same picture.
 */

/** The image types a copy is made of. */
export const SIZED_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

/** The metadata naming the ETag of the image a copy was made from. */
const SOURCE_ETAG = 'source-etag';
const WEBP = 'image/webp';

/** Where the copy of `assetKey` at most `width` wide is kept. */
export const sizedImageKeyOf = (assetKey: string, width: ImageWidth): string => `${mediaFolderOf(assetKey)}/w${width}.webp`;

/** Writes `input` scaled down (never up) to at most `width` wide, as WebP, to `output`. */
export async function makeSizedImage(input: string, output: string, width: number): Promise<void> {
  await runTool(
    'ffmpeg',
    [
      '-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', input,
      '-frames:v', '1', '-vf', `scale='min(${width},iw)':-2`,
      '-c:v', 'libwebp', '-quality', '80', '-f', 'webp', output,
    ],
    { timeoutMs: 30_000 },
  );
}

export class SizedImages {
  private readonly making = new Map<string, Promise<ObjectInfo | null>>();

  constructor(private readonly storage: ObjectStorage) {}

  /**
   * The copy of the image `source` (its info, as just read) at most `width` wide: the one
   * kept when it was made from these bytes, else one made now. Null when the image is gone.
   * Throws MediaToolError when ffmpeg cannot read it.
   */
  async copyOf(source: ObjectInfo, width: ImageWidth): Promise<ObjectInfo | null> {
    const key = sizedImageKeyOf(source.key, width);
    const kept = await this.storage.stat(key);
    if (kept?.metadata[SOURCE_ETAG] === source.etag) return kept;
    const job = `${key} ${source.etag}`;
    let making = this.making.get(job);
    if (!making) {
      making = this.make(source.key, key, width).finally(() => this.making.delete(job));
      this.making.set(job, making);
    }
    return making;
  }

  private make(sourceKey: string, key: string, width: ImageWidth): Promise<ObjectInfo | null> {
    return withWorkDir(async (dir) => {
      const input = join(dir, 'source');
      const output = join(dir, 'sized.webp');
      // The bytes read now, not the info asked with: the copy names what it was made from.
      const source = await downloadTo(this.storage, sourceKey, input);
      if (!source) return null;
      await makeSizedImage(input, output, width);
      return uploadFrom(this.storage, key, output, WEBP, { metadata: { [SOURCE_ETAG]: source.etag } });
    });
  }
}

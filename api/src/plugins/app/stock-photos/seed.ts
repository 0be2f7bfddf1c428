import type { Seeder } from '../../../seed/seeders';
import type { ObjectStorage } from '../storage';
import { ensureSeedImages } from '../storyboards/seed-images';
import { localStockLibrary } from './library';

/**
 * The local stock library's images (library.ts) at their three sizes, drawn only when
 * missing or drawn differently; the library needs no rows.
 */
export function seedStockPhotos(storage: ObjectStorage): Seeder {
  return async () => {
    await ensureSeedImages(
      storage,
      localStockLibrary().flatMap((p) => [p.images.regular, p.images.small, p.images.thumb]),
    );
  };
}

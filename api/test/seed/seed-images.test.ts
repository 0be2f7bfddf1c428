import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEFAULT_SHOT_IMAGES } from '../../src/contracts';
import { runMigrations, type Db } from '../../src/db';
import { runSeed } from '../../src/seed';
import { MemoryObjectStorage, objectStorageFor, readObject, type ObjectStorage } from '../../src/plugins/app/storage';
import { seedStoryboards } from '../../src/plugins/app/storyboards/seed';
import {
  DEMO_COVER_PREFIX,
  SEED_IMAGE_SIZE,
  SEED_THUMBNAIL_SIZE,
  SOURCE_HASH_METADATA,
  TEXT_METADATA,
  coverImages,
  defaultShotImages,
  ensureSeedImages,
  hueOf,
  renderSeedImage,
  slugOf,
  svgTextRenders,
  wrapWords,
} from '../../src/plugins/app/storyboards/seed-images';
import { memoryDb, testConfig } from '../helpers';

// Drawing every image from nothing takes a few seconds on a busy 2-core machine.
jest.setTimeout(120_000);

/** The PNG under `key`: its pixel size (sharp reads the file, so it must be a whole PNG). */
async function pngSize(storage: ObjectStorage, key: string): Promise<{ width?: number; height?: number; format?: string }> {
  const bytes = await readObject(storage, key);
  if (!bytes) throw new Error(`${key} is not stored`);
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
}

describe('seed images', () => {
  let db: Db;
  let dir: string;
  let storage: ObjectStorage;
  const config = () => testConfig({ STORAGE_DIR: dir });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'seed-images-'));
    storage = objectStorageFor(config());
    db = await memoryDb();
    await runMigrations(db);
    const started = performance.now();
    await runSeed(db, config(), [seedStoryboards(storage)]);
    // Reported, not asserted: the machine's load decides it (about 3 s on 2 busy cores).
    console.info(`seed images: first seed with every image drawn took ${Math.round(performance.now() - started)} ms`);
  });
  afterAll(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores the three default shot images as 1280x720 PNGs, each its own drawing', async () => {
    const etags = new Set<string>();
    for (const key of DEFAULT_SHOT_IMAGES) {
      expect(await pngSize(storage, key)).toEqual({ ...SEED_IMAGE_SIZE, format: 'png' });
      const info = await storage.stat(key);
      expect(info?.contentType).toBe('image/png');
      etags.add(info?.etag ?? '');
    }
    expect(etags.size).toBe(DEFAULT_SHOT_IMAGES.length);
  });

  it('gives every demo storyboard a stored cover (1280x720) and thumbnail (480x270)', async () => {
    const { rows } = await db.query<{ title: string; landscape_image_asset_id: string | null; thumbnail_asset_id: string | null }>(
      'select title, landscape_image_asset_id, thumbnail_asset_id from storyboards',
    );
    expect(rows.length).toBeGreaterThan(20);
    const covers = new Set(rows.map((r) => r.landscape_image_asset_id));
    for (const key of covers) {
      expect(key).toMatch(new RegExp(`^${DEMO_COVER_PREFIX}[a-z0-9-]+-[0-9a-f]{16}\\.png$`));
      expect(await pngSize(storage, key ?? '')).toEqual({ ...SEED_IMAGE_SIZE, format: 'png' });
    }
    for (const key of new Set(rows.map((r) => r.thumbnail_asset_id))) {
      expect(await pngSize(storage, key ?? '')).toEqual({ ...SEED_THUMBNAIL_SIZE, format: 'png' });
    }
    // Same title, same cover; different titles, different covers.
    expect(covers.size).toBe(new Set(rows.map((r) => r.title)).size);
    const season = rows.find((r) => r.title === 'Season launch');
    expect(season?.landscape_image_asset_id).toBe(coverImages('Season launch').cover.key);
  });

  it('draws nothing on a second seed, and gives back a cover a demo storyboard lost', async () => {
    const before = await storage.stat(DEFAULT_SHOT_IMAGES[0] ?? '');
    await db.query(`update storyboards set landscape_image_asset_id = null where title = 'Open day'`);
    const started = performance.now();
    await runSeed(db, config(), [seedStoryboards(storage)]);
    console.info(`seed images: second seed took ${Math.round(performance.now() - started)} ms`);
    expect(await storage.stat(DEFAULT_SHOT_IMAGES[0] ?? '')).toEqual(before);
    const { rows } = await db.query<{ landscape_image_asset_id: string | null }>(`select landscape_image_asset_id from storyboards where title = 'Open day'`);
    expect(rows.map((r) => r.landscape_image_asset_id)).toEqual(rows.map(() => coverImages('Open day').cover.key));
    const all = [...defaultShotImages(), coverImages('Open day').cover];
    expect(await ensureSeedImages(storage, all)).toMatchObject({ made: 0, kept: all.length });
  });

  it('draws again an image stored from another drawing, and only that one', async () => {
    const [first] = defaultShotImages();
    if (!first) throw new Error('no default images');
    await storage.put(first.key, Buffer.from('old drawing'), 'image/png', { metadata: { [SOURCE_HASH_METADATA]: 'old' } });
    const result = await ensureSeedImages(storage, defaultShotImages());
    expect(result).toMatchObject({ made: 1, kept: 2 });
    expect(await pngSize(storage, first.key)).toEqual({ ...SEED_IMAGE_SIZE, format: 'png' });
    expect((await storage.stat(first.key))?.metadata).toEqual({ [SOURCE_HASH_METADATA]: first.sourceHash, [TEXT_METADATA]: 'rendered' });
  });
});

describe('seed image drawings', () => {
  it('draws the text when a font renders it (fontconfig: DejaVu or Liberation here)', async () => {
    const [shot] = defaultShotImages();
    if (!shot) throw new Error('no images');
    const [withText, shapesOnly] = await Promise.all([renderSeedImage(shot, true), renderSeedImage(shot, false)]);
    // Without any font svgTextRenders is false and the seed draws shapes only (see its doc).
    if (await svgTextRenders()) expect(withText.equals(shapesOnly)).toBe(false);
    else console.warn('seed images: no font renders SVG text on this machine; images are drawn without text');
  });

  it('can draw every image without text, for a machine with no font', async () => {
    const images = [...defaultShotImages(), ...Object.values(coverImages('Club day'))];
    for (const image of images) {
      expect(image.svg(true)).toContain('<text');
      expect(image.svg(false)).not.toContain('<text');
    }
    const storage = new MemoryObjectStorage();
    const [shot] = images;
    if (!shot) throw new Error('no images');
    const png = await renderSeedImage(shot, false);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', ...SEED_IMAGE_SIZE });
    await storage.put(shot.key, png, 'image/png');
    expect(await storage.exists(shot.key)).toBe(true);
  });

  it('escapes a title in the drawing and keys it by a readable slug and the drawing', () => {
    const { cover, thumbnail } = coverImages('Fish & <chips> "night"');
    expect(cover.svg(true)).toContain('Fish &amp; &lt;chips&gt; &quot;night&quot;');
    expect(cover.key).toMatch(/^public\/demo\/storyboards\/fish-chips-night-[0-9a-f]{16}\.png$/);
    expect(thumbnail.key).toBe(cover.key.replace('fish-chips-night-', 'fish-chips-night-thumb-'));
    expect(coverImages('Fish & <chips> "night"').cover.key).toBe(cover.key);
    expect(coverImages('Fish & chips night').cover.key).not.toBe(cover.key);
  });

  it('picks a stable colour, slug and line breaks from a title', () => {
    expect(hueOf('Season launch')).toBe(hueOf('Season launch'));
    expect(hueOf('Season launch')).toBeGreaterThanOrEqual(0);
    expect(hueOf('Season launch')).toBeLessThan(360);
    expect(slugOf('Last year’s season: 2025!')).toBe('last-year-s-season-2025');
    expect(slugOf('¿¡')).toBe('storyboard');
    expect(wrapWords('Neighbourhood clean-up told by its neighbours', 22, 3)).toEqual(['Neighbourhood clean-up', 'told by its neighbours']);
    expect(wrapWords('one two three four five six seven eight nine ten eleven', 10, 2)).toEqual(['one two', 'three fou…']);
    expect(wrapWords('Supercalifragilisticexpialidocious', 10, 3)).toEqual(['Supercali…']);
  });
});

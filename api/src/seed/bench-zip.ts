/**
 * The data of the asset zip bench (`npm run bench -- --only media`, build-tools/src/bench/media.mjs):
 * after the demo seed, stores one video file (BENCH_ZIP_FILE, made by the bench with ffmpeg)
 * BENCH_ZIP_COPIES times in the videos library of the bench customer, as end users' films
 * of one of their storyboards, so that packing them all makes a zip of their total size.
 * Prints the library asset ids as a JSON array. Idempotent (the keys are fixed); LOCAL_DEV=enabled
 * only, like the seed.
 *
 *   DATA_DIR=/tmp/x LOCAL_DEV=enabled BENCH_ZIP_FILE=/path/video.mp4 BENCH_ZIP_COPIES=20 npx tsx src/seed/bench-zip.ts
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { REGISTERED_MEDIA_TYPES } from '../contracts';
import { customerRepository } from '../plugins/app/customers/customer-repository';
import { libraryRepository } from '../plugins/app/library/library-repository';
import { demoLibraryKey } from '../plugins/app/library/seed';
import { objectStorageFor } from '../plugins/app/storage';
import { runBenchSeed } from './bench-seed';

/** The customer whose library the zip bench packs. */
export const BENCH_ZIP_CUSTOMER_EMAIL = 'pro@demo.test';
/** The day the bench's films are filed under (any fixed day: the keys stay the same run after run). */
const FILMED = new Date(Date.UTC(2026, 0, 15));

const file = process.env.BENCH_ZIP_FILE;
const copies = Number(process.env.BENCH_ZIP_COPIES ?? '20');
if (!file || !Number.isInteger(copies) || copies < 1 || copies > 500) throw new Error('BENCH_ZIP_FILE (a video) and BENCH_ZIP_COPIES (1 to 500) are needed');

runBenchSeed(async (db, config) => {
  const customer = await customerRepository(db).findByEmail(BENCH_ZIP_CUSTOMER_EMAIL);
  if (!customer) throw new Error(`The seed did not create ${BENCH_ZIP_CUSTOMER_EMAIL}`);
  const { rows } = await db.query<{ id: string; code: string }>(
    `select s.id, p.code from storyboards s join projects p on p.id = s.project_id where s.customer_id = $1 order by s.id limit 1`,
    [customer.id],
  );
  const storyboard = rows[0];
  if (!storyboard) throw new Error(`${BENCH_ZIP_CUSTOMER_EMAIL} has no storyboard`);
  const storage = objectStorageFor(config);
  const { size } = await stat(file);
  const assets = [];
  for (let n = 1; n <= copies; n++) {
    const assetId = demoLibraryKey(storyboard.code, FILMED, 900 + n, `bench-zip-${n}.mp4`);
    if ((await storage.stat(assetId))?.size !== size) await storage.put(assetId, createReadStream(file), 'video/mp4', { size });
    assets.push({
      customerId: customer.id,
      assetId,
      userEmail: 'bench.filmer@demo.test',
      storyboardId: Number(storyboard.id),
      shotId: null,
      flicTitle: 'Zip bench',
      flicShotNumber: null,
      name: `bench-zip-${n}.mp4`,
      mediaType: REGISTERED_MEDIA_TYPES.Video,
      assetType: 'Flic' as const,
      source: 'UGV' as const,
      tags: ['Zip bench'],
      filmedAt: FILMED,
    });
  }
  await libraryRepository(db).insert(assets);
  return assets.map((a) => a.assetId);
});

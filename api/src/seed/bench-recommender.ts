/**
 * The data of the recommender bench (`npm run bench -- --only recommender`,
 * build-tools/src/bench/recommender.mjs): after the demo seed, BENCH_RECOMMENDER_STORYBOARDS
 * storyboards (default 2,000) and BENCH_RECOMMENDER_VIDEOS videos (default 50,000) for the
 * Pro demo customer (api/src/seed/recommender-scale.ts). LOCAL_DEV=enabled only, like the
 * seed; run it once on a fresh DATA_DIR.
 *
 *   DATA_DIR=/tmp/x LOCAL_DEV=enabled npx tsx src/seed/bench-recommender.ts
 */
import { runBenchSeed } from './bench-seed';
import { seedRecommenderScale } from './recommender-scale';

runBenchSeed(async (db) => {
  const storyboards = Number(process.env.BENCH_RECOMMENDER_STORYBOARDS ?? '2000');
  const videos = Number(process.env.BENCH_RECOMMENDER_VIDEOS ?? '50000');
  if (!Number.isInteger(storyboards) || storyboards < 1 || storyboards > 100_000 || !Number.isInteger(videos) || videos < 1 || videos > 1_000_000) {
    throw new Error('BENCH_RECOMMENDER_STORYBOARDS (1 to 100,000) and BENCH_RECOMMENDER_VIDEOS (1 to 1,000,000) must be whole numbers');
  }
  await seedRecommenderScale(db, { email: 'pro@demo.test', storyboards, videos });
  return { storyboards, videos };
});

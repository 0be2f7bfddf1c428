import type { FastifyInstance } from 'fastify';
import type { Recommender } from '../../src/contracts';
import { seedRecommenderScale } from '../../src/seed/recommender-scale';
import { bearer, seededApp, signIn } from '../support/account';

/*
 * The recommender at a smaller scale than its bench (build-tools/src/bench/recommender.mjs:
 * 2,000 storyboards and 50,000 videos): 200 storyboards and 5,000 videos added to the Pro
 * demo customer. The answer covers them, ranks them consistently, and a repeat answer
 * reuses the model instead of rebuilding it.
 */
describe('recommender at scale', () => {
  let app: FastifyInstance;
  let pro: { authorization: string };

  beforeAll(async () => {
    app = await seededApp();
    await seedRecommenderScale(app.db, { email: 'pro@demo.test', storyboards: 200, videos: 5000 });
    pro = bearer((await signIn(app, 'pro@demo.test')).IdToken);
  }, 180_000);
  afterAll(() => app.close());

  const get = async (): Promise<{ ms: number; result: Recommender }> => {
    const start = performance.now();
    const res = await app.inject({ url: '/recommender', headers: pro });
    expect(res.statusCode).toBe(200);
    return { ms: performance.now() - start, result: res.json().result as Recommender };
  };

  /** An answer with its signatures and expiries left out. */
  const unsigned = (r: Recommender): unknown => JSON.parse(JSON.stringify(r).replace(/\?expires=\d+&signature=[\w-]+/g, ''));

  it('answers over every video and storyboard, full carousels, and reuses its model', async () => {
    const first = await get();
    const { rows } = await app.db.query<{ n: number }>(
      `select count(*)::int as n from library_assets a join customers c on c.id = a.customer_id where c.email = 'pro@demo.test' and a.media_type = 'Video'`,
    );
    expect(first.result.headline.videosAnalysed).toBe(rows[0]?.n);
    expect(first.result.headline.videosAnalysed).toBeGreaterThanOrEqual(5000);
    expect(first.result.headline.creators).toBeGreaterThanOrEqual(50);
    expect(first.result.topRankedUsers).toHaveLength(6);
    expect(first.result.topVideos).toHaveLength(10);
    expect(first.result.topStoryboards).toHaveLength(15);
    for (const theme of first.result.themes) expect([theme.key, theme.storyboards.length, theme.videos.length]).toEqual([theme.key, 6, 6]);
    const builds = app.recommender.stats().builds;
    const repeats: number[] = [];
    for (let i = 0; i < 10; i++) {
      const again = await get();
      repeats.push(again.ms);
      // The same answer, but for the signed URLs' expiry (signed per answer).
      expect(unsigned(again.result)).toEqual(unsigned(first.result));
    }
    expect(app.recommender.stats().builds).toBe(builds);
    // A repeat answer costs the generations, the feedback and the ranking, not a rebuild.
    repeats.sort((a, b) => a - b);
    expect(repeats[5]).toBeLessThan(Math.max(250, first.ms));
  });
});

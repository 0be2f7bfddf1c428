import { RECOMMENDER_LABELS } from './messages/insights';
import {
  RECOMMENDER_LETTERS,
  RECOMMENDER_SIZES,
  RECOMMENDER_THEMES,
  recommenderFeedbackBodySchema,
} from './recommender-calls';

describe('recommender calls', () => {
  it('has the nine themed carousels of 002 §2, each a query of words', () => {
    expect(RECOMMENDER_THEMES.map((t) => t.title)).toEqual(RECOMMENDER_LABELS.themedCarousels);
    expect(new Set(RECOMMENDER_THEMES.map((t) => t.key)).size).toBe(9);
    for (const theme of RECOMMENDER_THEMES) expect(theme.words.length).toBeGreaterThan(3);
  });

  it('letters Top Storyboard Recommendation A to O', () => {
    expect(RECOMMENDER_LETTERS).toHaveLength(RECOMMENDER_SIZES.TOP_STORYBOARDS);
    expect(RECOMMENDER_LETTERS.at(-1)).toBe('O');
  });

  it('takes thumbs (null clears them) and/or three ratings of 1 to 5, nothing else', () => {
    const ok = (body: object) => recommenderFeedbackBodySchema.safeParse(body).success;
    expect(ok({ item_kind: 'video', item_id: '7', thumbs: 'down' })).toBe(true);
    expect(ok({ item_kind: 'user', item_id: 'mia@fans.test', thumbs: null })).toBe(true);
    expect(ok({ item_kind: 'storyboard', item_id: '7', ratings: { tone: 1, story: 5, film: 3 } })).toBe(true);
    expect(ok({ item_kind: 'storyboard', item_id: '7' })).toBe(false);
    expect(ok({ item_kind: 'storyboard', item_id: '7', ratings: { tone: 0, story: 5, film: 3 } })).toBe(false);
    expect(ok({ item_kind: 'shot', item_id: '7', thumbs: 'up' })).toBe(false);
    expect(ok({ item_kind: 'video', item_id: '7', thumbs: 'up', other: true })).toBe(false);
  });
});

import { feedbackFactor, rankedList, rankWithFeedback, type Feedback } from '../../src/plugins/app/recommender/ranking';
import { buildModel, centroid, matchPercentage, queryVector, similarity, tokenize } from '../../src/plugins/app/recommender/tfidf';

const doc = (text: string, tags = '') => [
  { text, weight: 1 },
  { text: tags, weight: 2 },
];

// A small fixed corpus: two profile documents about football clubs, and candidates.
const CORPUS = [
  doc('Football club season launch with players and coaches', 'Sports Football'),
  doc('Club training night: players run drills', 'Sports'),
  doc('Junior football clinic for club players', 'Sports Football'), // 2: closest
  doc('Season highlights of the club', 'Sports'), // 3: close
  doc('Bakery product launch with a customer', 'Brand'), // 4: shares "launch" only
  doc('Council road safety message', 'Government'), // 5: nothing in common
];

describe('tfidf', () => {
  it('tokenises: lower case, stop words out, plurals folded, accents stripped', () => {
    expect(tokenize('The Players’ stories of a Café, 2024!')).toEqual(['player', 'story', 'cafe', '2024']);
    expect(tokenize('class bus this')).toEqual(['class', 'bus']);
  });

  it('ranks the candidates by cosine similarity to the profile in the expected order', () => {
    const model = buildModel(CORPUS);
    const profile = centroid(model, model.vectors.slice(0, 2));
    const scores = model.vectors.slice(2).map((v) => similarity(v, profile));
    const order = rankedList(scores).sorted.map((s) => s.index + 2);
    expect(order).toEqual([2, 3, 4, 5]);
    expect(scores[3]).toBe(0);
    expect(scores[0]).toBeGreaterThan(0.3);
    scores.forEach((s) => expect(s).toBeLessThanOrEqual(1));
  });

  it('scores a document against itself 1 (100 %), and a theme query by its words', () => {
    const model = buildModel(CORPUS);
    const self = centroid(model, [model.vectors[4] as never]);
    expect(matchPercentage(similarity(model.vectors[4] as never, self))).toBe(100);
    const query = queryVector(model, [{ text: 'road safety council unknownword', weight: 1 }]);
    expect(rankedList(model.vectors.map((v) => similarity(v, query)), true).sorted.map((s) => s.index)).toEqual([5]);
    expect(queryVector(model, [{ text: 'nothing known', weight: 1 }]).every((v) => v === 0)).toBe(true);
  });

  it('clamps match percentages to 0..100', () => {
    expect([matchPercentage(-0.1), matchPercentage(0.456), matchPercentage(1.2)]).toEqual([0, 46, 100]);
  });
});

describe('feedback ranking', () => {
  const list = rankedList([0.9, 0.8, 0.7, 0.6, 0.5]);
  const none = new Map<number, Feedback>();
  const on = (index: number, feedback: Feedback) => new Map([[index, feedback]]);
  const order = (feedback: ReadonlyMap<number, Feedback>, n: number, of = list) => rankWithFeedback(of, feedback, n).map((s) => s.index);

  it('keeps the similarity order without feedback', () => {
    expect(order(none, 3)).toEqual([0, 1, 2]);
  });

  it('sinks a thumbs-down item below every other, even out of the first n', () => {
    const down = on(0, { thumbs: 'down', ratings: null });
    expect(order(down, 3)).toEqual([1, 2, 3]);
    expect(order(down, 5)).toEqual([1, 2, 3, 4, 0]);
  });

  it('lifts a thumbs-up item and weighs ratings (3 stars neutral)', () => {
    expect(order(on(2, { thumbs: 'up', ratings: null }), 3)).toEqual([2, 0, 1]);
    expect(feedbackFactor({ thumbs: null, ratings: { tone: 3, story: 3, film: 3 } })).toBe(1);
    expect(feedbackFactor({ thumbs: null, ratings: { tone: 5, story: 5, film: 5 } })).toBeCloseTo(1.3);
    expect(order(on(0, { thumbs: null, ratings: { tone: 1, story: 1, film: 1 } }), 3)).toEqual([1, 2, 0]);
  });

  it('leaves out feedback on items that are not candidates of the list (NaN, or 0 in a theme)', () => {
    const theme = rankedList([0.4, 0, Number.NaN, 0.2], true);
    expect(theme.sorted.map((s) => s.index)).toEqual([0, 3]);
    expect(order(on(1, { thumbs: 'up', ratings: null }), 3, theme)).toEqual([0, 3]);
    expect(order(on(2, { thumbs: 'up', ratings: null }), 3, rankedList([0.4, 0, Number.NaN]))).toEqual([0, 1]);
  });
});

import { formatScriptRange } from './legalFormat';

describe('legal formatting', () => {
  it.each([
    [2, 10, '2\u201310'],
    [11, 20, '11\u201320'],
    [21, null, '21 or more'],
  ])('formats the bracket %p-%p as %p', (min, max, shown) => {
    expect(formatScriptRange(min, max)).toBe(shown);
  });
});

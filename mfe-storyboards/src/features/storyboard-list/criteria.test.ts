import { INITIAL_CRITERIA, sameSearch, toSearchParams, toggleTag, type SearchCriteria } from './criteria';

const criteria = (change: Partial<SearchCriteria>): SearchCriteria => ({ ...INITIAL_CRITERIA, ...change });

describe('toSearchParams (GET /search/scripts, 001 §7)', () => {
  it.each<[string, Partial<SearchCriteria>, number, Record<string, unknown>]>([
    ['nothing chosen', {}, 0, { q: undefined, tags: undefined, projectType: undefined, from: 0, size: 20 }],
    ['keys, trimmed', { text: '  rugby  ' }, 0, { q: 'rugby' }],
    ['blank keys', { text: '   ' }, 0, { q: undefined }],
    ['keys ignored in tags mode', { mode: 'tags', text: 'rugby' }, 0, { q: undefined }],
    ['tags joined by commas', { tags: ['Sports', 'QLD'] }, 0, { tags: 'Sports,QLD' }],
    ['tags sent in tags mode too', { mode: 'tags', tags: ['Brand'] }, 0, { tags: 'Brand' }],
    ['Live project', { project: 'Live' }, 0, { projectType: 'Live' }],
    ['Dev project', { project: 'Dev' }, 0, { projectType: 'Dev' }],
    ['All projects', { project: 'All' }, 0, { projectType: undefined }],
    ['a later page', {}, 20, { from: 20, size: 20 }],
  ])('%s', (_name, change, from, expected) => {
    expect(toSearchParams(criteria(change), from)).toMatchObject(expected);
  });
});

describe('sameSearch', () => {
  it('is true when only what the api does not see changed', () => {
    expect(sameSearch(INITIAL_CRITERIA, criteria({ mode: 'tags' }))).toBe(true);
    expect(sameSearch(criteria({ mode: 'tags' }), criteria({ mode: 'tags', text: 'abc' }))).toBe(true);
    expect(sameSearch(criteria({ text: 'a' }), criteria({ text: 'a ' }))).toBe(true);
  });

  it('is false when the keys, tags or project differ', () => {
    expect(sameSearch(INITIAL_CRITERIA, criteria({ text: 'a' }))).toBe(false);
    expect(sameSearch(criteria({ text: 'a' }), criteria({ mode: 'tags', text: 'a' }))).toBe(false);
    expect(sameSearch(INITIAL_CRITERIA, criteria({ tags: ['Social'] }))).toBe(false);
    expect(sameSearch(INITIAL_CRITERIA, criteria({ project: 'Dev' }))).toBe(false);
  });
});

describe('toggleTag (predefined tag buttons)', () => {
  it('adds a tag at the end, or removes it when chosen', () => {
    expect(toggleTag(['QLD'], 'Sports')).toEqual(['QLD', 'Sports']);
    expect(toggleTag(['QLD', 'Sports'], 'QLD')).toEqual(['Sports']);
    expect(toggleTag([], 'Media & Entertainment')).toEqual(['Media & Entertainment']);
  });
});

import { createAnswerCache } from '../../src/plugins/app/search/answer-cache';

describe('createAnswerCache', () => {
  it('answers what was kept, and counts hits and misses', () => {
    const cache = createAnswerCache(1_000);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', Buffer.from('{"x":1}'));
    expect(String(cache.get('a'))).toBe('{"x":1}');
    expect(cache.stats()).toEqual({ entries: 1, bytes: 2 + 7, hits: 1, misses: 1 });
  });

  it('drops the least recently used answers once its bytes are reached, and never keeps one larger than all of it', () => {
    // Each entry: key of 2 bytes + body of 198 = 200 bytes; 600 bytes hold three.
    const cache = createAnswerCache(600);
    const body = (c: string) => Buffer.from(c.repeat(198));
    for (const k of ['a', 'b', 'c']) cache.set(k, body(k));
    expect(cache.get('a')).toEqual(body('a')); // a is now the most recent
    cache.set('d', body('d'));
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => cache.get(k))).toEqual([body('a'), body('c'), body('d')]);
    expect(cache.stats().bytes).toBe(600);

    cache.set('big', Buffer.alloc(601));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.stats().entries).toBe(3);
  });

  it('replaces an answer kept under the same key', () => {
    const cache = createAnswerCache(1_000);
    cache.set('a', Buffer.from('one'));
    cache.set('a', Buffer.from('three'));
    expect(String(cache.get('a'))).toBe('three');
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 2 + 5 });
  });

  it('keeps nothing with no bytes', () => {
    const cache = createAnswerCache(0);
    cache.set('a', Buffer.from('x'));
    expect(cache.get('a')).toBeUndefined();
  });
});

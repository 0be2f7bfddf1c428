import { LOCAL_STORAGE_KEYS } from '@portal/shared-contracts/core';
import { persistedJobIds } from './persistedJobIds';

const KEY = LOCAL_STORAGE_KEYS.ACTIVE_STORYBOARD_IDS;
const SLOT = `${KEY}:user-a`;

/** A Storage whose every method throws, as some privacy modes do. */
function refusingStorage(): Storage {
  const refuse = (): never => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { length: 0, clear: refuse, getItem: refuse, key: refuse, removeItem: refuse, setItem: refuse };
}

beforeEach(() => localStorage.clear());

describe('persistedJobIds', () => {
  it('is empty when nothing is stored', () => {
    expect(persistedJobIds(KEY, 'user-a').list()).toEqual([]);
  });

  it('adds ids once, in order, and removes them', () => {
    const jobs = persistedJobIds(KEY, 'user-a');
    jobs.add('101');
    jobs.add('102');
    jobs.add('101');
    expect(jobs.list()).toEqual(['101', '102']);
    expect(JSON.parse(localStorage.getItem(SLOT) ?? 'null')).toEqual(['101', '102']);
    jobs.remove('101');
    jobs.remove('999');
    expect(jobs.list()).toEqual(['102']);
  });

  it('drops the storage entry when the last id goes', () => {
    const jobs = persistedJobIds(KEY, 'user-a');
    jobs.add('101');
    jobs.remove('101');
    expect(localStorage.getItem(SLOT)).toBeNull();
  });

  it('keeps each user apart: one person never resumes another’s jobs', () => {
    persistedJobIds(KEY, 'user-a').add('101');
    persistedJobIds(KEY, 'user-b').add('202');
    expect(persistedJobIds(KEY, 'user-a').list()).toEqual(['101']);
    expect(persistedJobIds(KEY, 'user-b').list()).toEqual(['202']);
  });

  it('is read afresh each time, so a later mount sees what an earlier one stored', () => {
    persistedJobIds(KEY, 'user-a').add('101');
    const later = persistedJobIds(KEY, 'user-a');
    persistedJobIds(KEY, 'user-a').add('102');
    expect(later.list()).toEqual(['101', '102']);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a string', '"101"'],
    ['an object', '{"0":"101"}'],
    ['null', 'null'],
  ])('reads a corrupt value (%s) as empty and replaces it on the next write', (_label, raw) => {
    localStorage.setItem(SLOT, raw);
    const jobs = persistedJobIds(KEY, 'user-a');
    expect(jobs.list()).toEqual([]);
    jobs.add('101');
    expect(JSON.parse(localStorage.getItem(SLOT) ?? 'null')).toEqual(['101']);
  });

  it('keeps only the string ids of a mixed list', () => {
    localStorage.setItem(SLOT, '[101, "102", null, {"id": "103"}, "104"]');
    expect(persistedJobIds(KEY, 'user-a').list()).toEqual(['102', '104']);
  });

  it('never throws when the storage refuses every call, and holds nothing', () => {
    const jobs = persistedJobIds(KEY, 'user-a', refusingStorage());
    expect(() => jobs.add('101')).not.toThrow();
    expect(() => jobs.remove('101')).not.toThrow();
    expect(jobs.list()).toEqual([]);
  });

  it('drops a write the browser refuses (quota) without throwing', () => {
    localStorage.setItem(SLOT, '["101"]');
    const full: Storage = {
      length: 1,
      clear: () => undefined,
      key: () => null,
      removeItem: () => undefined,
      getItem: (key) => localStorage.getItem(key),
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    const jobs = persistedJobIds(KEY, 'user-a', full);
    expect(() => jobs.add('102')).not.toThrow();
    expect(jobs.list()).toEqual(['101']);
  });

  it('where the browser blocks localStorage, keeps the ids in memory for the page load', () => {
    const blocked = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      const first = persistedJobIds('memoryOnlyIds', 'user-a');
      first.add('101');
      expect(persistedJobIds('memoryOnlyIds', 'user-a').list()).toEqual(['101']);
      expect(persistedJobIds('memoryOnlyIds', 'user-b').list()).toEqual([]);
      first.remove('101');
      expect(persistedJobIds('memoryOnlyIds', 'user-a').list()).toEqual([]);
    } finally {
      blocked.mockRestore();
    }
    expect(localStorage.getItem('memoryOnlyIds:user-a')).toBeNull();
  });
});

import { SIDE_NAV_COLLAPSED_KEY, readSideNavCollapsed, writeSideNavCollapsed } from './sideNavPreference';

/** A storage whose every call throws, as in browsers with storage blocked. */
const blockedStorage = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('blocked');
  },
} as unknown as Storage;

beforeEach(() => localStorage.clear());

describe('readSideNavCollapsed', () => {
  it.each([
    [null, false],
    ['true', true],
    ['false', false],
    ['', false],
    ['1', false],
    ['TRUE', false],
  ])('reads stored %p as collapsed=%p', (stored, expected) => {
    if (stored !== null) localStorage.setItem(SIDE_NAV_COLLAPSED_KEY, stored);
    expect(readSideNavCollapsed()).toBe(expected);
  });

  it('treats blocked or missing storage as expanded', () => {
    expect(readSideNavCollapsed(blockedStorage)).toBe(false);
    expect(readSideNavCollapsed(undefined)).toBe(false);
  });
});

describe('writeSideNavCollapsed', () => {
  it('remembers the state so the next read returns it', () => {
    writeSideNavCollapsed(true);
    expect(localStorage.getItem(SIDE_NAV_COLLAPSED_KEY)).toBe('true');
    expect(readSideNavCollapsed()).toBe(true);
    writeSideNavCollapsed(false);
    expect(readSideNavCollapsed()).toBe(false);
  });

  it('does not throw when storage is blocked', () => {
    expect(() => writeSideNavCollapsed(true, blockedStorage)).not.toThrow();
  });
});

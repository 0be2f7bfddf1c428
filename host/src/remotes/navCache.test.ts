import { cacheNav, readCachedNav } from './navCache';

const item = { key: 'storyboards', label: 'Storyboards', path: '/storyboards', icon: 'storyboards' as const, order: 30 };

describe('nav cache', () => {
  beforeEach(() => localStorage.clear());

  it('remembers each remote’s nav items across page loads', () => {
    cacheNav('mfe-storyboards', [item]);
    cacheNav('mfe-admin', []);
    expect(readCachedNav()).toEqual({ 'mfe-storyboards': [item], 'mfe-admin': [] });
  });

  it('ignores unreadable storage and invalid entries', () => {
    localStorage.setItem('portal:nav:v1', '{not json');
    expect(readCachedNav()).toEqual({});
    localStorage.setItem('portal:nav:v1', JSON.stringify({ 'mfe-storyboards': [{ key: 'x' }], 'mfe-admin': [item], 'mfe-evil': [item] }));
    expect(readCachedNav()).toEqual({ 'mfe-admin': [item] });
    localStorage.setItem('portal:nav:v1', 'null');
    expect(readCachedNav()).toEqual({});
  });
});

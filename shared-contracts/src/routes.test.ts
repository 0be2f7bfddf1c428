import { ROUTES, canonicalPath, href, matchPath } from './routes';

describe('matchPath', () => {
  it('returns the params of a matching pattern', () => {
    expect(matchPath(ROUTES.storyboard, '/storyboards/42')).toEqual({ storyboardId: '42' });
    expect(matchPath(ROUTES.storymakerAsset, '/storymaker/asset/abc')).toEqual({ reusableAssetId: 'abc' });
  });

  it('decodes encoded params', () => {
    expect(matchPath(ROUTES.storymakerStoryboard, '/storymaker/a%20b%2Fc')).toEqual({ storyboardId: 'a b/c' });
  });

  it('matches a static path with no params, ignoring a trailing slash', () => {
    expect(matchPath(ROUTES.videos, '/videos')).toEqual({});
    expect(matchPath(ROUTES.videos, '/videos/')).toEqual({});
    expect(matchPath(ROUTES.login, '/')).toEqual({});
  });

  it('refuses a different segment count or a different literal', () => {
    expect(matchPath(ROUTES.storyboard, '/storyboards')).toBeNull();
    expect(matchPath(ROUTES.storyboard, '/storyboards/1/extra')).toBeNull();
    expect(matchPath(ROUTES.storymakerStoryboard, '/storymaker/asset/1')).toBeNull();
    expect(matchPath(ROUTES.storyboard, '/videos/1')).toBeNull();
  });

  it('is case sensitive', () => {
    expect(matchPath(ROUTES.terms, '/policy/Terms')).toBeNull();
  });
});

describe('canonicalPath', () => {
  it.each([
    ['/policy/Terms', ROUTES.terms],
    ['/policy/Privacy', ROUTES.privacy],
    ['/InsightsReport', ROUTES.insightsReport],
    ['/policy/Terms/', ROUTES.terms],
    ['/videos/', '/videos'],
    ['/policy/terms', '/policy/terms'],
    ['/', '/'],
  ])('maps %s to %s', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });
});

describe('href builders', () => {
  it('encode path params', () => {
    expect(href.storyboard(7)).toBe('/storyboards/7');
    expect(href.storyboard('a/b c')).toBe('/storyboards/a%2Fb%20c');
    expect(href.storymakerStoryboard('x?y')).toBe('/storymaker/x%3Fy');
    expect(href.storymakerAsset('r#1')).toBe('/storymaker/asset/r%231');
  });

  it('round-trip through matchPath', () => {
    expect(matchPath(ROUTES.storyboard, href.storyboard('a/b c'))).toEqual({ storyboardId: 'a/b c' });
  });

  it('encode query params and drop missing ones', () => {
    expect(href.createUser()).toBe('/create_user');
    expect(href.createUser('Pro & More')).toBe('/create_user?product=Pro+%26+More');
    expect(href.series(12)).toBe('/deepstory/discovery/series?user_id=12');
    expect(href.aiStoryboard(12, 'a&b')).toBe('/deepstory/discovery/series/storyboard?user_id=12&id=a%26b');
    expect(href.filmAi(3, 4)).toBe('/deepstory/discovery/series/storyboard/filmai?user_id=3&id=4');
  });
});

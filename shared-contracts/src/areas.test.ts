import { REMOTE_AREAS, areaOf, areasOf } from './areas';
import { ROUTES } from './routes';
import { REMOTE_NAMES } from './remotes';

describe('remote areas', () => {
  it.each([
    ['/', 'mfe-account', 'guest'],
    ['/create_user', 'mfe-account', 'guest'],
    ['/subscription', 'mfe-account', 'private'],
    ['/storyboards', 'mfe-storyboards', 'private'],
    ['/storyboards/42', 'mfe-storyboards', 'private'],
    ['/storymaker/asset/3', 'mfe-storyboards', 'private'],
    ['/requestform', 'mfe-storyboards', 'private'],
    ['/deepstory/discovery/series/storyboard/filmai', 'mfe-deepstory', 'private'],
    ['/admin', 'mfe-admin', 'private'],
    ['/admin/audit', 'mfe-admin', 'private'],
    ['/insightsreport', 'mfe-insights', 'private'],
    ['/help/overview', 'mfe-insights', 'private'],
    ['/policy/terms', 'mfe-insights', 'public'],
    ['/contactform', 'mfe-insights', 'public'],
  ])('%s belongs to %s (%s)', (path, remote, access) => {
    expect(areaOf(path)).toMatchObject({ remote, access });
  });

  it.each(['/welcome', '/404', '/nothing/here', '/storyboardsX', '/insightsX', '/policy'])('%s belongs to no remote', (path) => {
    expect(areaOf(path)).toBeNull();
  });

  it('owns login exactly: / is not a prefix of every path', () => {
    expect(areaOf('/x')).toBeNull();
  });

  it('takes the longest area when areas nest', () => {
    const nested = [...REMOTE_AREAS, { remote: 'mfe-admin' as const, path: '/storyboards/admin', title: 'x', access: 'private' as const }];
    expect(areaOf('/storyboards/admin/1', nested)?.remote).toBe('mfe-admin');
    expect(areaOf('/storyboards/1', nested)?.remote).toBe('mfe-storyboards');
  });

  it('gates the tiered and admin areas (000 §2, 002 §1)', () => {
    expect(areaOf(ROUTES.videos)).toMatchObject({ feature: 'viewVideoAssets', upgradeNow: true });
    expect(areaOf(ROUTES.deepStory)?.feature).toBe('viewDeepStory');
    expect(areaOf(ROUTES.recommendations)?.feature).toBe('viewRecommender');
    expect(areaOf(ROUTES.requestForm)?.feature).toBe('requestStoryboard');
    for (const path of [ROUTES.metrics, ROUTES.insights, ROUTES.insightsReport]) expect(areaOf(path)?.feature).toBe('viewInsights');
    expect(areaOf(ROUTES.storymakerAsset)?.role).toBe('admin');
    expect(areaOf(ROUTES.admin)?.role).toBe('admin');
  });

  it('gives every remote at least one area and no two areas the same path', () => {
    for (const name of REMOTE_NAMES) expect(areasOf(name).length).toBeGreaterThan(0);
    expect(new Set(REMOTE_AREAS.map((a) => a.path)).size).toBe(REMOTE_AREAS.length);
  });
});

import { SEARCH_PAGE_SIZES } from './constants/storyboards';
import {
  assetDateRange,
  ASSET_KIND_TYPES,
  assetDateFromKey,
  assetDownloadFileName,
  assetSearchQuerySchema,
  assetTypesOf,
  type AssetHit,
} from './library-calls';
import { ASSET_TYPES } from './storyboards';

describe('library calls (001 §2, §3, §7)', () => {
  it.each([
    ['private/3f1c2d4e-0000-4000-8000-00000000abcd/library/2026/05/04/x1/clip.mp4', '2026-05-04'],
    ['private/abc/uploads/2024/02/29/x/still.png', '2024-02-29'],
    ['protected/library/demo-pro/2025/12/31/007/tone.m4a', '2025-12-31'],
    ['private/abc/library/2023/02/29/x/a.mp4', null],
    ['private/abc/library/2026/13/01/x/a.mp4', null],
    ['private/abc/library/2026/00/10/x/a.mp4', null],
    ['private/abc/library/2026/04/31/x/a.mp4', null],
    ['private/abc/library/0000/01/01/x/a.mp4', null],
    ['private/abc/library/26/05/04/x/a.mp4', null],
    ['private/abc/library/2026/5/04/x/a.mp4', null],
    ['private/abc/library/2026/05', null],
    ['public/demo/a.png', null],
    ['private/abc/library/2026/05/0a/x/a.mp4', null],
  ])('reads the day of %s from its segments 3 to 5: %s', (key, day) => {
    expect(assetDateFromKey(key)).toBe(day);
  });

  it('parses a bare query with the defaults: first page of 20, newest first', () => {
    expect(assetSearchQuerySchema.parse({})).toEqual({ from: 0, size: SEARCH_PAGE_SIZES.ASSETS, sortBy: 'date', sortOrder: 'desc' });
    expect(SEARCH_PAGE_SIZES.ASSETS).toBe(20);
  });

  it('takes every parameter of 001 §7 and the source filter', () => {
    const query = assetSearchQuerySchema.parse({
      q: ' club ',
      tags: 'Sports, QLD,,',
      from: '40',
      userEmail: 'sam@fans.test',
      projectType: 'Live',
      flicTitle: 'My day',
      scriptId: '12',
      scriptTitle: 'Season',
      shotNumber: '3',
      shotTitle: 'Welcome',
      mediaType: 'Video',
      assetType: 'Shot',
      source: 'UGV',
      sortBy: 'shotNumber',
      sortOrder: 'asc',
    });
    expect(query).toEqual({
      q: 'club',
      tags: ['Sports', 'QLD'],
      from: 40,
      size: 20,
      userEmail: 'sam@fans.test',
      projectType: 'Live',
      flicTitle: 'My day',
      scriptId: 12,
      scriptTitle: 'Season',
      shotNumber: 3,
      shotTitle: 'Welcome',
      mediaType: 'Video',
      assetType: 'Shot',
      source: 'UGV',
      sortBy: 'shotNumber',
      sortOrder: 'asc',
    });
  });

  it.each([
    [{ mediaType: 'Other' }],
    [{ assetType: 'Clip' }],
    [{ source: 'ugv' }],
    [{ sortBy: 'name' }],
    [{ sortOrder: 'up' }],
    [{ from: '-1' }],
    [{ from: '10001' }],
    [{ shotNumber: '0' }],
    [{ scriptId: 'abc' }],
    [{ projectType: 'Test' }],
  ])('refuses %j', (query) => {
    expect(assetSearchQuerySchema.safeParse(query).success).toBe(false);
  });

  it('reads Movie and Shot as the asset types they cover, and any type as itself', () => {
    expect(assetTypesOf('Shot')).toEqual(['FlicShot', 'ShotExplanation', 'ShotImage', 'ShotThumbnail']);
    expect(assetTypesOf('Movie')).toContain('Flic');
    expect(assetTypesOf('FlicShot')).toEqual(['FlicShot']);
    // Every type but OtherAsset is a movie's or a shot's, never both.
    const covered = [...ASSET_KIND_TYPES.Movie, ...ASSET_KIND_TYPES.Shot];
    expect(new Set(covered).size).toBe(covered.length);
    expect(Object.values(ASSET_TYPES).filter((t) => !covered.includes(t))).toEqual(['OtherAsset']);
  });

  const hit: Parameters<typeof assetDownloadFileName>[0] = {
    date: '2026-05-04T09:30:00.000Z',
    project: { id: 1, code: 'demo-pro', projectType: 'Live' } satisfies AssetHit['project'],
    userEmail: 'sam@fans.test',
    flicTitle: 'Match day',
    scriptTitle: 'Season launch',
    shotNumber: 2,
    name: 'Training night.mp4',
    assetType: 'FlicShot',
    assetId: 'private/abc/library/2026/05/04/x/Training-night.mp4',
  };

  it('names a download after date, project code, e-mail, titles, shot, name and type, spaces as underscores (001 §7)', () => {
    expect(assetDownloadFileName(hit)).toBe('2026-05-04_demo-pro_sam@fans.test_Match_day_Season_launch_2_Training_night_FlicShot.mp4');
  });

  it('leaves out what is missing and keeps only extensions shorter than 5 characters', () => {
    expect(assetDownloadFileName({ ...hit, flicTitle: '', shotNumber: null, name: 'movie', assetType: 'Flic' })).toBe(
      '2026-05-04_demo-pro_sam@fans.test_Season_launch_movie_Flic.mp4',
    );
    expect(assetDownloadFileName({ ...hit, name: 'notes.markdown', assetId: 'private/a/library/2026/05/04/x/notes.markdown' })).toBe(
      '2026-05-04_demo-pro_sam@fans.test_Match_day_Season_launch_2_notes.markdown_FlicShot',
    );
  });
});

describe('assetDateRange: the Date filter as the UTC days it covers', () => {
  it.each([
    ['2026', { from: '2026-01-01', to: '2027-01-01' }],
    ['2026-02', { from: '2026-02-01', to: '2026-03-01' }],
    ['2026-12', { from: '2026-12-01', to: '2027-01-01' }],
    ['2024-02-29', { from: '2024-02-29', to: '2024-03-01' }],
    ['2026-12-31', { from: '2026-12-31', to: '2027-01-01' }],
    ['2026-02-29', null],
    ['2026-00', null],
    ['26', null],
    ['2026-1-2', null],
  ])('%j covers %j', (text, expected) => expect(assetDateRange(text)).toEqual(expected));
});

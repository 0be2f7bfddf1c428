import { LOCAL_STORAGE_KEYS } from '@portal/shared-contracts/core';
import { aiRecord } from '../../testing/aiRecords';
import { blankTitles, changedTitles, displayOf, draftsOf, groupBySeries, readCachedListing, writeCachedListing } from './listing';

beforeEach(() => localStorage.clear());

describe('displayOf (002 §4: listed once generation is complete)', () => {
  it.each([
    [3, 3, 'card'],
    [3, 4, 'card'],
    [3, 2, 'generating'],
    [2, 0, 'generating'],
    [0, 0, 'generating'],
    [4, 0, 'hidden'],
  ] as const)('storyboard %p, images %p: %p', (storyboard, image, shown) => {
    expect(displayOf({ storyboard_process_status: storyboard, image_process_status: image })).toBe(shown);
  });
});

describe('groupBySeries', () => {
  it('groups in the order of the listing, storyboards by id, dated by the earliest, without failed ones', () => {
    const groups = groupBySeries([
      aiRecord(9, { series_id: 2, series_title: 'Newer', date_created: '2025-04-02T00:00:00.000Z' }),
      aiRecord(8, { series_id: 2, series_title: 'Newer', date_created: '2025-04-01T00:00:00.000Z' }),
      aiRecord(3, { series_id: 1 }),
      aiRecord(4, { series_id: 1, storyboard_process_status: 4 }),
      aiRecord(5, { series_id: 3, storyboard_process_status: 4 }),
    ]);
    expect(groups.map((g) => [g.seriesId, g.title, g.dateCreated, g.storyboards.map((s) => s.id)])).toEqual([
      [2, 'Newer', '2025-04-01T00:00:00.000Z', [8, 9]],
      [1, 'Volunteer drive', '2025-03-01T10:00:00.000Z', [3]],
    ]);
  });
});

describe('the kept listing (localStorage)', () => {
  it('is read back for the same customer only', () => {
    writeCachedListing(42, [aiRecord(1)]);
    expect(readCachedListing(42)).toEqual([aiRecord(1)]);
    expect(readCachedListing(43)).toBeNull();
  });

  it.each(['garbage', '{"userId":42,"records":[{"id":"x"}]}', '{"userId":42}', '[]'])('reads %p as nothing kept', (raw) => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.SERIES_LISTING, raw);
    expect(readCachedListing(42)).toBeNull();
  });
});

describe('title edits (002 §5 series edit)', () => {
  const groups = groupBySeries([aiRecord(1), aiRecord(2), aiRecord(3, { storyboard_process_status: 2 })]);

  it('starts from the shown titles (not those still generating)', () => {
    expect(draftsOf(groups)).toEqual({ series: { 1: 'Volunteer drive' }, storyboards: { 1: 'Storyboard 1', 2: 'Storyboard 2' } });
  });

  it('finds blank titles', () => {
    expect(blankTitles({ series: { 1: '  ' }, storyboards: { 1: 'ok', 2: '' } })).toEqual({ series: [1], storyboards: [2] });
    expect(blankTitles(draftsOf(groups))).toEqual({ series: [], storyboards: [] });
  });

  it('sends only what changed, trimmed', () => {
    const before = draftsOf(groups);
    expect(changedTitles(before, before)).toEqual({ series: [], storyboards: [] });
    expect(changedTitles(before, { series: { 1: ' Drive 2025 ' }, storyboards: { 1: 'Storyboard 1 ', 2: 'Day one' } })).toEqual({
      series: [{ series_id: 1, series_title: 'Drive 2025' }],
      storyboards: [{ id: 2, title: 'Day one' }],
    });
  });
});

import { ASSET_KIND_TYPES } from '@portal/shared-contracts/storyboards';
import { INITIAL_CRITERIA, dateFilterOf, planSearch, resolveChoice, sameSearch, shotNumberOf, type VideosCriteria } from './criteria';

const criteria = (change: Partial<VideosCriteria> = {}): VideosCriteria => ({ ...INITIAL_CRITERIA, ...change });
const paramsOf = (c: VideosCriteria, from = 0) => {
  const plan = planSearch(c, from);
  if (plan.kind !== 'search') throw new Error(`unaskable: ${plan.column}`);
  return Object.fromEntries(Object.entries(plan.params).filter(([, v]) => v !== undefined));
};

describe('planSearch: the tools panel and the table as GET /search/assets parameters', () => {
  it('asks for 20 from the number loaded, newest first, with nothing else by default', () => {
    expect(paramsOf(criteria())).toEqual({ from: 0, size: 20, sortBy: 'date', sortOrder: 'desc' });
    expect(paramsOf(criteria(), 40)).toEqual({ from: 40, size: 20, sortBy: 'date', sortOrder: 'desc' });
  });

  it('sends keywords trimmed, tags comma-separated and the radios as they are', () => {
    expect(
      paramsOf(criteria({ text: '  training night ', tags: ['Sports', 'Kids'], mediaType: 'Video', source: 'UGV', assetKind: 'Shot' })),
    ).toMatchObject({ q: 'training night', tags: 'Sports,Kids', mediaType: 'Video', source: 'UGV', assetType: 'Shot' });
    expect(paramsOf(criteria({ text: '   ' }))).not.toHaveProperty('q');
  });

  it.each([
    ['userEmail', 'mia', { userEmail: 'mia' }],
    ['flicTitle', "Mia's", { flicTitle: "Mia's" }],
    ['scriptTitle', ' Season ', { scriptTitle: 'Season' }],
    ['shotTitle', 'welcome', { shotTitle: 'welcome' }],
    ['shotNumber', '3', { shotNumber: 3 }],
    ['projectType', 'live', { projectType: 'Live' }],
    ['projectType', 'D', { projectType: 'Dev' }],
    ['assetType', 'flicshot', { assetType: 'FlicShot' }],
    ['assetType', 'movie', { assetType: 'Movie' }],
    ['assetType', 'OtherA', { assetType: 'OtherAsset' }],
  ] as const)('maps the %s column filter %j to %j', (column, text, expected) => {
    expect(paramsOf(criteria({ columns: { [column]: text } }))).toMatchObject(expected);
  });

  it('sorts by the column the table says', () => {
    expect(paramsOf(criteria({ sort: { by: 'userEmail', order: 'asc' } }))).toMatchObject({ sortBy: 'userEmail', sortOrder: 'asc' });
  });

  it.each([
    ['projectType', 'staging', ['Live', 'Dev']],
    ['shotNumber', 'two', null],
    ['shotNumber', '0', null],
    ['assetType', 'fl', null],
  ] as const)('cannot ask for the %s column filter %j', (column, text, choices) => {
    const plan = planSearch(criteria({ columns: { [column]: text } }), 0);
    expect(plan).toMatchObject({ kind: 'unaskable', column, text });
    if (choices) expect(plan).toMatchObject({ choices });
  });

  it('narrows the asset radio by an asset type of its kind, and cannot ask for one of the other kind', () => {
    expect(paramsOf(criteria({ assetKind: 'Shot', columns: { assetType: 'ShotImage' } }))).toMatchObject({ assetType: 'ShotImage' });
    expect(paramsOf(criteria({ assetKind: 'Movie', columns: { assetType: 'movie' } }))).toMatchObject({ assetType: 'Movie' });
    expect(planSearch(criteria({ assetKind: 'Movie', columns: { assetType: 'FlicShot' } }), 0)).toEqual({
      kind: 'unaskable',
      column: 'assetType',
      text: 'FlicShot',
      choices: ['Movie', ...ASSET_KIND_TYPES.Movie],
    });
  });
});

describe('resolveChoice', () => {
  const choices = ['Flic', 'FlicShot', 'FlicThumbnail', 'Shot', 'ShotImage'] as const;
  it.each([
    ['flic', 'Flic'],
    ['FLICSHOT', 'FlicShot'],
    ['flict', 'FlicThumbnail'],
    ['shot', 'Shot'],
    ['shoti', 'ShotImage'],
    ['fl', null],
    ['x', null],
    ['', null],
  ])('%j names %j', (text, expected) => expect(resolveChoice(text, choices)).toBe(expected));
});

describe('shotNumberOf', () => {
  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['10000', 10_000],
    ['10001', null],
    ['0', null],
    ['1.5', null],
    ['-2', null],
    ['two', null],
  ])('%j is %j', (text, expected) => expect(shotNumberOf(text)).toBe(expected));
});

describe('dateFilterOf: the Date column as the api\'s date', () => {
  it.each([
    ['04/05/2026', '2026-05-04'],
    ['4/5/2026', '2026-05-04'],
    ['04.05.2026', '2026-05-04'],
    ['2026-05-04', '2026-05-04'],
    ['05/2026', '2026-05'],
    ['2026', '2026'],
    ['31/02/2026', null],
    ['13/2026', null],
    ['May 2026', null],
    ['04/05', null],
  ])('%j is %j', (text, expected) => expect(dateFilterOf(text)).toBe(expected));

  it('asks for the day typed, and cannot ask for text that names none', () => {
    const plan = planSearch({ ...INITIAL_CRITERIA, columns: { date: '02/03/2026' } }, 0);
    expect(plan.kind === 'search' && plan.params.date).toBe('2026-03-02');
    expect(planSearch({ ...INITIAL_CRITERIA, columns: { date: 'yesterday' } }, 0)).toEqual({ kind: 'unaskable', column: 'date', text: 'yesterday', choices: null });
  });
});

describe('sameSearch', () => {
  it('is true for changes that ask nothing new, false otherwise', () => {
    expect(sameSearch(criteria(), criteria({ text: '  ' }))).toBe(true);
    expect(sameSearch(criteria(), criteria({ columns: { userEmail: ' ' } }))).toBe(true);
    expect(sameSearch(criteria(), criteria({ text: 'a' }))).toBe(false);
    expect(sameSearch(criteria(), criteria({ sort: { by: 'date', order: 'asc' } }))).toBe(false);
  });
});

import { cellMatches, compareCells, toTableQuery, type CellValue, type TableQuery } from './tableRules';

describe('compareCells', () => {
  it.each<[CellValue, CellValue, '<' | '>' | '=']>([
    [1, 2, '<'],
    [10, 9, '>'],
    [3, 3, '='],
    ['apple', 'Banana', '<'],
    ['Apple', 'apple', '='],
    ['Shot 2', 'Shot 10', '<'],
    ['2024-03-01', '2024-12-01', '<'],
    ['', 'a', '>'],
    [null, 'a', '>'],
    ['a', undefined, '<'],
    [null, undefined, '='],
    [0, null, '<'],
  ])('%j vs %j: %s', (a, b, expected) => {
    const sign = Math.sign(compareCells(a, b));
    expect(sign).toBe({ '<': -1, '>': 1, '=': 0 }[expected]);
  });

  it('sorts a column ascending with empty cells last', () => {
    expect(['Shot 10', null, 'shot 1', 'Shot 2'].sort((a, b) => compareCells(a, b))).toEqual(['shot 1', 'Shot 2', 'Shot 10', null]);
  });

  it('keeps empty cells last when the table reverses the order for a descending sort', () => {
    const descending = (a: CellValue, b: CellValue): number => -compareCells(a, b, true);
    expect([null, 'Shot 2', '', 'Shot 10'].sort(descending)).toEqual(['Shot 10', 'Shot 2', null, '']);
  });
});

describe('cellMatches', () => {
  it.each<[CellValue, string, boolean]>([
    ['jane@example.com', 'JANE', true],
    ['jane@example.com', ' example ', true],
    ['jane@example.com', 'john', false],
    [42, '4', true],
    [42, '5', false],
    [null, 'a', false],
    [null, '', true],
    ['anything', '   ', true],
  ])('%j with %j -> %s', (value, filter, expected) => {
    expect(cellMatches(value, filter)).toBe(expected);
  });
});

describe('toTableQuery', () => {
  it.each<[string, Parameters<typeof toTableQuery>[0], Parameters<typeof toTableQuery>[1], TableQuery]>([
    ['nothing set', { user: null }, {}, { filters: {}, sort: null }],
    ['a filter, trimmed', { user: [' jane '], date: null }, {}, { filters: { user: 'jane' }, sort: null }],
    ['a blank filter is dropped', { user: ['  '] }, {}, { filters: {}, sort: null }],
    ['ascending', {}, { columnKey: 'date', order: 'ascend' }, { filters: {}, sort: { key: 'date', order: 'asc' } }],
    ['descending', {}, { columnKey: 'date', order: 'descend' }, { filters: {}, sort: { key: 'date', order: 'desc' } }],
    ['sort cleared', {}, { columnKey: 'date', order: null }, { filters: {}, sort: null }],
    ['several sorters are not ours', {}, [{ columnKey: 'a', order: 'ascend' }], { filters: {}, sort: null }],
  ])('%s', (_, filters, sorter, expected) => {
    expect(toTableQuery(filters, sorter)).toEqual(expected);
  });
});

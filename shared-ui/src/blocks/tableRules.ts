/** A cell's value as a table column sorts and filters it. */
export type CellValue = string | number | null | undefined;

// Made on first sort: a page that loads the table rules may never sort.
let collator: Intl.Collator | undefined;
const textOrder = (): Intl.Collator => (collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }));

const isEmpty = (v: CellValue): v is null | undefined | '' => v === null || v === undefined || v === '';

/**
 * Ascending order of two cells: numbers by value, text in natural order ("Shot 2"
 * before "Shot 10", case ignored), empty cells last. antd reverses the result for a
 * descending sort; `descending` keeps empty cells last then too.
 */
export function compareCells(a: CellValue, b: CellValue, descending = false): number {
  if (isEmpty(a) || isEmpty(b)) return (Number(isEmpty(a)) - Number(isEmpty(b))) * (descending ? -1 : 1);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return textOrder().compare(String(a), String(b));
}

/** Whether a cell matches a column's text filter: contains it, case ignored; a blank filter matches all. */
export function cellMatches(value: CellValue, filter: string): boolean {
  const wanted = filter.trim().toLocaleLowerCase();
  if (wanted === '') return true;
  return !isEmpty(value) && String(value).toLocaleLowerCase().includes(wanted);
}

/** The sort a table shows, as a search call takes it (sortBy, sortOrder, 001 §7). */
export interface TableSort {
  readonly key: string;
  readonly order: 'asc' | 'desc';
}

/** The filters and sort of a table, for a search that runs on the server. */
export interface TableQuery {
  /** Column key to filter text; columns without a filter are absent. */
  readonly filters: Readonly<Record<string, string>>;
  readonly sort: TableSort | null;
}

/** antd's `onChange` filters and sorter as a TableQuery (blank filters dropped). */
export function toTableQuery(
  filters: Readonly<Record<string, ReadonlyArray<unknown> | null>>,
  sorter: { readonly columnKey?: unknown; readonly order?: 'ascend' | 'descend' | null } | ReadonlyArray<unknown>,
): TableQuery {
  const text: Record<string, string> = {};
  for (const [key, values] of Object.entries(filters)) {
    const first = values?.[0];
    if (typeof first === 'string' && first.trim() !== '') text[key] = first.trim();
  }
  const single = Array.isArray(sorter) ? undefined : (sorter as { columnKey?: unknown; order?: 'ascend' | 'descend' | null });
  const sort: TableSort | null =
    single?.order && typeof single.columnKey === 'string' ? { key: single.columnKey, order: single.order === 'ascend' ? 'asc' : 'desc' } : null;
  return { filters: text, sort };
}

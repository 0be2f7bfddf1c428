import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { pagedList, type LoadedPage, type PagedListState } from './pagedList';

interface Item {
  readonly id: number;
  readonly name: string;
}
const pages = pagedList<Item, number>((item) => item.id);
const items = (from: number, count: number): Item[] => Array.from({ length: count }, (_, i) => ({ id: from + i, name: `item ${from + i}` }));

const slice = createSlice({
  name: 'list',
  initialState: pages.initialState() as PagedListState<Item, number>,
  reducers: {
    startOver: (state) => pages.startOver(state),
    requested: (state, { payload }: PayloadAction<number>) => pages.pageRequested(state, payload),
    loaded: (state, { payload }: PayloadAction<LoadedPage<Item>>) => pages.pageLoaded(state, payload),
    failed: (state, { payload }: PayloadAction<string>) => pages.pageFailed(state, payload),
  },
});
const { startOver, requested, loaded, failed } = slice.actions;
const run = (...actions: Parameters<typeof slice.reducer>[1][]) => actions.reduce(slice.reducer, slice.reducer(undefined, { type: 'init' }));

describe('a paged list (001 §7, §9)', () => {
  it('knows nothing more is due before the first answer', () => {
    const state = run();
    expect(pages.hasMore(state)).toBe(false);
    expect(pages.selectItems(state)).toEqual([]);
  });

  it('appends pages in order and has more while the total exceeds what it holds', () => {
    const first = run(startOver(), loaded({ from: 0, hits: items(1, 20), total: 25 }));
    expect(pages.hasMore(first)).toBe(true);
    const second = [requested(20), loaded({ from: 20, hits: items(21, 5), total: 25 })].reduce(slice.reducer, first);
    expect(pages.selectItems(second).map((i) => i.id)).toEqual(items(1, 25).map((i) => i.id));
    expect(pages.hasMore(second)).toBe(false);
    expect(second).toMatchObject({ status: 'succeeded', loadingFrom: 20, error: null, total: 25 });
  });

  it('a first page replaces what was there; starting over empties the list', () => {
    const state = run(loaded({ from: 0, hits: items(1, 3), total: 3 }), loaded({ from: 0, hits: items(7, 1), total: 1 }));
    expect(pages.selectItems(state).map((i) => i.id)).toEqual([7]);
    expect(run(loaded({ from: 0, hits: items(1, 3), total: 3 }), startOver())).toMatchObject({ status: 'loading', total: 0, loadingFrom: 0 });
  });

  it('keeps the items held when a page fails, with its error until the next request', () => {
    const state = run(loaded({ from: 0, hits: items(1, 20), total: 40 }), requested(20), failed('Unexpected'));
    expect(state).toMatchObject({ status: 'failed', error: 'Unexpected' });
    expect(pages.selectItems(state)).toHaveLength(20);
    expect(slice.reducer(state, requested(20))).toMatchObject({ status: 'loading', error: null, loadingFrom: 20 });
  });

  it('answers the same array until the items change', () => {
    const state = run(loaded({ from: 0, hits: items(1, 2), total: 2 }));
    expect(pages.selectItems(state)).toBe(pages.selectItems({ ...state }));
  });
});

import { configureStore } from '@reduxjs/toolkit';
import { reusableAssetCreated, reusableAssetDeleted, reusableAssetSaved } from '../reusable-asset';
import { reusableAsset, reusableAssets, stockPhotos } from '../../testing/reusableAssets';
import { photoList, reusableAssetList } from './lists';

const assetsStore = () => configureStore({ reducer: { [reusableAssetList.reducerPath]: reusableAssetList.reducer } });
const photosStore = () => configureStore({ reducer: { [photoList.reducerPath]: photoList.reducer } });

describe('a side panel list', () => {
  it('loads its first page when opened, once', () => {
    const store = assetsStore();
    store.dispatch(reusableAssetList.actions.opened());
    expect(reusableAssetList.selectors.selectStatus(store.getState())).toBe('loading');
    store.dispatch(reusableAssetList.actions.pageLoaded({ from: 0, hits: reusableAssets(1, 2), total: 2 }));
    store.dispatch(reusableAssetList.actions.opened());
    expect(reusableAssetList.selectors.selectStatus(store.getState())).toBe('succeeded');
    expect(reusableAssetList.selectors.selectItems(store.getState())).toHaveLength(2);
  });

  it.each([
    ['other words start over', 'sound', 'loading', 0],
    ['the same words with other spaces keep what is loaded', ' ', 'succeeded', 2],
  ])('%s', (_case, query, status, count) => {
    const store = assetsStore();
    store.dispatch(reusableAssetList.actions.opened());
    store.dispatch(reusableAssetList.actions.pageLoaded({ from: 0, hits: reusableAssets(1, 2), total: 2 }));
    store.dispatch(reusableAssetList.actions.queryChanged({ query }));
    expect(reusableAssetList.selectors.selectQuery(store.getState())).toBe(query);
    expect(reusableAssetList.selectors.selectStatus(store.getState())).toBe(status);
    expect(reusableAssetList.selectors.selectItems(store.getState())).toHaveLength(count);
  });

  it('asks nothing for a search that needs words until there are some, and empties when they go', () => {
    const store = photosStore();
    store.dispatch(photoList.actions.opened());
    expect(photoList.selectors.selectStatus(store.getState())).toBe('idle');
    store.dispatch(photoList.actions.queryChanged({ query: 'stadium' }));
    expect(photoList.selectors.selectStatus(store.getState())).toBe('loading');
    store.dispatch(photoList.actions.pageLoaded({ from: 0, hits: stockPhotos(1, 3), total: 3 }));
    store.dispatch(photoList.actions.queryChanged({ query: '  ' }));
    expect(photoList.selectors.selectStatus(store.getState())).toBe('idle');
    expect(photoList.selectors.selectItems(store.getState())).toEqual([]);
    expect(photoList.selectors.selectHasMore(store.getState())).toBe(false);
  });

  it("follows the asset page: a saved asset's new name, a deleted one gone, a new one loads the list again", () => {
    const store = assetsStore();
    store.dispatch(reusableAssetList.actions.opened());
    store.dispatch(reusableAssetList.actions.pageLoaded({ from: 0, hits: reusableAssets(1, 3), total: 30 }));
    store.dispatch(reusableAssetSaved(reusableAsset(2, { name: 'Sound check' })));
    expect(reusableAssetList.selectors.selectItems(store.getState()).map((a) => a.name)).toEqual(['Guide 1', 'Sound check', 'Guide 3']);
    store.dispatch(reusableAssetDeleted({ id: 1 }));
    store.dispatch(reusableAssetDeleted({ id: 99 }));
    expect(reusableAssetList.selectors.selectItems(store.getState()).map((a) => a.id)).toEqual([2, 3]);
    expect(store.getState()[reusableAssetList.reducerPath]?.total).toBe(29);
    store.dispatch(reusableAssetCreated(reusableAsset(40)));
    expect(reusableAssetList.selectors.selectStatus(store.getState())).toBe('loading');
    expect(reusableAssetList.selectors.selectItems(store.getState())).toEqual([]);
  });

  it('leaves a list never shown as it is when an asset is created', () => {
    const store = assetsStore();
    store.dispatch(reusableAssetCreated(reusableAsset(40)));
    expect(reusableAssetList.selectors.selectStatus(store.getState())).toBe('idle');
  });
});

import { combineSlices } from '@reduxjs/toolkit';

/**
 * The root reducer of mfe-insights: createRemoteLifecycles makes a fresh store from it at
 * every mount (docs/adr/011-remote-store-and-sagas.md). Its pages are static content and
 * headings, with nothing to keep in redux yet; slices join here when a page loads data.
 */
export const reducer = combineSlices();

// The render feature's store parts, for store.ts: importing them does not pull its UI in.
import { renderPaletteSlice } from './paletteSlice';
import { renderSlice } from './slice';

export const renderSlices = [renderSlice, renderPaletteSlice] as const;
export { renderSaga } from './sagas';

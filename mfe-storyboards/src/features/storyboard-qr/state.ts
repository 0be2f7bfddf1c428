// The QR modal's store parts, for store.ts: importing them does not pull the modal's UI in.
export { storyboardQrSlice } from './slice';
export { storyboardQrSaga } from './sagas';

// What the Videos feature (001 §2 "Videos page") offers the remote's store. Its page is
// loaded lazily by pages/VideosPage.tsx, so the store does not pull the page's code in.
export { videosSlice } from './slice';
export { videosSaga } from './sagas';

// The series history (002 §2 STORYBOARD AI): what it offers the remote's store. Its page
// is loaded lazily by pages/SeriesPage.tsx.
export { seriesSlice, seriesOpened, seriesReloadRequested, type SeriesState } from './slice';
export { seriesSaga } from './sagas';

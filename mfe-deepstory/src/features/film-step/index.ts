// The film step (002 §2 "Film step"): what it offers the remote's store. Its page is
// loaded lazily by pages/FilmAiPage.tsx, so the store does not pull the page's code in.
export { filmStepSlice, selectFilmStep, type FilmStepState } from './slice';
export { filmStepSaga } from './sagas';

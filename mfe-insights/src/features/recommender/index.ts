// The recommender (issue 17, 002 §2; docs/adr/034): pages/RecommendationsPage.tsx shows it;
// store.ts takes the slice and the saga (./state).
export { Recommender } from './components/Recommender';
export { recommenderSlice } from './slice';
export { recommenderSaga } from './sagas';

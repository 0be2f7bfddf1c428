// The recommender's store parts, for store.ts: importing them pulls no UI in.
export { recommenderSlice } from './slice';
export { recommenderSaga } from './sagas';

// The Dashboard tab (issue 16, docs/adr/032): the api's figures of the date filter's range as
// tiles and charts; pages/DashboardPage.tsx shows it. store.ts takes the slice and the saga (./state).
export { Dashboard } from './components/Dashboard';
export { dashboardSlice } from './slice';
export { dashboardSaga } from './sagas';

// The inner user page (002 §2, §3): one user's identity and payment data, counts and
// invoices, with the admin actions; pages/UserPage.tsx loads it lazily, store.ts takes the
// slice and the saga (./state).
export { userDetailSlice, type UserDetailState } from './slice';
export { userDetailSaga } from './sagas';
export { UserDetail } from './components/UserDetail';

// The Users tab's list of users (002 §2): search, sort and paging on the server, each page
// joined with its payment customers. store.ts takes the slice and the saga (./state).
export { usersSlice, type UsersState } from './slice';
export { usersSaga } from './sagas';
export { UsersSection } from './components/UsersSection';

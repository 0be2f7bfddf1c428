// The admin actions of 002 §2/§4 (edit industry, cancel subscription, delete user) behind
// the confirmation modal with the re-authentication; the user page places UserActions.
// store.ts takes the slice and the saga (./state).
export { UserActions, type UserActionsProps } from './components/UserActions';
export { adminActionsSlice } from './slice';
export { adminActionsSaga } from './sagas';

import { combineSlices } from '@reduxjs/toolkit';

/**
 * The root reducer of mfe-admin: createRemoteLifecycles makes a fresh store from it at
 * every mount (docs/adr/011-remote-store-and-sagas.md). The Admin page holds no state yet
 * (it is its heading); the users, dashboard and invoice slices (002 §2, §7) join here as
 * they are built, and their root saga is passed to createRemoteLifecycles.
 */
export const reducer = combineSlices();

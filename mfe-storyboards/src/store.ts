import { combineSlices } from '@reduxjs/toolkit';

/**
 * The root reducer of mfe-storyboards: createRemoteLifecycles makes a fresh store from it
 * at every mount (docs/adr/011-remote-store-and-sagas.md). No page holds state yet (each
 * is its heading); feature slices join here as they are built, starting with the My
 * Storyboards list (001 §2), and their root saga is passed to createRemoteLifecycles.
 */
export const reducer = combineSlices();

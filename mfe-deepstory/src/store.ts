import { combineSlices } from '@reduxjs/toolkit';

/**
 * The root reducer of mfe-deepstory: createRemoteLifecycles makes a fresh store from it at
 * every mount (docs/adr/011-remote-store-and-sagas.md). The landing and design pages hold
 * no state in redux; the AI storyboard slices join here with Discovery, and their jobs
 * keep the spec's active ids (002 §4, §9) with the kit's persistedJobIds and resumeJobs.
 */
export const reducer = combineSlices();

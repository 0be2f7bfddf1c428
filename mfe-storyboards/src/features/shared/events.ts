import { createAction } from '@reduxjs/toolkit';
import type { StoryboardDetail } from '@portal/shared-contracts/storyboards';

/*
 * Actions the storyboard features of this remote tell each other through the store.
 */

/** A storyboard's new state after an action (released, suspended, moved, listed...): the detail shows it. */
export const storyboardChanged = createAction<StoryboardDetail>('storyboards/changed');

/** Asks the detail page to fetch the storyboard again (after a change whose answer is not the storyboard). */
export const storyboardRefreshRequested = createAction<{ readonly id: number }>('storyboards/refreshRequested');

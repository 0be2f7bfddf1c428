import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The storyboards being generated (002 §4): the request ids still followed. They are
 * also kept in localStorage (activeStoryboardIds, per user) so a reload goes on with them.
 */
export interface GenerationState {
  readonly activeIds: readonly number[];
}

const initialState: GenerationState = { activeIds: [] };

const withIds = (state: { activeIds: number[] }, ids: readonly number[]): void => {
  for (const id of ids) if (!state.activeIds.includes(id)) state.activeIds.push(id);
};

export const generationSlice = createSlice({
  name: 'generation',
  initialState,
  reducers: {
    /** A brief was sent: its request ids (one per storyboard of the series) are followed. */
    generationStarted: (state, { payload }: PayloadAction<{ requestIds: readonly number[] }>) => withIds(state, payload.requestIds),
    /** At mount: the ids an earlier page load left running. */
    generationResumed: (state, { payload }: PayloadAction<{ requestIds: readonly number[] }>) => withIds(state, payload.requestIds),
    /** These ids ended (done, failed, or no longer known to the api) and are dropped. */
    generationEnded: (state, { payload }: PayloadAction<{ requestIds: readonly number[] }>) => {
      state.activeIds = state.activeIds.filter((id) => !payload.requestIds.includes(id));
    },
  },
  selectors: {
    selectActiveIds: (state) => state.activeIds,
  },
});

export const { generationStarted, generationResumed, generationEnded } = generationSlice.actions;
export const { selectActiveIds } = generationSlice.selectors;

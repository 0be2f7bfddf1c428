import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BriefInput } from '@portal/shared-contracts/storyboards';
import type { PageStatus } from '@portal/shared-ui';

/** The key/value form of /requestform: checkboxes hold 'yes' or 'no' (002 §4). */
export type StoryRequestValues = Readonly<Record<string, string>>;

/** Where each way of asking for a custom storyboard stands; the forms keep their own values. */
export interface BriefState {
  /** The Create Brief modal's submission. */
  readonly brief: PageStatus;
  /** The /requestform form's submission. */
  readonly request: PageStatus;
}

const initialState: BriefState = { brief: 'idle', request: 'idle' };

export const briefSlice = createSlice({
  name: 'brief',
  initialState,
  reducers: {
    /** Submit was pressed on a valid brief: it is sent (the payload is the whole form). */
    briefSubmitted: (state, _action: PayloadAction<BriefInput>) => {
      state.brief = 'loading';
    },
    briefSent: (state) => {
      state.brief = 'succeeded';
    },
    briefFailed: (state) => {
      state.brief = 'failed';
    },
    /** The modal closed: the next opening starts afresh. */
    briefClosed: (state) => {
      state.brief = 'idle';
    },
    storyRequestSubmitted: (state, _action: PayloadAction<StoryRequestValues>) => {
      state.request = 'loading';
    },
    storyRequestSent: (state) => {
      state.request = 'succeeded';
    },
    storyRequestFailed: (state) => {
      state.request = 'failed';
    },
    /** The page was left: coming back shows an empty form with no outcome. */
    storyRequestLeft: (state) => {
      state.request = 'idle';
    },
  },
  selectors: {
    selectBriefStatus: (state) => state.brief,
    selectStoryRequestStatus: (state) => state.request,
  },
});

export const { briefSubmitted, briefSent, briefFailed, briefClosed, storyRequestSubmitted, storyRequestSent, storyRequestFailed, storyRequestLeft } = briefSlice.actions;
export const { selectBriefStatus, selectStoryRequestStatus } = briefSlice.selectors;

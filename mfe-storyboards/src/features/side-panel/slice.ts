import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RegisteredMediaType } from '@portal/shared-contracts/storyboards';
import { DEFAULT_TOOL, type PanelTool } from './tools';

/** A stock photo on its way to being the customer's asset, there, or refused. */
export type PhotoPick =
  | { readonly status: 'picking' }
  | { readonly status: 'picked'; readonly assetId: string; readonly mediaType: RegisteredMediaType }
  | { readonly status: 'failed'; readonly error: string };

/**
 * The storymaker's side panel (001 §2): collapsed or not, the list it shows (Market Place
 * first), whose assets it works with, and the stock photos picked as the customer's assets.
 * Kept in the store, so moving between storymaker pages keeps the panel as it was.
 */
export interface StorymakerPanelState {
  readonly collapsed: boolean;
  readonly tool: PanelTool;
  /** The customer the panel acts for (the storyboard's, for an admin); null for the signed-in user's. */
  readonly customerId: string | null;
  readonly picks: Readonly<Record<string, PhotoPick>>;
}

const initialState: StorymakerPanelState = { collapsed: false, tool: DEFAULT_TOOL, customerId: null, picks: {} };

export const storymakerPanelSlice = createSlice({
  name: 'storymakerPanel',
  initialState: initialState as StorymakerPanelState,
  reducers: {
    /** The panel was placed for a customer; another customer's picks are not theirs. */
    panelShown: (state, { payload }: PayloadAction<{ customerId: string | null }>) =>
      payload.customerId === state.customerId ? state : { ...state, customerId: payload.customerId, picks: {} },
    collapseToggled: (state) => ({ ...state, collapsed: !state.collapsed }),
    /** A tool's button: its list shows, in an expanded panel. */
    toolChosen: (state, { payload }: PayloadAction<PanelTool>) => ({ ...state, tool: payload, collapsed: false }),
    /** "Use photo": the saga registers it unless it is already on its way or there. */
    photoPickRequested: (state, _action: PayloadAction<{ photoId: string }>) => state,
    photoPicking: (state, { payload }: PayloadAction<{ photoId: string }>) => ({ ...state, picks: { ...state.picks, [payload.photoId]: { status: 'picking' } } }),
    photoPicked: (state, { payload }: PayloadAction<{ photoId: string; assetId: string; mediaType: RegisteredMediaType }>) => ({
      ...state,
      picks: { ...state.picks, [payload.photoId]: { status: 'picked', assetId: payload.assetId, mediaType: payload.mediaType } },
    }),
    photoPickFailed: (state, { payload }: PayloadAction<{ photoId: string; message: string }>) => ({
      ...state,
      picks: { ...state.picks, [payload.photoId]: { status: 'failed', error: payload.message } },
    }),
  },
  selectors: {
    selectCollapsed: (state) => state.collapsed,
    selectTool: (state) => state.tool,
    selectPanelCustomerId: (state) => state.customerId,
    selectPick: (state, photoId: string): PhotoPick | undefined => state.picks[photoId],
  },
});

export const { panelShown, collapseToggled, toolChosen, photoPickRequested, photoPicking, photoPicked, photoPickFailed } = storymakerPanelSlice.actions;
export const { selectCollapsed, selectTool, selectPanelCustomerId, selectPick } = storymakerPanelSlice.selectors;

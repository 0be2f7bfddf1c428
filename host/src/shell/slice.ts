import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ShellState {
  readonly navCollapsed: boolean;
  readonly badges: Readonly<Record<string, number>>;
  readonly narrowNoticeDismissed: boolean;
}

export const initialShellState: ShellState = { navCollapsed: false, badges: {}, narrowNoticeDismissed: false };

export const shellSlice = createSlice({
  name: 'shell',
  initialState: initialShellState,
  reducers: {
    navToggled(state) {
      state.navCollapsed = !state.navCollapsed;
    },
    badgeChanged(state, action: PayloadAction<{ badge: string; count: number }>) {
      state.badges = { ...state.badges, [action.payload.badge]: action.payload.count };
    },
    narrowNoticeDismissed(state) {
      state.narrowNoticeDismissed = true;
    },
  },
});

export const { navToggled, badgeChanged, narrowNoticeDismissed } = shellSlice.actions;

import { STORYMAKER_PANEL_TEXTS as T } from '@portal/shared-contracts/storyboards';

/** The side panel's lists (001 §2); Upload file is a tool too, but it opens the upload modal instead. */
export const PANEL_TOOLS = {
  directorsGuide: 'directorsGuide',
  photos: 'photos',
  storyboards: 'storyboards',
  marketplace: 'marketplace',
} as const;
export type PanelTool = (typeof PANEL_TOOLS)[keyof typeof PANEL_TOOLS];

/** The panel shown first (001 §2: "Default panel: Market Place"). */
export const DEFAULT_TOOL: PanelTool = PANEL_TOOLS.marketplace;

/** Each list's name, as the spec names the tools. */
export const TOOL_NAMES: Readonly<Record<PanelTool, string>> = {
  directorsGuide: T.directorsGuide,
  photos: T.photos,
  storyboards: T.storyboards,
  marketplace: T.marketplace,
};

/** The side navigation's width, expanded and collapsed to icons. */
export const NAV_WIDTH_PX = 210;
export const NAV_COLLAPSED_WIDTH_PX = 64;

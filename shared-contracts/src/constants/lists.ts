/** Lists on every page (the shared-ui list blocks). */

/** Load more when the list bottom is within this distance of the viewport bottom (001 §9). */
export const INFINITE_SCROLL_THRESHOLD_PX = 50;

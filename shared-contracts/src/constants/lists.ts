/* The shared-ui list blocks' rules, on every page: in the core entry (docs/adr/047). */

/** Load more when the list bottom is within this distance of the viewport bottom (001 §9). */
export const INFINITE_SCROLL_THRESHOLD_PX = 50;

/** Links on the dark header bar. */
export const HEADER_LINK_STYLE = { color: '#ffffff', fontWeight: 500 } as const;

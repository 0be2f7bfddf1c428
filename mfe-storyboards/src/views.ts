/** The query parameter naming /storyboards' view; absent for My Storyboards, so /storyboards stays as it was. */
export const VIEW_PARAM = 'view';
export const VIEWS = { mine: 'mine', marketplace: 'marketplace' } as const;
export type View = (typeof VIEWS)[keyof typeof VIEWS];

/** The view a query string asks for: the Marketplace when it says so, else My Storyboards. */
export const viewOf = (params: URLSearchParams): View => (params.get(VIEW_PARAM) === VIEWS.marketplace ? VIEWS.marketplace : VIEWS.mine);

import { listOpened } from './features/storyboard-list/slice';
import { openingActions } from './opening';

describe('openingActions', () => {
  it("opens My Storyboards' list on /storyboards, and nothing on another view or page", () => {
    expect(openingActions({ pathname: '/storyboards', search: '' })).toEqual([listOpened()]);
    expect(openingActions({ pathname: '/storyboards', search: '?view=mine' })).toEqual([listOpened()]);
    expect(openingActions({ pathname: '/storyboards', search: '?view=marketplace&listing=4' })).toEqual([]);
    expect(openingActions({ pathname: '/storyboards/42', search: '' })).toEqual([]);
    expect(openingActions({ pathname: '/videos', search: '' })).toEqual([]);
  });
});

import { splitFilmGuide } from './filmGuide';

describe('a film guide and its tip', () => {
  it.each([
    ['Frame the speaker at eye level. Filmmaking Tip: use a tripod.', 'Frame the speaker at eye level.', 'use a tripod.'],
    ['Wide shot of the garden.', 'Wide shot of the garden.', null],
    ['Filmmaking Tip: shoot at golden hour', '', 'shoot at golden hour'],
    ['Close-up. Filmmaking Tip:   ', 'Close-up.', null],
  ])('%p gives the guide %p and the tip %p', (text, guide, tip) => {
    expect(splitFilmGuide(text)).toEqual({ guide, tip });
  });
});

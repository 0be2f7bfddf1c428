import { DEEPSTORY_MESSAGES as M } from '@portal/shared-contracts/core';
import { aiMetadata } from '../../testing/aiStoryboardFixtures';
import { addShot, draftOf, editShot, removeShot } from './draft';
import { durationError, isValid, shotErrors, validateDraft } from './validation';

describe('storyboard save rules (002 §5)', () => {
  it('accepts a generated storyboard as it is', () => {
    const errors = validateDraft(draftOf(aiMetadata()));
    expect(errors).toEqual({ title: null, description: null, shots: {}, summary: null, emptyShots: null });
    expect(isValid(errors)).toBe(true);
  });

  it.each([
    [0, M.durationRequired],
    [Number.NaN, M.durationRequired],
    [null, M.durationRequired],
    [1, null],
    [120, null],
    [121, M.max120Seconds],
    [600, 'Max 120 seconds'],
  ])('a duration of %p gives %p', (seconds, message) => {
    expect(durationError(seconds)).toBe(message);
  });

  it('names every empty text of a shot with the spec words', () => {
    const draft = addShot(draftOf(aiMetadata()), 'new');
    expect(shotErrors(draft.shots[3]!)).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      story_guide: 'Story Guide is required',
      film_guide: 'Film Guide is required',
      shot_image_prompt: 'Image Prompt is required',
      duration_seconds: 'Duration is required',
    });
  });

  it('counts blank text as empty and sums the failure up', () => {
    let draft = editShot(draftOf(aiMetadata()), 'shot-2', { story_guide: '   ', duration_seconds: 121 });
    draft = { ...draft, title: ' ', description: '' };
    const errors = validateDraft(draft);
    expect(errors.title).toBe('Title is required');
    expect(errors.description).toBe('Description is required');
    expect(errors.shots).toEqual({ 'shot-2': { story_guide: 'Story Guide is required', duration_seconds: 'Max 120 seconds' } });
    expect(errors.summary).toBe('Please fill in all required fields');
    expect(isValid(errors)).toBe(false);
  });

  it('refuses a storyboard without shots (EMPTY_SHOTS_ERROR)', () => {
    let draft = draftOf(aiMetadata({}, 1));
    draft = removeShot(draft, 'shot-1');
    const errors = validateDraft(draft);
    expect(errors.emptyShots).toBe('Requires at least 1 shot in the storyboard.');
    expect(errors.summary).toBeNull();
    expect(isValid(errors)).toBe(false);
  });
});

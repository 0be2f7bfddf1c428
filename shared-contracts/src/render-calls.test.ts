import { RENDER_STEPS, RENDER_TEXTS } from './entry/storyboards';
import { isRenderableStoryboard, testRenderRequestSchema, testRenderSchema } from './render-calls';

describe('isRenderableStoryboard (001 §6 Render tab)', () => {
  it.each([
    ['Published', 'Live', true],
    ['Published', 'Dev', true],
    ['Rendering', 'Live', true],
    ['Draft', 'Dev', false],
    ['ReadyToPublish', 'Dev', false],
    ['Processing', 'Live', false],
    ['Deleted', 'Live', false],
    ['Published', 'Sandbox', false],
  ])('%s in %s -> %s', (status, projectType, expected) => {
    expect(isRenderableStoryboard(status, projectType)).toBe(expected);
  });

  it('takes the permitted actions the storyboard came with', () => {
    expect(isRenderableStoryboard('Draft', 'Dev', ['render'])).toBe(true);
    expect(isRenderableStoryboard('Rendering', 'Live', [])).toBe(false);
  });
});

describe('test render calls', () => {
  it('take a trimmed project name and one storage key per shot', () => {
    expect(testRenderRequestSchema.parse({ title: '  Cut  ', shots: [{ shotId: 3, assetId: 'private/u/a.mp4' }] })).toEqual({ title: 'Cut', shots: [{ shotId: 3, assetId: 'private/u/a.mp4' }] });
    expect(testRenderRequestSchema.safeParse({ title: ' ', shots: [{ shotId: 3, assetId: 'private/u/a.mp4' }] }).success).toBe(false);
    expect(testRenderRequestSchema.safeParse({ title: 'x'.repeat(51), shots: [{ shotId: 3, assetId: 'private/u/a.mp4' }] }).success).toBe(false);
    expect(testRenderRequestSchema.safeParse({ title: 'Cut', shots: [] }).success).toBe(false);
    expect(testRenderRequestSchema.safeParse({ title: 'Cut', shots: [{ shotId: 3, assetId: '../etc/passwd' }] }).success).toBe(false);
  });

  it('answer a status of three, with the step and the film', () => {
    const render = { id: 1, storyboardId: 2, title: 'Cut', status: 'Processing', step: RENDER_STEPS.encoding(3, 10), error: null, assetId: null, durationMillis: null, dateCreated: '2026-01-01T00:00:00.000Z', dateCompleted: null };
    expect(testRenderSchema.parse(render).step).toBe('Encoding shot 3 of 10');
    expect(testRenderSchema.safeParse({ ...render, status: 'Rendering' }).success).toBe(false);
  });

  it('word the tab with its counter', () => {
    expect(RENDER_TEXTS.tabWithCount(0)).toBe('Render');
    expect(RENDER_TEXTS.tabWithCount(2)).toBe('Render (2 in progress)');
  });
});

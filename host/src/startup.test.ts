import { inStages, nextTask } from './startup';

describe('inStages', () => {
  it('runs the stages in order, each in a task of its own', async () => {
    const seen: string[] = [];
    await inStages([
      async () => {
        seen.push('first');
        // Queued in the first stage's task: runs before the second stage does.
        setTimeout(() => seen.push('timer queued by the first'), 0);
      },
      async () => {
        seen.push('second');
      },
    ]);
    expect(seen).toEqual(['first', 'timer queued by the first', 'second']);
  });

  it('waits for a stage to settle before starting the next', async () => {
    const seen: string[] = [];
    await inStages([
      async () => {
        await nextTask();
        await nextTask();
        seen.push('slow first');
      },
      async () => seen.push('second'),
    ]);
    expect(seen).toEqual(['slow first', 'second']);
  });

  it('goes on past a stage that fails', async () => {
    const seen: string[] = [];
    await inStages([() => Promise.reject(new Error('chunk failed')), async () => seen.push('after')]);
    expect(seen).toEqual(['after']);
  });
});

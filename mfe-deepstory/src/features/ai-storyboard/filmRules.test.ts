import { filmActionFor, isPostProductionDone, isPostProductionFailed, isPostProductionSettled, postProductionStepFor } from './filmRules';

const s = (post: 0 | 1 | 2 | 3 | 4, kden: 0 | 1 | 2 | 3 | 4) => ({ post_production_process_status: post, kdenlive_process_status: kden });

describe('the film action (002 §4)', () => {
  it.each([
    [[], s(0, 0), 'start'],
    [[], s(4, 0), 'start'],
    [[], s(2, 1), 'start'],
    [[], s(4, 4), 'start'],
    [[], s(3, 3), 'open'],
    [[], s(3, 0), 'open'],
    [[], s(0, 3), 'open'],
    [[7], s(0, 0), 'open'],
    [[8, 7], s(4, 4), 'open'],
    [[8], s(0, 0), 'start'],
  ] as const)('with active ids %p and statuses %p the button does %p', (active, statuses, action) => {
    expect(filmActionFor(7, active, statuses)).toBe(action);
  });
});

describe('the film step on opening', () => {
  it.each([
    [[], s(3, 3), 'ready'],
    [[7], s(3, 3), 'ready'],
    [[7], s(0, 0), 'poll'],
    [[7], s(4, 3), 'poll'],
    [[], s(1, 0), 'poll'],
    [[], s(3, 2), 'poll'],
    [[], s(4, 3), 'failed'],
    [[], s(0, 4), 'failed'],
    [[], s(0, 0), 'start'],
    [[], s(3, 0), 'start'],
  ] as const)('with active ids %p and statuses %p it does %p', (active, statuses, step) => {
    expect(postProductionStepFor(7, active, statuses)).toBe(step);
  });

  it('is done when both are 3, failed when either is 4, and settled then', () => {
    expect(isPostProductionDone(s(3, 3))).toBe(true);
    expect(isPostProductionDone(s(3, 2))).toBe(false);
    expect(isPostProductionFailed(s(3, 4))).toBe(true);
    expect(isPostProductionFailed(s(2, 3))).toBe(false);
    expect(isPostProductionSettled(s(4, 1))).toBe(true);
    expect(isPostProductionSettled(s(3, 1))).toBe(false);
  });
});

import {
  ADMIN_SUBSCRIPTION_STATUSES,
  ALLOWED_ACTIONS,
  STORYBOARD_ACTIONS,
  STORYBOARD_STATUSES,
  adminStatusLabel,
  aiProcessOutcome,
  allowedActionsFor,
  isActionAllowed,
  storyboardDisplayState,
  storyboardStatusSchema,
  type AdminStatusLabel,
  type AdminSubscriptionStatus,
  type StoryboardAction,
  type StoryboardStatus,
} from './storyboards';

const EXPECTED: Record<StoryboardStatus, StoryboardAction[]> = {
  Submitted: ['delete'],
  Processing: ['delete'],
  ReadyToPublish: ['release', 'delete'],
  Published: ['suspend', 'delete', 'clone', 'releaseToLiveProject', 'backToDevProject'],
  Rendering: ['render'],
  Obsoleted: ['delete'],
  Draft: ['release', 'delete', 'edit', 'backToDevProject'],
  Deleted: [],
};
const ALL_ACTIONS = Object.values(STORYBOARD_ACTIONS);

describe('allowed actions by status (001 §4)', () => {
  it('covers every status', () => {
    expect(Object.keys(ALLOWED_ACTIONS).sort()).toEqual(Object.values(STORYBOARD_STATUSES).sort());
  });

  describe.each(Object.entries(EXPECTED) as Array<[StoryboardStatus, StoryboardAction[]]>)('%s', (status, allowed) => {
    it('lists exactly the table actions', () => {
      expect([...ALLOWED_ACTIONS[status]].sort()).toEqual([...allowed].sort());
    });

    it.each(ALL_ACTIONS)(`isActionAllowed(${status}, %s) follows the table`, (action) => {
      expect(isActionAllowed(status, action)).toBe(allowed.includes(action));
    });
  });

  it('permits nothing for an unknown or missing status', () => {
    expect(allowedActionsFor('Archived')).toEqual([]);
    expect(allowedActionsFor('published')).toEqual([]);
    expect(allowedActionsFor(null)).toEqual([]);
    expect(isActionAllowed(undefined, 'delete')).toBe(false);
    expect(isActionAllowed('toString', 'delete')).toBe(false);
  });
});

describe('storyboardDisplayState', () => {
  it('shows only Published as live', () => {
    for (const status of Object.values(STORYBOARD_STATUSES)) {
      expect(storyboardDisplayState(status)).toBe(status === 'Published' ? 'live' : 'draft');
    }
    expect(storyboardDisplayState(undefined)).toBe('draft');
  });
});

describe('storyboardStatusSchema', () => {
  it('accepts the statuses and refuses others', () => {
    expect(storyboardStatusSchema.parse('ReadyToPublish')).toBe('ReadyToPublish');
    expect(storyboardStatusSchema.safeParse('Live').success).toBe(false);
  });
});

describe('aiProcessOutcome', () => {
  it.each([
    [3, 'done'],
    [4, 'failed'],
    [0, 'pending'],
    [1, 'pending'],
    [2, 'pending'],
    [null, 'pending'],
  ] as const)('reads %p as %s', (code, outcome) => {
    expect(aiProcessOutcome(code)).toBe(outcome);
  });
});

describe('adminStatusLabel (002 §4)', () => {
  const expected: Record<AdminSubscriptionStatus, AdminStatusLabel> = {
    active: 'active',
    trialing: 'trialling',
    past_due: 'unpaid',
    incomplete: 'unpaid',
    unpaid: 'unpaid',
    paused: 'suspended',
    canceled: 'cancelled',
    incomplete_expired: 'cancelled',
  };

  it.each(Object.values(ADMIN_SUBSCRIPTION_STATUSES))('labels %s', (status) => {
    expect(adminStatusLabel(status)).toBe(expected[status]);
  });
});

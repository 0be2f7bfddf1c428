import { STORYBOARD_MESSAGES, hasRequiredMarketplaceTag } from '../../src/contracts';
import { ApiError } from '../../src/plugins/app/errors';
import { checkBackToDev, checkDelete, checkListable, checkMoveToLive, checkSuspend, requireEditable } from '../../src/plugins/app/storyboards/rules';
import type { StoryboardHead } from '../../src/plugins/app/storyboards/storyboard-repository';

const head = (over: Partial<StoryboardHead> = {}): StoryboardHead => ({
  id: 1,
  customerId: 1,
  status: 'Published',
  projectId: 1,
  projectType: 'Dev',
  tags: ['Sports'],
  publishedRenderQuality: 'High',
  listingId: null,
  fromMarketplace: false,
  ...over,
});

/** The refusal's code and message, or 'ok'. */
function outcome(check: (s: StoryboardHead) => void, s: StoryboardHead): string {
  try {
    check(s);
    return 'ok';
  } catch (err) {
    if (err instanceof ApiError) return `${err.status} ${err.code}: ${err.message}`;
    throw err;
  }
}

describe('storyboard rules (001 §4)', () => {
  it.each([
    ['Published', 'ok'],
    ['Draft', '409 ACTION_NOT_ALLOWED'],
    ['Processing', '409 ACTION_NOT_ALLOWED'],
  ] as const)('suspends a %s storyboard: %s', (status, expected) => {
    expect(outcome(checkSuspend, head({ status }))).toMatch(expected);
  });

  it('refuses suspend, delete and back to dev while listed, with the spec message', () => {
    const listed = head({ listingId: 9, projectType: 'Live' });
    for (const check of [checkSuspend, checkDelete, checkBackToDev]) {
      expect(outcome(check, listed)).toBe(`409 IN_MARKETPLACE: ${STORYBOARD_MESSAGES.inMarketplace}`);
    }
  });

  it.each(['Submitted', 'Processing', 'ReadyToPublish', 'Published', 'Obsoleted', 'Draft'] as const)('deletes a %s storyboard', (status) => {
    expect(outcome(checkDelete, head({ status }))).toBe('ok');
  });

  it.each(['Rendering', 'Deleted'] as const)('does not delete a %s storyboard', (status) => {
    expect(outcome(checkDelete, head({ status }))).toMatch('409 ACTION_NOT_ALLOWED');
  });

  it('moves to live only from Dev, Published, in High quality', () => {
    expect(outcome(checkMoveToLive, head())).toBe('ok');
    expect(outcome(checkMoveToLive, head({ publishedRenderQuality: 'Low' }))).toMatch('409 PROJECT_MOVE_REFUSED');
    expect(outcome(checkMoveToLive, head({ publishedRenderQuality: null }))).toMatch('409 PROJECT_MOVE_REFUSED');
    expect(outcome(checkMoveToLive, head({ projectType: 'Live' }))).toMatch('409 PROJECT_MOVE_REFUSED');
    expect(outcome(checkMoveToLive, head({ status: 'Draft' }))).toMatch('409 ACTION_NOT_ALLOWED');
  });

  it('goes back to dev from Live for a Published or Draft storyboard', () => {
    expect(outcome(checkBackToDev, head({ projectType: 'Live' }))).toBe('ok');
    expect(outcome(checkBackToDev, head({ projectType: 'Live', status: 'Draft' }))).toBe('ok');
    expect(outcome(checkBackToDev, head({ projectType: 'Dev' }))).toMatch('409 PROJECT_MOVE_REFUSED');
    expect(outcome(checkBackToDev, head({ projectType: 'Live', status: 'Obsoleted' }))).toMatch('409 ACTION_NOT_ALLOWED');
  });

  it('edits only a Draft', () => {
    expect(outcome(requireEditable, head({ status: 'Draft' }))).toBe('ok');
    for (const status of ['Published', 'Processing', 'ReadyToPublish', 'Rendering'] as const) {
      expect(outcome(requireEditable, head({ status }))).toMatch('409 ACTION_NOT_ALLOWED');
    }
  });

  it('lists a Live, Published storyboard with a sector tag, once', () => {
    const live = head({ projectType: 'Live' });
    expect(outcome(checkListable, live)).toBe('ok');
    expect(outcome(checkListable, { ...live, tags: ['QLD', 'Popular'] })).toBe(`409 REQUIRED_TAGS: ${STORYBOARD_MESSAGES.requiredTags}`);
    expect(outcome(checkListable, { ...live, status: 'Draft' })).toMatch('409 NOT_LISTABLE');
    expect(outcome(checkListable, head())).toMatch('409 NOT_LISTABLE');
    expect(outcome(checkListable, { ...live, listingId: 3 })).toMatch('409 ALREADY_LISTED');
  });

  it('reads sector tags in any case and trimmed', () => {
    expect(hasRequiredMarketplaceTag([' media & entertainment '])).toBe(true);
    expect(hasRequiredMarketplaceTag(['NSW', 'Popular'])).toBe(false);
    expect(hasRequiredMarketplaceTag([])).toBe(false);
  });
});

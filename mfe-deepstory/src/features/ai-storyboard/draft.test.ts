import { UGC_VALUES } from '@portal/shared-contracts/storyboards';
import { aiMetadata } from '../../testing/aiStoryboardFixtures';
import { addShot, chooseShotMedia, draftOf, editShot, moveShot, pendingFileIds, removeShot, totalDuration } from './draft';

const ids = (draft: ReturnType<typeof draftOf>): string[] => draft.shots.map((s) => s.shot_id);
const numbers = (draft: ReturnType<typeof draftOf>): number[] => draft.shots.map((s) => s.shot_number);

describe('the storyboard draft', () => {
  it('starts as the saved storyboard, with no shot new and no file chosen', () => {
    const draft = draftOf(aiMetadata());
    expect(draft.title).toBe('Our community garden');
    expect(ids(draft)).toEqual(['shot-1', 'shot-2', 'shot-3']);
    expect(draft.shots.every((s) => !s.isNew && s.media === null)).toBe(true);
    expect(totalDuration(draft.shots)).toBe(30);
  });

  it('adds an empty shot with duration 0, UGC Yes and the number count + 1', () => {
    const draft = addShot(draftOf(aiMetadata()), 'new-1');
    const added = draft.shots[3]!;
    expect(added).toMatchObject({ shot_id: 'new-1', shot_number: 4, duration_seconds: 0, ugc: UGC_VALUES.Yes, title: '', isNew: true, media: null, image_asset_id: null });
    expect(totalDuration(draft.shots)).toBe(30);
    expect(addShot(addShot(draftOf(aiMetadata({}, 0)), 'a'), 'b').shots.map((s) => s.shot_number)).toEqual([1, 2]);
  });

  it('removes a shot: the total drops by its duration and the rest are numbered again', () => {
    const draft = editShot(draftOf(aiMetadata()), 'shot-2', { duration_seconds: 25 });
    expect(totalDuration(draft.shots)).toBe(45);
    const removed = removeShot(draft, 'shot-2');
    expect(ids(removed)).toEqual(['shot-1', 'shot-3']);
    expect(numbers(removed)).toEqual([1, 2]);
    expect(totalDuration(removed.shots)).toBe(20);
    expect(removeShot(removed, 'unknown')).toBe(removed);
  });

  it.each([
    ['shot-1', 'shot-3', ['shot-2', 'shot-3', 'shot-1']],
    ['shot-3', 'shot-1', ['shot-3', 'shot-1', 'shot-2']],
    ['shot-2', 'shot-3', ['shot-1', 'shot-3', 'shot-2']],
  ])('moves %s to where %s is and numbers them in the new order', (from, to, order) => {
    const moved = moveShot(draftOf(aiMetadata()), from, to);
    expect(ids(moved)).toEqual(order);
    expect(numbers(moved)).toEqual([1, 2, 3]);
  });

  it('leaves the order alone for a drop on itself or an unknown shot', () => {
    const draft = draftOf(aiMetadata());
    expect(moveShot(draft, 'shot-1', 'shot-1')).toBe(draft);
    expect(moveShot(draft, 'shot-1', 'nope')).toBe(draft);
  });

  it('keeps the chosen files, the last choice of a shot replacing the one before', () => {
    let draft = draftOf(aiMetadata());
    draft = chooseShotMedia(draft, 'shot-1', { fileId: 'f1', name: 'a.png', contentType: 'image/png', kind: 'image' });
    draft = chooseShotMedia(draft, 'shot-1', { fileId: 'f2', name: 'b.mp4', contentType: 'video/mp4', kind: 'video' });
    draft = chooseShotMedia(draft, 'shot-3', { fileId: 'f3', name: 'c.png', contentType: 'image/png', kind: 'image' });
    expect(pendingFileIds(draft)).toEqual(['f2', 'f3']);
    expect(pendingFileIds(removeShot(draft, 'shot-3'))).toEqual(['f2']);
    expect(pendingFileIds(null)).toEqual([]);
  });
});

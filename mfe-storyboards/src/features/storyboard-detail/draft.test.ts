import type { ScriptAsset, StoryboardDetail } from '@portal/shared-contracts/storyboards';
import { shotOf, storyboardDetail } from '../../testing/storyboardDetail';
import { addShot, dropOnCover, dropOnPanel, draftOf, editPanel, markCreated, movePanel, panelViews, toggleUgv, type StoryboardDraft } from './draft';
import { planSave, type SaveStep } from './savePlan';

const video = (id: number, shotId: number | null = null): ScriptAsset => ({
  id,
  assetId: `private/u1/2025/03/01/clip-${id}.mp4`,
  shotId,
  mediaType: 'Video',
  originalFileName: `clip-${id}.mp4`,
  durationMillis: 8000,
});

/**
 * Replays a plan the way the api applies it (move semantics for shot numbers, inserts at
 * a number, deletes closing up) and answers the shot order it leaves, as panel keys.
 */
function applied(storyboard: StoryboardDetail, steps: readonly SaveStep[]): string[] {
  const order = [...storyboard.shots].sort((a, b) => a.shotNumber - b.shotNumber).map((s) => `shot-${s.id}`);
  for (const step of steps) {
    if (step.kind === 'updateShot' && step.body.shotNumber !== undefined) {
      const key = `shot-${step.shotId}`;
      order.splice(order.indexOf(key), 1);
      order.splice(Math.min(step.body.shotNumber, order.length + 1) - 1, 0, key);
    } else if (step.kind === 'createShot') {
      order.splice(Math.min(step.body.shotNumber ?? order.length + 1, order.length + 1) - 1, 0, step.key);
    } else if (step.kind === 'deleteShot') {
      order.splice(order.indexOf(`shot-${step.shotId}`), 1);
    }
  }
  return order;
}

const keys = (draft: StoryboardDraft): string[] => draft.panels.map((p) => p.key);

describe('the storyboard draft', () => {
  it('lists the shots in order, then the assets in no shot numbered after the last shot', () => {
    const s = storyboardDetail({ shots: [shotOf(2, { shotNumber: 2 }), shotOf(1, { shotNumber: 1 })], assets: [video(9), video(10, 1)] });
    const draft = draftOf(s);
    expect(keys(draft)).toEqual(['shot-1', 'shot-2', 'asset-9']);
    expect(panelViews(s, draft).map((v) => v.number)).toEqual([1, 2, 3]);
    expect(panelViews(s, draft).some((v) => v.ugvUnsaved || v.numberUnsaved)).toBe(false);
    expect(planSave(s, draft)).toEqual([]);
  });

  it('flags a moved shot and a changed UGV status as unsaved', () => {
    const s = storyboardDetail({}, 3);
    const moved = movePanel(draftOf(s), 'shot-3', 'shot-1');
    expect(panelViews(s, moved).map((v) => [v.panel.key, v.number, v.numberUnsaved])).toEqual([
      ['shot-3', 1, true],
      ['shot-1', 2, true],
      ['shot-2', 3, true],
    ]);
    const off = toggleUgv(s, draftOf(s), 'shot-2', false);
    const views = panelViews(s, off);
    expect(views[1]).toMatchObject({ ugvUnsaved: true, number: 3 });
    expect(views[2]).toMatchObject({ number: 2, numberUnsaved: true });
  });

  it('saves only the summary when only the title, description or tags changed', () => {
    const s = storyboardDetail();
    const draft = { ...draftOf(s), title: ' Open day ', tags: ['Sports'] };
    expect(planSave(s, draft)).toEqual([
      {
        kind: 'summary',
        body: expect.objectContaining({ title: 'Open day', description: s.description, tags: ['Sports'] }),
      },
    ]);
  });

  it.each([
    ['last to first', ['shot-3', 'shot-1', 'shot-2']],
    ['first to last', ['shot-2', 'shot-3', 'shot-1']],
    ['swap the middle', ['shot-1', 'shot-3', 'shot-2']],
    ['reverse', ['shot-3', 'shot-2', 'shot-1']],
  ])('reorders shots by moving only those out of order: %s', (_name, wanted) => {
    const s = storyboardDetail({}, 3);
    let draft = draftOf(s);
    for (const [i, key] of wanted.entries()) draft = movePanel(draft, key, draft.panels[i]!.key);
    expect(keys(draft)).toEqual(wanted);
    const plan = planSave(s, draft);
    expect(plan.every((step) => step.kind === 'updateShot')).toBe(true);
    expect(plan.length).toBeLessThan(wanted.length);
    expect(applied(s, plan)).toEqual(wanted);
  });

  it('updates, creates and deletes in the queue order and leaves exactly the draft shots', () => {
    const s = storyboardDetail({ assets: [video(9)] }, 4);
    let draft = draftOf(s);
    draft = editPanel(draft, 'shot-2', { title: 'Warm-up', durationMillis: 12_000 });
    draft = toggleUgv(s, draft, 'shot-1', false);
    draft = movePanel(draft, 'shot-4', 'shot-2');
    draft = addShot(s, draft, 'New shot');
    draft = toggleUgv(s, draft, 'asset-9', true);
    const plan = planSave(s, draft);
    expect(plan.map((step) => step.kind)).toEqual(['updateShot', 'updateShot', 'createShot', 'createShot', 'deleteShot']);
    const final = draft.panels.filter((p) => p.ugvStatus === 'ON').map((p) => p.key);
    expect(applied(s, plan)).toEqual(final);
    const converted = plan.find((step) => step.kind === 'createShot' && step.key === 'asset-9');
    expect(converted).toMatchObject({
      body: { title: 'clip-9.mp4', durationMillis: 8000, assetId: video(9).assetId, imageAssetId: expect.stringMatching(/^public\/defaults\/shot-\d\.png$/) },
      link: { assetId: video(9).assetId, mediaType: 'Video' },
    });
    expect(plan.at(-1)).toEqual({ kind: 'deleteShot', shotId: 1, title: 'Shot 1' });
  });

  it('turning a shot off deletes it and moves nothing (the api closes the gap)', () => {
    const s = storyboardDetail({}, 3);
    expect(planSave(s, toggleUgv(s, draftOf(s), 'shot-1', false))).toEqual([{ kind: 'deleteShot', shotId: 1, title: 'Shot 1' }]);
  });

  it('gives new shots the default images in turn', () => {
    const s = storyboardDetail({}, 1);
    let draft = addShot(s, draftOf(s), 'New shot');
    draft = addShot(s, draft, 'New shot');
    expect(draft.panels.map((p) => p.imageAssetId)).toEqual(['public/defaults/shot-1.png', 'public/defaults/shot-2.png', 'public/defaults/shot-3.png']);
  });

  it('keeps image and audio assets in no shot: only a video becomes a shot', () => {
    const image: ScriptAsset = { ...video(3), mediaType: 'Image', assetId: 'public/a.png' };
    const s = storyboardDetail({ assets: [image] }, 1);
    const draft = toggleUgv(s, draftOf(s), 'asset-3', true);
    expect(planSave(s, draft)).toEqual([]);
  });

  it('links an asset dropped on a shot, and takes a dropped image as the shot image', () => {
    const s = storyboardDetail({}, 2);
    let draft = dropOnPanel(draftOf(s), 'shot-1', { assetId: 'private/u1/x.mp4', mediaType: 'Video' });
    draft = dropOnPanel(draft, 'shot-2', { assetId: 'public/y.png', mediaType: 'Image' });
    expect(planSave(s, draft)).toEqual([
      { kind: 'updateShot', shotId: 1, number: 1, body: { assetId: 'private/u1/x.mp4' }, link: { assetId: 'private/u1/x.mp4', mediaType: 'Video', shotId: 1 }, files: [] },
      { kind: 'updateShot', shotId: 2, number: 2, body: { imageAssetId: 'public/y.png' }, link: null, files: [] },
    ]);
  });

  it('takes an image dropped on the cover as the landscape image and a video as the explanation media', () => {
    const s = storyboardDetail();
    const draft = dropOnCover(dropOnCover(draftOf(s), { assetId: 'public/c.png', mediaType: 'Image' }), { assetId: 'public/t.mp4', mediaType: 'Video' });
    expect(planSave(s, draft)[0]).toMatchObject({ kind: 'summary', body: { landScapeImageAssetId: 'public/c.png', explanationAssetId: 'public/t.mp4' } });
  });

  it('asks only for what is missing when planned again after part of a save went through', () => {
    const s = storyboardDetail({}, 2);
    let draft = addShot(s, editPanel(draftOf(s), 'shot-1', { title: 'Intro' }), 'New shot');
    // The update and the create went through, then the save failed; the page refetched.
    draft = markCreated(draft, 'new-1', 50);
    const after = storyboardDetail({ shots: [shotOf(1, { title: 'Intro' }), shotOf(2), shotOf(50, { shotNumber: 3, title: 'New shot', description: '' })] });
    expect(planSave(after, { ...draft, panels: draft.panels.map((p) => (p.key === 'shot-50' ? { ...p, imageAssetId: after.shots[2]!.imageAssetId } : p)) })).toEqual([]);
  });
});

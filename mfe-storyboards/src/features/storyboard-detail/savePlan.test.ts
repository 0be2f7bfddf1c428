import type { ScriptAsset } from '@portal/shared-contracts/storyboards';
import { shotOf, storyboardDetail } from '../../testing/storyboardDetail';
import {
  addShot,
  draftOf,
  dropOnCover,
  dropOnPanel,
  editPanel,
  fileOnCover,
  fileOnPanel,
  markCreated,
  markUploaded,
  pendingFileIds,
  toggleUgv,
  type PendingFile,
} from './draft';
import { SAVE_STEP_ORDER, planSave, type SaveStep } from './savePlan';

const pending = (name: string, mediaType: PendingFile['mediaType'], contentType = 'video/mp4'): PendingFile => ({
  fileId: `file-${name}`,
  name,
  contentType,
  size: 10,
  mediaType,
});
const clip = pending('clip.mp4', 'Video');
const photo = pending('photo.png', 'Image', 'image/png');
const voice = pending('voice.mp3', 'Audio', 'audio/mpeg');

/** Each step's kind, in the order planned. */
const kinds = (steps: readonly SaveStep[]): string[] => steps.map((step) => step.kind);
/** The order of the queue (001 §4) holds: no step of a later kind before one of an earlier kind. */
const inQueueOrder = (steps: readonly SaveStep[]): boolean =>
  steps.every((step, i) => i === 0 || SAVE_STEP_ORDER.indexOf(steps[i - 1]!.kind) <= SAVE_STEP_ORDER.indexOf(step.kind));

describe('the save plan: files from the computer', () => {
  it('uploads a file for a saved shot before the updates, and the update writes its asset id', () => {
    const s = storyboardDetail({}, 2);
    const draft = fileOnPanel(fileOnPanel(draftOf(s), 'shot-2', clip), 'shot-2', photo);
    expect(planSave(s, draft)).toEqual([
      { kind: 'assetFile', file: clip, target: { kind: 'shot', shotId: 2, field: 'assetId' } },
      { kind: 'assetFile', file: photo, target: { kind: 'shot', shotId: 2, field: 'imageAssetId' } },
      {
        kind: 'updateShot',
        shotId: 2,
        number: 2,
        body: {},
        link: null,
        files: [
          { field: 'assetId', file: clip },
          { field: 'imageAssetId', file: photo },
        ],
      },
    ]);
  });

  it('lets a file replace an asset dropped in the same field, and an asset dropped later replace the file', () => {
    const s = storyboardDetail({}, 1);
    const dropped = dropOnPanel(draftOf(s), 'shot-1', { assetId: 'private/u1/x.mp4', mediaType: 'Video' });
    const withFile = fileOnPanel(dropped, 'shot-1', clip);
    const update = planSave(s, withFile).find((step) => step.kind === 'updateShot');
    // Neither the dropped asset's id nor its link: the file's asset takes the field.
    expect(update).toMatchObject({ body: {}, link: null, files: [{ field: 'assetId', file: clip }] });

    const replaced = dropOnPanel(withFile, 'shot-1', { assetId: 'private/u1/y.mp4', mediaType: 'Video' });
    expect(replaced.panels[0]!.files).toEqual({});
    expect(kinds(planSave(s, replaced))).toEqual(['updateShot']);
  });

  it("puts a cover file after the summary, the summary leaving the file's field out", () => {
    const s = storyboardDetail();
    const draft = fileOnCover({ ...draftOf(s), title: 'Open day' }, photo);
    const plan = planSave(s, draft);
    expect(kinds(plan)).toEqual(['summary', 'assetFile']);
    const [summary, file] = plan as [Extract<SaveStep, { kind: 'summary' }>, Extract<SaveStep, { kind: 'assetFile' }>];
    expect(summary.body.title).toBe('Open day');
    expect(summary.body).not.toHaveProperty('landScapeImageAssetId');
    expect(summary.body).toHaveProperty('explanationAssetId', null);
    expect(file).toEqual({ kind: 'assetFile', file: photo, target: { kind: 'cover', field: 'landScapeImageAssetId', summary: summary.body } });
  });

  it('plans only the asset file step when the cover file is the only change, and leaves out every field a file fills', () => {
    const s = storyboardDetail();
    const draft = fileOnCover(fileOnCover(draftOf(s), clip), photo);
    const plan = planSave(s, draft);
    expect(plan.map((step) => (step.kind === 'assetFile' && step.target.kind === 'cover' ? step.target.field : step.kind))).toEqual([
      'explanationAssetId',
      'landScapeImageAssetId',
    ]);
    // Each cover step's summary names neither field, so the second does not undo the first.
    for (const step of plan) {
      if (step.kind !== 'assetFile' || step.target.kind !== 'cover') throw new Error('a cover step was expected');
      expect(step.target.summary).not.toHaveProperty('landScapeImageAssetId');
      expect(step.target.summary).not.toHaveProperty('explanationAssetId');
    }
  });

  it('creates a new shot, then uploads its file (new asset) after every create', () => {
    const s = storyboardDetail({}, 1);
    let draft = addShot(s, draftOf(s), 'New shot');
    draft = addShot(s, draft, 'Second new shot');
    draft = fileOnPanel(draft, 'new-1', voice);
    const plan = planSave(s, draft);
    expect(kinds(plan)).toEqual(['createShot', 'createShot', 'newAsset']);
    expect(plan[0]).toMatchObject({ kind: 'createShot', key: 'new-1', body: { assetId: null }, link: null });
    expect(plan[2]).toEqual({ kind: 'newAsset', key: 'new-1', number: 2, field: 'assetId', file: voice });
  });

  it("uploads a converted asset's new video in place of the asset it had", () => {
    const offVideo: ScriptAsset = { id: 9, assetId: 'private/u1/clip-9.mp4', shotId: null, mediaType: 'Video', originalFileName: 'clip-9.mp4', durationMillis: 8000 };
    const s = storyboardDetail({ assets: [offVideo] }, 1);
    const draft = fileOnPanel(toggleUgv(s, draftOf(s), 'asset-9', true), 'asset-9', clip);
    const plan = planSave(s, draft);
    expect(plan[0]).toMatchObject({ kind: 'createShot', key: 'asset-9', body: { assetId: null }, link: null });
    expect(plan[1]).toEqual({ kind: 'newAsset', key: 'asset-9', number: 2, field: 'assetId', file: clip });
  });

  it('keeps the queue order of 001 §4 with every kind of step', () => {
    const s = storyboardDetail({}, 3);
    let draft = { ...draftOf(s), description: 'New words' };
    draft = fileOnCover(draft, clip);
    draft = editPanel(draft, 'shot-1', { title: 'Intro' });
    draft = fileOnPanel(draft, 'shot-2', photo);
    draft = toggleUgv(s, draft, 'shot-3', false);
    draft = fileOnPanel(addShot(s, draft, 'New shot'), 'new-1', voice);
    const plan = planSave(s, draft);
    expect(kinds(plan)).toEqual(['summary', 'assetFile', 'assetFile', 'updateShot', 'updateShot', 'createShot', 'newAsset', 'deleteShot']);
    expect(inQueueOrder(plan)).toBe(true);
  });

  it('after an upload, plans the write of its asset id and never the upload again', () => {
    const s = storyboardDetail({}, 1);
    let draft = fileOnCover(fileOnPanel(draftOf(s), 'shot-1', clip), photo);
    expect(pendingFileIds(draft).sort()).toEqual([clip.fileId, photo.fileId]);
    // Both files went up; the save failed before the writes.
    draft = markUploaded(draft, clip.fileId, { assetId: 'private/u1/uploads/clip.mp4', mediaType: 'Video' });
    draft = markUploaded(draft, photo.fileId, { assetId: 'private/u1/uploads/photo.png', mediaType: 'Image' });
    expect(pendingFileIds(draft)).toEqual([]);
    expect(planSave(s, draft)).toEqual([
      { kind: 'summary', body: expect.objectContaining({ landScapeImageAssetId: 'private/u1/uploads/photo.png' }) },
      {
        kind: 'updateShot',
        shotId: 1,
        number: 1,
        body: { assetId: 'private/u1/uploads/clip.mp4' },
        link: { assetId: 'private/u1/uploads/clip.mp4', mediaType: 'Video', originalFileName: 'clip.mp4', shotId: 1 },
        files: [],
      },
    ]);
  });

  it('after a created shot whose file did not go up, plans that file as a saved shot\'s', () => {
    const s = storyboardDetail({}, 1);
    const draft = markCreated(fileOnPanel(addShot(s, draftOf(s), 'New shot'), 'new-1', photo), 'new-1', 50);
    const after = storyboardDetail({ shots: [shotOf(1), shotOf(50, { shotNumber: 2, title: 'New shot', description: '', imageAssetId: 'public/defaults/shot-2.png' })] });
    expect(planSave(after, draft)).toEqual([
      { kind: 'assetFile', file: photo, target: { kind: 'shot', shotId: 50, field: 'imageAssetId' } },
      { kind: 'updateShot', shotId: 50, number: 2, body: {}, link: null, files: [{ field: 'imageAssetId', file: photo }] },
    ]);
  });

  it('lets an asset dropped on the cover replace a file waiting for the same field', () => {
    const s = storyboardDetail();
    const draft = dropOnCover(fileOnCover(draftOf(s), photo), { assetId: 'public/c.png', mediaType: 'Image' });
    expect(draft.coverFiles).toEqual({});
    expect(planSave(s, draft)).toEqual([{ kind: 'summary', body: expect.objectContaining({ landScapeImageAssetId: 'public/c.png' }) }]);
  });
});

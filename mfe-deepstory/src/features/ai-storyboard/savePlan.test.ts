import { AI_MEDIA_TYPES } from '@portal/shared-contracts/storyboards';
import { aiMetadata } from '../../testing/aiStoryboardFixtures';
import { addShot, chooseShotMedia, draftOf, editShot, mediaUploaded, moveShot, removeShot, type StoryboardDraft } from './draft';
import { planSave, withUploads } from './savePlan';

const USER = 42;
const image = { fileId: 'f-img', name: 'mine.png', contentType: 'image/png', kind: 'image' as const };
const video = { fileId: 'f-vid', name: 'take.mp4', contentType: 'video/mp4', kind: 'video' as const };

describe('the save plan', () => {
  it('is null when nothing changed, also after edits that were undone', () => {
    const metadata = aiMetadata();
    expect(planSave(metadata, draftOf(metadata), USER)).toBeNull();
    const undone = editShot(editShot(draftOf(metadata), 'shot-1', { title: 'Other' }), 'shot-1', { title: 'Shot 1 title' });
    expect(planSave(metadata, undone, USER)).toBeNull();
    const movedBack = moveShot(moveShot(draftOf(metadata), 'shot-1', 'shot-2'), 'shot-2', 'shot-1');
    expect(planSave(metadata, movedBack, USER)).toBeNull();
  });

  it('sends the summary trimmed and the shots in their order, numbered, without client-only fields', () => {
    const metadata = aiMetadata();
    let draft: StoryboardDraft = { ...draftOf(metadata), title: '  New title ', tags: ['community', 'garden', 'food'] };
    draft = moveShot(draft, 'shot-3', 'shot-1');
    const plan = planSave(metadata, draft, USER)!;
    expect(plan.update).toMatchObject({ id: 7, user_id: 42, title: 'New title', description: metadata.description, tags: ['community', 'garden', 'food'] });
    expect(plan.update.shots.map((s) => [s.shot_id, s.shot_number])).toEqual([
      ['shot-3', 1],
      ['shot-1', 2],
      ['shot-2', 3],
    ]);
    expect(plan.update.shots[0]).not.toHaveProperty('isNew');
    expect(plan.update.shots[0]).not.toHaveProperty('media');
    expect(plan.uploads).toEqual([]);
    expect(plan.regenerations).toEqual([]);
  });

  it('sends regeneration items only for the prompts that changed, with the shot number after the save', () => {
    const metadata = aiMetadata();
    let draft = editShot(draftOf(metadata), 'shot-2', { shot_image_prompt: ' A wide view of the garden ', title: 'Changed too' });
    draft = editShot(draft, 'shot-3', { title: 'Only the title' });
    draft = removeShot(draft, 'shot-1');
    const plan = planSave(metadata, draft, USER)!;
    expect(plan.regenerations).toEqual([{ type: 1, shot_number: 1, prompt: 'A wide view of the garden', shot_id: 'shot-2' }]);
  });

  it("counts a new shot's prompt as changed, and not a prompt whose shot gets an image of its own", () => {
    const metadata = aiMetadata();
    let draft = addShot(draftOf(metadata), 'new-1');
    draft = editShot(draft, 'new-1', { shot_image_prompt: 'Hands in the soil' });
    draft = editShot(draft, 'shot-1', { shot_image_prompt: 'Replaced by an upload' });
    draft = chooseShotMedia(draft, 'shot-1', image);
    const plan = planSave(metadata, draft, USER)!;
    expect(plan.regenerations).toEqual([{ type: 1, shot_number: 4, prompt: 'Hands in the soil', shot_id: 'new-1' }]);
    expect(plan.uploads).toEqual([{ shotId: 'shot-1', shotNumber: 1, media: image }]);
  });

  it('plans an upload for every chosen file, which alone is a change', () => {
    const metadata = aiMetadata();
    const draft = chooseShotMedia(draftOf(metadata), 'shot-2', video);
    const plan = planSave(metadata, draft, USER)!;
    expect(plan.uploads).toEqual([{ shotId: 'shot-2', shotNumber: 2, media: video }]);
    expect(plan.regenerations).toEqual([]);
  });

  it('puts uploaded files in their shots: an image as the image, a video as the video (media type 0)', () => {
    const metadata = aiMetadata();
    const plan = planSave(metadata, chooseShotMedia(chooseShotMedia(draftOf(metadata), 'shot-1', image), 'shot-2', video), USER)!;
    const update = withUploads(
      plan.update,
      new Map([
        ['shot-1', { key: 'private/sub-42/uploads/mine.png', kind: 'image' as const }],
        ['shot-2', { key: 'private/sub-42/uploads/take.mp4', kind: 'video' as const }],
      ]),
    );
    expect(update.shots[0]).toMatchObject({ image_asset_id: 'private/sub-42/uploads/mine.png', media_type: AI_MEDIA_TYPES.image });
    expect(update.shots[1]).toMatchObject({ video_asset_id: 'private/sub-42/uploads/take.mp4', media_type: AI_MEDIA_TYPES.video, image_asset_id: metadata.shots[1]!.image_asset_id });
    expect(update.shots[2]).toBe(plan.update.shots[2]);
  });
});

describe('a save tried again after its uploads', () => {
  it('does not upload again, still saves the new key, and does not regenerate over the uploaded image', () => {
    const metadata = aiMetadata();
    let draft = editShot(draftOf(metadata), 'shot-1', { shot_image_prompt: 'Changed prompt' });
    draft = chooseShotMedia(draft, 'shot-1', image);
    draft = mediaUploaded(draft, 'shot-1', 'private/sub-42/uploads/mine.png', 'image');
    const plan = planSave(metadata, draft, USER)!;
    expect(plan.uploads).toEqual([]);
    expect(plan.update.shots[0]).toMatchObject({ image_asset_id: 'private/sub-42/uploads/mine.png', media_type: AI_MEDIA_TYPES.image });
    expect(plan.regenerations).toEqual([]);
  });

  it('counts an uploaded video as a change of its own', () => {
    const metadata = aiMetadata();
    const draft = mediaUploaded(draftOf(metadata), 'shot-2', 'private/sub-42/uploads/take.mp4', 'video');
    expect(draft.shots[1]).toMatchObject({ video_asset_id: 'private/sub-42/uploads/take.mp4', media_type: AI_MEDIA_TYPES.video, media: null });
    expect(planSave(metadata, draft, USER)?.update.shots[1]?.video_asset_id).toBe('private/sub-42/uploads/take.mp4');
  });
});

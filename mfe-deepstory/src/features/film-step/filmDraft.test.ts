import { aiMetadata } from '../../testing/aiStoryboardFixtures';
import { chosenFileIds, fileChosen, fileUploaded, filmDraftOf, itemCleared, planFilmSave, settingChanged, transitionChanged, ugcChanged } from './filmDraft';

const png = { fileId: 'f-logo', name: 'logo.png', contentType: 'image/png', media: 'image' as const };
const mp3 = { fileId: 'f-audio', name: 'song.mp3', contentType: 'audio/mpeg', media: 'audio' as const };
const mp4 = { fileId: 'f-shot', name: 'take.mp4', contentType: 'video/mp4', media: 'video' as const };

describe('the film step draft', () => {
  const metadata = aiMetadata({ watermark_image: [{ asset_id: 'private/sub-42/uploads/w.png' }] });

  it('has nothing to save as it is ("No changes detected.")', () => {
    expect(planFilmSave(metadata, 42, filmDraftOf(metadata))).toBeNull();
    const undone = settingChanged(settingChanged(filmDraftOf(metadata), 'fade_in', '0'), 'fade_in', '1');
    expect(planFilmSave(metadata, 42, undone)).toBeNull();
  });

  it('sends the settings, UGC flags and transitions that changed with everything else as saved', () => {
    let draft = settingChanged(filmDraftOf(metadata), 'resolution', '1280x720');
    draft = ugcChanged(draft, 'shot-2', 'No');
    draft = transitionChanged(draft, 'shot-1', 'dissolve', '2');
    const plan = planFilmSave(metadata, 42, draft)!;
    expect(plan.uploads).toEqual([]);
    expect(plan.body).toMatchObject({ id: 7, user_id: 42, watermark_image: [{ asset_id: 'private/sub-42/uploads/w.png' }], last_logo_image: [], background_audio: [] });
    expect(plan.body.post_production_global_settings.video.kdenlive_ids.map((s) => [s.id, s.value])).toEqual([
      ['resolution', '1280x720'],
      ['fade_in', '1'],
    ]);
    expect(plan.body.shots.map((s) => [s.shot_id, s.ugc, s.kdenlive_ids[0]?.value])).toEqual([
      ['shot-1', 'Yes', '2'],
      ['shot-2', 'No', '1'],
      ['shot-3', 'Yes', '1'],
    ]);
    expect(plan.body.shots[0]).toEqual({ shot_id: 'shot-1', ugc: 'Yes', image_asset_id: metadata.shots[0]!.image_asset_id, video_asset_id: null, kdenlive_ids: plan.body.shots[0]!.kdenlive_ids });
  });

  it('uploads the watermark, the closing logo and the audio first, then the shots in order, named for the 002 §8 texts', () => {
    let draft = fileChosen(filmDraftOf(metadata), { kind: 'shot', shotId: 'shot-3' }, mp4);
    draft = fileChosen(draft, { kind: 'item', item: 'backgroundAudio' }, mp3);
    draft = fileChosen(draft, { kind: 'item', item: 'closingLogo' }, png);
    const plan = planFilmSave(metadata, 42, draft)!;
    expect(plan.uploads.map((u) => [u.name, u.file.name])).toEqual([
      ['Closing logo', 'logo.png'],
      ['Background audio', 'song.mp3'],
      ['Shot 3', 'take.mp4'],
    ]);
    expect(chosenFileIds(draft).sort()).toEqual(['f-audio', 'f-logo', 'f-shot']);
  });

  it('drops the chosen file of a shot set to UGC No', () => {
    const draft = ugcChanged(fileChosen(filmDraftOf(metadata), { kind: 'shot', shotId: 'shot-1' }, mp4), 'shot-1', 'No');
    expect(chosenFileIds(draft)).toEqual([]);
  });

  it('puts uploaded keys in place: an item as its one asset, a shot video as its video', () => {
    let draft = fileChosen(filmDraftOf(metadata), { kind: 'item', item: 'watermark' }, png);
    draft = fileUploaded(draft, { kind: 'item', item: 'watermark' }, 'private/sub-42/uploads/new-w.png', 'image');
    draft = fileUploaded(draft, { kind: 'shot', shotId: 'shot-2' }, 'private/sub-42/uploads/take.mp4', 'video');
    const plan = planFilmSave(metadata, 42, draft)!;
    expect(plan.uploads).toEqual([]);
    expect(plan.body.watermark_image).toEqual([{ asset_id: 'private/sub-42/uploads/new-w.png' }]);
    expect(plan.body.shots[1]!.video_asset_id).toBe('private/sub-42/uploads/take.mp4');
  });

  it('empties an item', () => {
    const plan = planFilmSave(metadata, 42, itemCleared(filmDraftOf(metadata), 'watermark'))!;
    expect(plan.body.watermark_image).toEqual([]);
  });
});

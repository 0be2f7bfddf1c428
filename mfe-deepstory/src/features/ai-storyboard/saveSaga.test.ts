import { storyboardEditedKey } from '@portal/shared-contracts/core';
import { fakeXhr } from '@portal/shared-ui/testing';
import { aiDetail, aiMetadata, aiShot } from '../../testing/aiStoryboardFixtures';
import { fail, ok } from '../../testing/fakeAiApi';
import { harnessPerTest } from '../../testing/storyboardHarness';
import { keepFile } from '../uploads';
import { editStarted, saveRequested, shotAdded, shotEdited, shotMediaChosen, shotRemoved, storyboardOpened, summaryEdited } from './slice';
import { flush, openedStoryboard, type StoryboardHarness } from './testSupport';

const { keep } = harnessPerTest();

const UPLOADS = '/proxy/v1/customers/42/uploads';
const ticket = (name: string) => ({
  key: `private/sub-42/uploads/2025/01/01/abc/${name}`,
  bucket: 'local',
  url: `/storage/signed/put?key=${name}`,
  method: 'PUT' as const,
  headers: { 'Content-Type': 'video/mp4' },
  expiresAt: '2099-01-01T00:00:00.000Z',
});

async function editing(): Promise<StoryboardHarness> {
  const harness = keep(await openedStoryboard());
  harness.store.dispatch(editStarted());
  return harness;
}

async function save(t: StoryboardHarness): Promise<void> {
  t.store.dispatch(saveRequested());
  await flush();
}

const chooseFile = (t: StoryboardHarness, shotId: string, name: string, type: string, kind: 'image' | 'video'): void => {
  const file = new File(['bytes'], name, { type });
  t.store.dispatch(shotMediaChosen({ shotId, media: { fileId: keepFile(file), name, contentType: type, kind } }));
};

describe('opening the storyboard page', () => {
  it('loads the storyboard and then its brief', async () => {
    const t = keep(await openedStoryboard());
    expect(t.state()).toMatchObject({ status: 'loaded', id: 7, userId: 42 });
    expect(t.state().detail?.metadata.title).toBe('Our community garden');
    expect(t.state().brief?.purpose).toBe('Show the garden');
    expect(t.api.to('GET', '/ai/getAIStoryboard')[0]!.query.toString()).toBe('id=7&user_id=42');
  });

  it('shows an AI error as its toast when the storyboard cannot be loaded', async () => {
    const t = keep(await openedStoryboard());
    // Another storyboard, which the api refuses.
    t.api.on('GET', '/ai/getAIStoryboard', fail(404, 'AI_NOT_FOUND', 'No such AI storyboard'));
    t.store.dispatch(storyboardOpened({ id: 8, userId: 42 }));
    await flush();
    expect(t.state().status).toBe('failed');
    expect(t.toasts()).toContain('Error (Code: AI_NOT_FOUND): No such AI storyboard');
  });
});

describe('saving the storyboard (002 §4, §5)', () => {
  it('refuses a draft that breaks a rule and shows its messages, sending nothing', async () => {
    const t = await editing();
    t.store.dispatch(shotEdited({ shotId: 'shot-2', edit: { title: ' ' } }));
    await save(t);
    expect(t.state().showErrors).toBe(true);
    expect(t.api.to('POST', '/ai/updateAIStoryboard')).toHaveLength(0);
  });

  it('says "No changes detected to save." when nothing changed', async () => {
    const t = await editing();
    await save(t);
    expect(t.props.bus.published('toast/requested')).toEqual([{ kind: 'info', message: 'No changes detected to save.' }]);
    expect(t.state().editing).toBe(true);
    expect(t.api.to('POST', '/ai/updateAIStoryboard')).toHaveLength(0);
  });

  it('uploads the chosen file, saves, waits 1 s, reads the storyboard back and marks it edited', async () => {
    const t = await editing();
    const xhr = fakeXhr();
    t.api.on('POST', UPLOADS, ok(ticket('take.mp4')));
    t.api.on('POST', '/ai/updateAIStoryboard', ok({ updated: 1 }));
    t.store.dispatch(summaryEdited({ title: 'A new title' }));
    t.store.dispatch(shotRemoved({ shotId: 'shot-3' }));
    chooseFile(t, 'shot-2', 'take.mp4', 'video/mp4', 'video');
    await save(t);

    expect(t.state().save).toMatchObject({ saving: true, message: 'Upload in progress. Please do not navigate away.' });
    expect(t.api.to('POST', UPLOADS)[0]!.body).toEqual({ fileName: 'take.mp4', contentType: 'video/mp4', size: 5 });
    const put = xhr.last();
    expect(put).toMatchObject({ method: 'PUT', url: 'http://api.test/storage/signed/put?key=take.mp4' });
    put.progress(2, 5);
    await flush();
    expect(t.state().save.percent).toBe(40);
    put.answer(200);
    await flush();

    const update = t.api.to('POST', '/ai/updateAIStoryboard')[0]!.body as { data: { title: string; shots: Array<{ shot_id: string; video_asset_id: string | null; media_type: number }> } };
    expect(update.data.title).toBe('A new title');
    expect(update.data.shots.map((s) => s.shot_id)).toEqual(['shot-1', 'shot-2']);
    expect(update.data.shots[1]).toMatchObject({ video_asset_id: ticket('take.mp4').key, media_type: 0 });
    expect(t.state().save.message).toBe("You're Storyboard is in progress. Please do not refresh the page or navigate away.");
    expect(localStorage.getItem(storyboardEditedKey(7))).toBe('true');

    const saved = aiDetail({}, aiMetadata({ title: 'A new title', shots: [aiShot(1), aiShot(2, { video_asset_id: ticket('take.mp4').key, media_type: 0 })] }));
    t.api.on('GET', '/ai/getAIStoryboard', ok(saved));
    const readsBefore = t.api.to('GET', '/ai/getAIStoryboard').length;
    await jest.advanceTimersByTimeAsync(999);
    expect(t.api.to('GET', '/ai/getAIStoryboard')).toHaveLength(readsBefore);
    await jest.advanceTimersByTimeAsync(1);
    await flush();
    expect(t.api.to('GET', '/ai/getAIStoryboard')).toHaveLength(readsBefore + 1);
    expect(t.state()).toMatchObject({ editing: false, draft: null, save: { saving: false } });
    expect(t.state().detail?.metadata.title).toBe('A new title');
    expect(t.toasts()).toContain('Changes saved successfully.');
    expect(t.api.to('POST', '/ai/requestAIImageRegeneration')).toHaveLength(0);
  });

  it.each([
    ['video', 'refused', 'take.mp4', 'video/mp4', 'Failed to upload the asset for shot 2.'],
    ['image', 'refused', 'mine.png', 'image/png', 'Failed to upload the new image for shot 2.'],
    ['video', 'broken', 'take.mp4', 'video/mp4', 'Error uploading asset for shot 2.'],
    ['image', 'broken', 'mine.png', 'image/png', 'Error uploading new image for shot 2.'],
  ] as const)('stops the save when the %s upload is %s, with the 002 §8 text', async (kind, how, name, type, message) => {
    const t = await editing();
    const xhr = fakeXhr();
    if (how === 'refused') t.api.on('POST', UPLOADS, fail(400, 'UPLOAD_TYPE_NOT_ALLOWED', 'No'));
    else t.api.on('POST', UPLOADS, ok(ticket(name)));
    chooseFile(t, 'shot-2', name, type, kind);
    await save(t);
    if (how === 'broken') {
      xhr.last().fail('error');
      await flush();
    }
    expect(t.toasts()).toEqual([message]);
    expect(t.state()).toMatchObject({ editing: true, save: { saving: false } });
    expect(t.state().draft?.shots[1]?.media?.name).toBe(name);
    expect(t.api.to('POST', '/ai/updateAIStoryboard')).toHaveLength(0);
  });

  it("shows the api's error of the update as an AI error and keeps the draft", async () => {
    const t = await editing();
    t.api.on('POST', '/ai/updateAIStoryboard', fail(409, 'AI_NOT_READY', 'Still generating'));
    t.store.dispatch(summaryEdited({ description: 'Changed' }));
    await save(t);
    expect(t.toasts()).toEqual(['Error (Code: AI_NOT_READY): Still generating']);
    expect(t.state()).toMatchObject({ editing: true, save: { saving: false } });
  });
});

describe('regenerating images of changed prompts', () => {
  async function savedWithNewPrompts(t: StoryboardHarness): Promise<void> {
    t.api.on('POST', '/ai/updateAIStoryboard', ok({ updated: 1 }));
    t.api.on('POST', '/ai/requestAIImageRegeneration', ok({ image_id: [{ imageId: 501 }, { imageId: 502 }] }));
    t.store.dispatch(shotEdited({ shotId: 'shot-2', edit: { shot_image_prompt: 'Hands in the soil' } }));
    t.store.dispatch(shotAdded({ shotId: 'new-1' }));
    t.store.dispatch(shotEdited({ shotId: 'new-1', edit: { title: 'T', description: 'D', story_guide: 'S', film_guide: 'F', shot_image_prompt: 'A sunset', duration_seconds: 5 } }));
    await save(t);
    await jest.advanceTimersByTimeAsync(1_000);
    await flush();
  }

  it('sends only the changed prompts as type 1 items, then checks each every 10 s until 3 brings its image', async () => {
    const t = await editing();
    let answers = 0;
    t.api.on('GET', '/ai/checkImageRegenerationStatus', (r) => {
      answers += 1;
      const done = r.query.get('id') === '501' ? answers >= 3 : true;
      return ok({ status: done ? 3 : 2, image_key: done ? `private/sub-42/ai/7/regen-${r.query.get('id')}.png` : null, error_code: null, error_message: null });
    });
    await savedWithNewPrompts(t);

    const request = t.api.to('POST', '/ai/requestAIImageRegeneration')[0]!.body as { data: unknown };
    expect(request.data).toEqual({
      id: 7,
      user_id: 42,
      items: [
        { type: 1, shot_number: 2, prompt: 'Hands in the soil', shot_id: 'shot-2' },
        { type: 1, shot_number: 4, prompt: 'A sunset', shot_id: 'new-1' },
      ],
    });
    expect(t.state().regenerating).toEqual(['shot-2']);
    expect(t.api.to('GET', '/ai/checkImageRegenerationStatus')).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(t.api.to('GET', '/ai/checkImageRegenerationStatus')).toHaveLength(3);
    expect(t.state().detail?.metadata.shots[1]?.image_asset_id).toBe('private/sub-42/ai/7/regen-501.png');
    expect(t.state().regenerating).toEqual([]);
  });

  it('shows 22033 when a regeneration fails (status 4)', async () => {
    const t = await editing();
    t.api.on('GET', '/ai/checkImageRegenerationStatus', ok({ status: 4, image_key: null, error_code: null, error_message: null }));
    await savedWithNewPrompts(t);
    expect(t.toasts()).toContain('Error (Code: 22033): Failed to regenerate the AI storyboard.');
    expect(t.state().regenerating).toEqual([]);
  });
});

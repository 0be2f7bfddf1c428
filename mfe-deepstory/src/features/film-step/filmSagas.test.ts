import { fakeXhr } from '@portal/shared-ui/testing';
import { aiDetail, aiMetadata } from '../../testing/aiStoryboardFixtures';
import { fail, ok } from '../../testing/fakeAiApi';
import { harnessPerTest } from '../../testing/storyboardHarness';
import { keepFile } from '../uploads';
import { dgVideoRequested, filmEditStarted, filmFileChosen, filmSaveRequested, filmSettingChanged, kdenRequested } from './slice';
import { filmHarness, flush, type FilmHarness } from './testSupport';

const { keep } = harnessPerTest();

const TARGET = { id: 7, userId: 42 };

async function editingFilm(): Promise<FilmHarness> {
  const t = keep(await filmHarness());
  t.store.dispatch(filmEditStarted(t.state().aiStoryboard.detail!.metadata));
  return t;
}

const chooseLogo = (t: FilmHarness): void => {
  const file = new File(['png'], 'logo.png', { type: 'image/png' });
  t.store.dispatch(filmFileChosen({ target: { kind: 'item', item: 'closingLogo' }, file: { fileId: keepFile(file), name: 'logo.png', contentType: 'image/png', media: 'image' } }));
};

describe('saving the film step', () => {
  it('says "No changes detected." when nothing changed', async () => {
    const t = await editingFilm();
    t.store.dispatch(filmSaveRequested(TARGET));
    await flush();
    expect(t.props.bus.published('toast/requested')).toEqual([{ kind: 'info', message: 'No changes detected.' }]);
    expect(t.api.to('POST', '/ai/updateStoryboardMetadata')).toHaveLength(0);
  });

  it('uploads the closing logo with its spinner, then saves the metadata with its key, reads the storyboard again and asks for its editing project anew', async () => {
    const t = await editingFilm();
    const xhr = fakeXhr();
    const key = 'private/sub-42/uploads/2025/01/01/x/logo.png';
    t.api.on('POST', '/proxy/v1/customers/42/uploads', ok({ key, bucket: 'local', url: '/storage/put', method: 'PUT', headers: {}, expiresAt: '2099-01-01T00:00:00Z' }));
    t.api.on('POST', '/ai/updateStoryboardMetadata', ok({ updated: 1 }));
    t.api.on('POST', '/ai/requestPostProduction', ok({ post_production_process_status: 1, kdenlive_process_status: 0, error_code: null, error_message: null }));
    t.store.dispatch(filmSettingChanged({ id: 'resolution', value: '1280x720' }));
    chooseLogo(t);
    t.store.dispatch(filmSaveRequested(TARGET));
    await flush();
    expect(t.state().filmStep).toMatchObject({ saving: true, uploading: 'closingLogo', percent: 0 });
    xhr.last().answer(200);
    await flush();

    const body = (t.api.to('POST', '/ai/updateStoryboardMetadata')[0]!.body as { data: { last_logo_image: unknown; post_production_global_settings: { video: { kdenlive_ids: Array<{ value: string }> } } } }).data;
    expect(body.last_logo_image).toEqual([{ asset_id: key }]);
    expect(body.post_production_global_settings.video.kdenlive_ids[0]!.value).toBe('1280x720');
    // Saved: the project is stale at once, so Add to Account is not offered until it is made again.
    expect(t.state().aiStoryboard.detail).toMatchObject({ post_production_process_status: 0, kdenlive_process_status: 0 });
    const reads = t.api.to('GET', '/ai/getAIStoryboard').length;
    await jest.advanceTimersByTimeAsync(1_000);
    expect(t.api.to('GET', '/ai/getAIStoryboard')).toHaveLength(reads + 1);
    expect(t.state().filmStep).toMatchObject({ editing: false, saving: false, uploading: null });
    expect(t.toasts()).toContain('Changes saved successfully.');
    // The project made before holds the old settings: it is made again (the loader shows meanwhile).
    await flush();
    expect(t.api.to('POST', '/ai/requestPostProduction').map((c) => c.body)).toEqual([{ data: { id: 7, user_id: 42 } }]);
    expect(t.state().aiStoryboard.detail).toMatchObject({ post_production_process_status: 1, kdenlive_process_status: 0 });
  });

  it.each([
    ['refused', 'Failed to upload asset for item Closing logo.'],
    ['broken', 'Error uploading asset for item Closing logo.'],
  ] as const)('stops when the upload is %s, with the 002 §8 film step text', async (how, message) => {
    const t = await editingFilm();
    const xhr = fakeXhr();
    if (how === 'refused') t.api.on('POST', '/proxy/v1/customers/42/uploads', fail(413, 'UPLOAD_TOO_LARGE', 'Too large'));
    else t.api.on('POST', '/proxy/v1/customers/42/uploads', ok({ key: 'private/sub-42/uploads/l.png', bucket: 'local', url: '/storage/put', method: 'PUT', headers: {}, expiresAt: '2099-01-01T00:00:00Z' }));
    chooseLogo(t);
    t.store.dispatch(filmSaveRequested(TARGET));
    await flush();
    if (how === 'broken') {
      xhr.last().fail('error');
      await flush();
    }
    expect(t.toasts()).toEqual([message]);
    expect(t.state().filmStep).toMatchObject({ editing: true, saving: false, uploading: null });
    expect(t.api.to('POST', '/ai/updateStoryboardMetadata')).toHaveLength(0);
  });
});

/** The links clicked to save a file (jsdom does not download). */
function savedLinks(): Array<{ href: string; download: string }> {
  const saved: Array<{ href: string; download: string }> = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return saved;
}

describe('the editing-project file', () => {
  it("downloads output.tar.gz from the returned path when the code is '0'", async () => {
    const saved = savedLinks();
    const t = keep(await filmHarness());
    t.api.on('GET', '/ai/getKdenFile', ok({ code: '0', path: '/storage/signed/get?key=output.tar.gz', message: 'ok' }));
    t.store.dispatch(kdenRequested(TARGET));
    await flush();
    expect(t.api.to('GET', '/ai/getKdenFile')[0]!.query.toString()).toBe('id=7&user_id=42');
    expect(saved).toEqual([{ href: 'http://api.test/storage/signed/get?key=output.tar.gz', download: 'output.tar.gz' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(t.state().filmStep.kden).toEqual({ open: false, preparing: false });
  });

  it.each([
    [{ code: '1', path: null, message: 'The project is not made yet' }, 'The project is not made yet'],
    [{ code: '0', path: null, message: '' }, 'Failed to retrieve Kden file'],
    [{ code: '2', path: '/x', message: '' }, 'Failed to retrieve Kden file'],
  ])('refuses %p with %p', async (result, message) => {
    const saved = savedLinks();
    const t = keep(await filmHarness());
    t.api.on('GET', '/ai/getKdenFile', ok(result));
    t.store.dispatch(kdenRequested(TARGET));
    await flush();
    expect(saved).toEqual([]);
    expect(t.toasts()).toEqual([message]);
    expect(t.state().filmStep.kden).toEqual({ open: true, preparing: false });
  });
});

describe('the Director Guide video (beta)', () => {
  it('asks for it, checks every 10 s until 3, then refreshes the storyboard and shows the video', async () => {
    const t = keep(await filmHarness());
    t.api.on('POST', '/ai/requestDGVideo', ok({ request_id: 31 }));
    let checks = 0;
    t.api.on('GET', '/ai/checkDGVideoStatus', () => (++checks < 2 ? ok({ status: 2, error_message: null, video_asset_id: null }) : ok({ status: 3, error_message: null, video_asset_id: 'private/sub-42/ai/7/dg.mp4' })));
    t.store.dispatch(dgVideoRequested(TARGET));
    await flush();
    expect(t.state().filmStep.dgVideo.status).toBe('making');
    t.api.on('GET', '/ai/getAIStoryboard', ok(aiDetail({ post_production_process_status: 3, kdenlive_process_status: 3 }, aiMetadata({ dg_video_asset_id: 'private/sub-42/ai/7/dg.mp4' }))));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(t.api.to('GET', '/ai/checkDGVideoStatus').map((r) => r.query.get('id'))).toEqual(['31', '31']);
    expect(t.state().filmStep.dgVideo).toMatchObject({ status: 'done', videoKey: 'private/sub-42/ai/7/dg.mp4' });
    expect(t.state().aiStoryboard.detail?.metadata.dg_video_asset_id).toBe('private/sub-42/ai/7/dg.mp4');
  });

  it('shows the error when it fails (status 4)', async () => {
    const t = keep(await filmHarness());
    t.api.on('POST', '/ai/requestDGVideo', ok({ request_id: 31 }));
    t.api.on('GET', '/ai/checkDGVideoStatus', ok({ status: 4, error_message: 'ffmpeg failed', video_asset_id: null }));
    t.store.dispatch(dgVideoRequested(TARGET));
    await flush();
    expect(t.toasts()).toEqual(['Error (Code: 500): ffmpeg failed']);
    expect(t.state().filmStep.dgVideo.status).toBe('idle');
  });
});

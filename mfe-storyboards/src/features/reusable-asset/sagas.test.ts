import { act } from '@testing-library/react';
import { IDEMPOTENCY_HEADER } from '@portal/shared-contracts/core';
import { createRemoteStore, type RemoteStore } from '@portal/shared-ui';
import { reducer, type StoryboardsState } from '../../store';
import { fakeProxyApi } from '../../testing/fakeProxyApi';
import { fakeMountProps } from '../../testing/renderWithProviders';
import { reusableAsset } from '../../testing/reusableAssets';
import { signedInSession } from '../../testing/sessions';
import { reusableAssetSaga } from './sagas';
import { reusableAssetCreationRequested } from './slice';

const KEY = 'private/user-1/uploads/2025/03/01/abc/clip.mp4';

let running: RemoteStore<StoryboardsState> | null = null;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  running?.stop();
  running = null;
  jest.useRealTimers();
});

const flush = (): Promise<void> => act(() => jest.advanceTimersByTimeAsync(0));

function start() {
  const api = fakeProxyApi();
  const mountProps = fakeMountProps({ session: signedInSession('admin') });
  running = createRemoteStore({ reducer, saga: reusableAssetSaga, context: mountProps });
  return { api, mountProps, store: running.store };
}

describe('creating a reusable asset', () => {
  it("keeps the media as 'Asset Title', 'Asset Description', tagged Sports and Social, then opens its page", async () => {
    const { api, mountProps, store } = start();
    store.dispatch(reusableAssetCreationRequested({ assetId: KEY, mediaType: 'Video' }));
    expect(store.getState().reusableAsset.creating).toBe(true);
    await flush();
    const post = api.open('POST', '/proxy/v1/customers/42/reusable-assets');
    expect(post.body).toEqual({ assetId: KEY, mediaType: 'Video', name: 'Asset Title', description: 'Asset Description', tags: ['Sports', 'Social'] });
    expect(post.headers[IDEMPOTENCY_HEADER]).toEqual(expect.any(String));
    act(() => post.ok(reusableAsset(9, { assetId: KEY, mediaType: 'Video', name: 'Asset Title' })));
    await flush();
    expect(mountProps.navigate).toHaveBeenCalledWith('/storymaker/asset/9');
    expect(store.getState().reusableAsset.creating).toBe(false);
  });

  it('keeps it for another customer when asked, and opens its page under that customer', async () => {
    const { api, mountProps, store } = start();
    store.dispatch(reusableAssetCreationRequested({ assetId: KEY, mediaType: 'Image', customerId: '77' }));
    await flush();
    act(() => api.open('POST', '/proxy/v1/customers/77/reusable-assets').ok(reusableAsset(9, { customerId: 77 })));
    await flush();
    expect(mountProps.navigate).toHaveBeenCalledWith('/storymaker/asset/9?customer=77');
  });

  it.each([
    ['the api refuses', 'Failed to create reusable asset.', (r: { fail: (s: number, e: { code: string; message: string }) => void }) => r.fail(403, { code: 'FOREIGN_PRIVATE_ASSET', message: 'Not yours' })],
    ['no answer comes', 'Unexpected error when creating reusable asset', (r: { drop: () => void }) => r.drop()],
  ])('when %s, toasts %p and stays', async (_case, text, fail) => {
    const { api, mountProps, store } = start();
    store.dispatch(reusableAssetCreationRequested({ assetId: KEY, mediaType: 'Audio' }));
    await flush();
    act(() => fail(api.open('POST', '/proxy/v1/customers/42/reusable-assets')));
    await flush();
    expect(mountProps.bus.published('toast/requested')).toEqual([{ kind: 'error', message: text }]);
    expect(mountProps.navigate).not.toHaveBeenCalled();
    expect(store.getState().reusableAsset.creating).toBe(false);
  });
});

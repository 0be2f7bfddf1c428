import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOAD_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { Link } from '@portal/shared-ui/router';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { takeShelvedFile } from './fileShelf';
import { fileOf, requestFor, uploadsOnlyReducer } from './testSupport';
import { UploadLeaveGuard } from './UploadLeaveGuard';
import { fileFailed, uploadsRequested } from './slice';

jest.setTimeout(30_000);

/** The guard, a link of this remote's router and a plain link as the shell's side navigation renders it. */
function renderGuard() {
  const view = renderWithProviders(
    <>
      <UploadLeaveGuard />
      <Link to="/storymaker/31">Storyboard 31</Link>
      <a href="/videos">Videos</a>
    </>,
    { url: '/storymaker', store: { reducer: uploadsOnlyReducer } },
  );
  const request = requestFor(fileOf('clip.mp4', 'video/mp4'), 'asset');
  takeShelvedFile(request.id);
  const startUpload = () => act(() => void view.store!.dispatch(uploadsRequested({ items: [request] })));
  const finishUpload = () => act(() => void view.store!.dispatch(fileFailed({ id: request.id, error: 'x' })));
  return { ...view, startUpload, finishUpload };
}

const location = () => screen.getByTestId('location').textContent;
const beforeUnloadPrevented = (): boolean => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('leaving during an upload', () => {
  it('warns when the tab closes or reloads while files upload, and not otherwise', () => {
    const { startUpload, finishUpload } = renderGuard();
    expect(beforeUnloadPrevented()).toBe(false);
    startUpload();
    expect(beforeUnloadPrevented()).toBe(true);
    finishUpload();
    expect(beforeUnloadPrevented()).toBe(false);
  });

  it("holds a link click, the shell's or the remote's, with 'Upload in progress. Please do not navigate away.'", async () => {
    const user = userEvent.setup();
    const { startUpload, mountProps } = renderGuard();
    startUpload();

    await user.click(screen.getByRole('link', { name: 'Videos' }));
    const dialog = await screen.findByRole('dialog', { name: T.leaveTitle });
    expect(dialog).toHaveTextContent(T.uploadInProgress);
    await user.click(screen.getByRole('button', { name: T.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.leaveTitle })).not.toBeInTheDocument());
    expect(mountProps.navigate).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Storyboard 31' }));
    expect(location()).toBe('/storymaker');
    await screen.findByRole('dialog', { name: T.leaveTitle });
    await user.click(screen.getByRole('button', { name: T.leaveAnyway }));
    expect(mountProps.navigate).toHaveBeenCalledWith('/storymaker/31');
  });

  it('lets links go when no file is uploading', async () => {
    const user = userEvent.setup();
    const { startUpload, finishUpload } = renderGuard();
    startUpload();
    finishUpload();
    await user.click(screen.getByRole('link', { name: 'Storyboard 31' }));
    expect(location()).toBe('/storymaker/31');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOAD_TEXTS as T } from '@portal/shared-contracts';
import { Link } from '@portal/shared-ui/router';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { takeShelvedFile } from './fileShelf';
import { fileOf, requestFor, uploadsOnlyReducer } from './testSupport';
import { UploadLeaveGuard, leavingLink } from './UploadLeaveGuard';
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

describe('leavingLink', () => {
  const here = { href: 'http://portal.test/storymaker?x=1', origin: 'http://portal.test', pathname: '/storymaker', search: '?x=1' };
  function clickOn(attributes: Record<string, string>, init: MouseEventInit = {}): MouseEvent {
    const anchor = Object.assign(document.createElement('a'), attributes);
    const inner = anchor.appendChild(document.createElement('span'));
    document.body.appendChild(anchor);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    Object.defineProperty(event, 'target', { value: inner });
    anchor.remove();
    return event;
  }

  it('names the in-app address of a plain click on a link to another page', () => {
    expect(leavingLink(clickOn({ href: 'http://portal.test/videos?page=2#top' }), here)).toBe('/videos?page=2#top');
    expect(leavingLink(clickOn({ href: 'http://portal.test/storymaker?x=2' }), here)).toBe('/storymaker?x=2');
  });

  it.each([
    ['a click with a modifier (a new tab)', clickOn({ href: 'http://portal.test/videos' }, { ctrlKey: true })],
    ['a middle click', clickOn({ href: 'http://portal.test/videos' }, { button: 1 })],
    ['a link to another tab', clickOn({ href: 'http://portal.test/videos', target: '_blank' })],
    ['a download', clickOn({ href: 'http://portal.test/file.zip', download: 'file.zip' })],
    ['a link to the page itself', clickOn({ href: 'http://portal.test/storymaker?x=1#shots' })],
    ['another origin (beforeunload warns)', clickOn({ href: 'https://help.example.com/' })],
  ])('is null for %s', (_, event) => {
    expect(leavingLink(event, here)).toBeNull();
  });
});

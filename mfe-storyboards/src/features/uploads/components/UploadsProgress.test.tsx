import { act, screen, within } from '@testing-library/react';
import { UPLOAD_TEXTS as T, URL_IMPORT_MESSAGES } from '@portal/shared-contracts/storyboards';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { fileFailed, fileStarted, fileSucceeded, uploadsRequested } from '../slice';
import { uploadsOnlyReducer, urlRequestFor } from '../testSupport';
import { UploadsProgress } from './UploadsProgress';

/*
 * The progress area's line of an image from a web address (001 §2, §4): the api fetches
 * it, so its bar has no value until it ends, then "File Uploaded" or "Upload failed".
 */
describe('the progress line of an image from a web address', () => {
  const address = 'https://images.example.com/cover.png';

  function renderLine() {
    const view = renderWithProviders(<UploadsProgress />, { store: { reducer: uploadsOnlyReducer } });
    const request = urlRequestFor(address);
    act(() => void view.store!.dispatch(uploadsRequested({ items: [request] })));
    const progress = screen.getByRole('region', { name: T.progressRegion });
    const bar = () => within(progress).getByRole('progressbar', { name: T.progressLabel(address) });
    return { view, request, progress, bar };
  }

  it('shows no value while the api fetches it, then "File Uploaded" with a full bar', () => {
    const { view, request, progress, bar } = renderLine();
    expect(bar()).toHaveAttribute('aria-valuetext', T.waiting);
    act(() => void view.store!.dispatch(fileStarted({ id: request.id })));
    expect(bar()).not.toHaveAttribute('aria-valuenow');
    expect(bar()).toHaveAttribute('aria-valuetext', T.fetching);
    expect(within(progress).getByText(T.fetching)).toBeInTheDocument();

    act(() => void view.store!.dispatch(fileSucceeded({ id: request.id, assetId: 'private/u/uploads/2025/03/21/x/cover.png' })));
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    expect(within(progress).getByText(T.fileUploaded)).toBeInTheDocument();
    expect(within(progress).getByRole('status')).toHaveTextContent(`${T.allFinished}: ${T.summary(1, 1)}`);
  });

  it("shows \"Upload failed\" with the api's reason", () => {
    const { view, request, progress } = renderLine();
    act(() => void view.store!.dispatch(fileStarted({ id: request.id })));
    act(() => void view.store!.dispatch(fileFailed({ id: request.id, error: URL_IMPORT_MESSAGES.notAnImage })));
    expect(within(progress).getByText(T.uploadFailed)).toBeInTheDocument();
    expect(within(progress).getByRole('alert')).toHaveTextContent(URL_IMPORT_MESSAGES.notAnImage);
  });
});

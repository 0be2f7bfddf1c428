import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES, ROUTES } from '@portal/shared-contracts/core';
import { SIDE_PANEL_LABELS, STORYMAKER_PANEL_TEXTS, UPLOAD_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { fakeXhr } from '@portal/shared-ui/testing';
import { BASE, creationAnswer, fileOf, ticketFor } from '../features/uploads/testSupport';
import { fakeProxyApi } from '../testing/fakeProxyApi';
import { reusableAsset } from '../testing/reusableAssets';
import { fakeMountProps, renderWithProviders } from '../testing/renderWithProviders';
import { signedInSession } from '../testing/sessions';
import { reducer, rootSaga } from '../store';
import StorymakerPage from './StorymakerPage';

jest.setTimeout(40_000);

function renderPage() {
  const api = fakeProxyApi();
  const xhr = fakeXhr();
  const user = userEvent.setup({ applyAccept: false });
  const mountProps = fakeMountProps({ session: signedInSession(ROLES.admin, null) });
  renderWithProviders(<StorymakerPage />, { url: ROUTES.storymaker, path: ROUTES.storymaker, mountProps, store: { reducer, saga: rootSaga } });
  /** Picks files in the uploader, then starts them from the modal it opens. */
  const upload = async (...files: File[]) => {
    await user.upload(screen.getByLabelText(T.uploadYourStoryboard, { selector: 'input' }), files);
    const dialog = await screen.findByRole('dialog', { name: T.modalTitle });
    await user.click(within(dialog).getByRole('button', { name: T.upload }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.modalTitle })).not.toBeInTheDocument());
  };
  const answerTicket = async (name: string, type: string) => {
    await waitFor(() => api.open('POST', `${BASE}/uploads`));
    act(() => api.open('POST', `${BASE}/uploads`).ok(ticketFor(name, type)));
    await waitFor(() => xhr.last());
  };
  return { api, xhr, user, mountProps, upload, answerTicket };
}

describe('/storymaker', () => {
  it('shows "Upload your Storyboard" with the uploader when no storyboard is selected', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: T.storymaker })).toBeInTheDocument();
    const uploader = screen.getByRole('region', { name: T.uploadYourStoryboard });
    expect(within(uploader).getByRole('heading', { level: 2, name: T.uploadYourStoryboard })).toBeInTheDocument();
    expect(within(uploader).getByRole('group', { name: T.uploadYourStoryboard })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: T.progressRegion })).not.toBeInTheDocument();
    // The side panel beside it, Market Place first, its "Upload file" opening the upload modal.
    expect(screen.getByRole('complementary', { name: STORYMAKER_PANEL_TEXTS.panel })).toBeInTheDocument();
  });

  it('opens "Upload Storyboard or Asset" from the side panel\'s Upload file', async () => {
    const { user } = renderPage();
    const panel = screen.getByRole('complementary', { name: STORYMAKER_PANEL_TEXTS.panel });
    await user.click(within(panel).getByRole('button', { name: SIDE_PANEL_LABELS.uploadFile }));
    expect(await screen.findByRole('dialog', { name: T.modalTitle })).toBeInTheDocument();
  });

  it('uploads an image with a progress bar per file, to "File Uploaded"', async () => {
    const { api, xhr, user, upload, answerTicket } = renderPage();
    await upload(fileOf('cover.png', 'image/png'));
    const progress = screen.getByRole('region', { name: T.progressRegion });
    const bar = within(progress).getByRole('progressbar', { name: T.progressLabel('cover.png') });

    await answerTicket('cover.png', 'image/png');
    act(() => xhr.last().progress(4, 10));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(bar).toHaveAttribute('aria-valuetext', T.uploading(40));
    expect(within(progress).getByRole('status')).toHaveTextContent(T.summary(0, 1));

    act(() => xhr.last().answer(200));
    await waitFor(() => api.open('POST', `${BASE}/assets`));
    act(() => api.open('POST', `${BASE}/assets`).ok({ assetId: ticketFor('cover.png').key, mediaType: 'Image' }));
    // Kept in the Director's Guide, where the side panel offers it.
    await waitFor(() => api.open('POST', `${BASE}/reusable-assets`));
    act(() => api.open('POST', `${BASE}/reusable-assets`).ok(reusableAsset(5, { assetId: ticketFor('cover.png').key })));
    expect(await within(progress).findByText(T.fileUploaded)).toBeInTheDocument();
    expect(within(progress).getByRole('status')).toHaveTextContent(`${T.allFinished}: ${T.summary(1, 1)}`);

    await user.click(within(progress).getByRole('button', { name: T.clear }));
    expect(screen.queryByRole('region', { name: T.progressRegion })).not.toBeInTheDocument();
  });

  it('shows "Upload failed" with the reason on the file that failed', async () => {
    const { xhr, upload, answerTicket } = renderPage();
    await upload(fileOf('cover.png', 'image/png'));
    await answerTicket('cover.png', 'image/png');
    act(() => xhr.last().answer(403, JSON.stringify({ error_code: 'SIGNATURE_EXPIRED', error_message: 'The upload link has expired.' })));
    const progress = screen.getByRole('region', { name: T.progressRegion });
    expect(await within(progress).findByText(T.uploadFailed)).toBeInTheDocument();
    expect(within(progress).getByRole('alert')).toHaveTextContent('The upload link has expired.');
  });

  it('makes a storyboard from a storyboard document behind "Processing Storyboard..." with its steps, then opens it', async () => {
    const { api, xhr, mountProps, upload, answerTicket } = renderPage();
    await upload(fileOf('season.json', 'application/json'));
    await answerTicket('season.json', 'application/json');
    act(() => xhr.last().answer(200));
    await waitFor(() => api.open('POST', `${BASE}/storyboards`));
    act(() => api.open('POST', `${BASE}/storyboards`).ok({ requestId: 9 }));

    const poll = `${BASE}/script-creation-requests/9`;
    await waitFor(() => api.open('GET', poll));
    act(() => api.open('GET', poll).ok(creationAnswer(9, { step: 'Enriching storyboard ...', storyboardId: 31 })));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Processing Storyboard... Enriching storyboard ...'));
    expect(within(screen.getByRole('region', { name: T.progressRegion, hidden: true })).getByText('Processing Storyboard... Enriching storyboard ...')).toBeInTheDocument();

    // The next poll comes 2.5 s later.
    await waitFor(() => api.open('GET', poll), { timeout: 4000 });
    act(() => api.open('GET', poll).ok(creationAnswer(9, { status: 'Completed', step: null, storyboardId: 31 })));
    await waitFor(() => expect(mountProps.navigate).toHaveBeenCalledWith('/storymaker/31'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeXhr } from '@portal/shared-ui/testing';
import { ROUTES, IDEMPOTENCY_HEADER } from '@portal/shared-contracts/core';
import { STORYBOARD_MESSAGES } from '@portal/shared-contracts/storyboards';
import { reducer, rootSaga } from '../../store';
import { fakeProxyApi, type FakeProxyApi } from '../../testing/fakeProxyApi';
import { fakeMountProps, renderWithProviders } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessions';
import { shotOf, storyboardDetail } from '../../testing/storyboardDetail';
import { fileOf, ticketFor } from '../../testing/uploads';
import { StoryboardDetailPage } from './StoryboardDetailPage';

jest.setTimeout(30_000);

const PATH = '/proxy/v1/customers/42/storyboards/7';

function renderPage(role: 'customer' | 'admin' = 'customer') {
  const api = fakeProxyApi();
  const mountProps = fakeMountProps({ session: signedInSession(role) });
  const view = renderWithProviders(<StoryboardDetailPage />, { url: '/storyboards/7', path: ROUTES.storyboard, mountProps, store: { reducer, saga: rootSaga } });
  return { api, ...view };
}

async function answerDetail(api: FakeProxyApi, detail = storyboardDetail({ customerId: 42 })) {
  await waitFor(() => api.open('GET', PATH));
  act(() => api.open('GET', PATH).ok(detail));
  return detail;
}

describe('the storyboard detail page', () => {
  it('shows the storyboard: heading, status, project code, about, tags, toggles and its shots in order', async () => {
    const { api } = renderPage();
    await answerDetail(api, storyboardDetail({ customerId: 42, shots: [shotOf(2, { shotNumber: 2, title: 'Warm-up' }), shotOf(1, { title: 'Arrival' })] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Club open day' })).toBeInTheDocument();
    expect(screen.getByText('acme-dev (Dev)')).toBeInTheDocument();
    expect(screen.getByText('Meet the players and coaches.')).toBeInTheDocument();
    expect(screen.getByText('QLD')).toBeInTheDocument();
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Audio denoising' })).toBeDisabled();
    const shots = within(screen.getByRole('list', { name: 'Shots' })).getAllByRole('listitem');
    expect(shots.map((li) => li.getAttribute('aria-label'))).toEqual(['Shot 1', 'Shot 2']);
    expect(within(shots[0]!).getByText('Arrival')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Render' })).not.toBeInTheDocument();
  });

  it("shows private pictures (an upload's scene thumbnails) through URLs signed for the storyboard's customer, even to an admin", async () => {
    const { api } = renderPage('admin');
    const key = 'private/user-9/uploads/2026/11/26/abc/clip.mp4.media/scene-1/thumbnail.jpg';
    // Customer 77's storyboard, opened by an admin (customer 42).
    await answerDetail(api, storyboardDetail({ customerId: 77, shots: [shotOf(1, { title: 'Scene 1', imageAssetId: key })] }));
    await waitFor(() => api.open('POST', '/proxy/v1/customers/77/asset-urls'));
    expect(api.open('POST', '/proxy/v1/customers/77/asset-urls').body).toEqual({ assetIds: [key] });
    const signed = 'http://api.test/storage/signed/x?expires=1&signature=s';
    act(() =>
      api
        .open('POST', '/proxy/v1/customers/77/asset-urls')
        .ok([{ assetId: key, url: signed, thumbnailUrl: null, streamUrl: null, downloadUrl: signed, expiresAt: '2099-01-01T00:00:00.000Z' }]),
    );
    expect(await screen.findByRole('img', { name: 'Scene 1' })).toHaveAttribute('src', signed);
  });

  it('says "Storyboard not available" when the storyboard is not there', async () => {
    const { api } = renderPage();
    await waitFor(() => api.open('GET', PATH));
    act(() => api.open('GET', PATH).fail(404, { code: 'STORYBOARD_NOT_FOUND', message: 'Storyboard not found' }));
    expect(await screen.findByText('Storyboard not available')).toBeInTheDocument();
  });

  it('shows the fetch error with Retry, which loads it again', async () => {
    const { api } = renderPage();
    await waitFor(() => api.open('GET', PATH));
    act(() => api.open('GET', PATH).drop());
    expect(await screen.findByText('Error fetching storyboard detail.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await answerDetail(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Club open day' })).toBeInTheDocument();
  });

  it('shows the Render tab to an admin on a Published storyboard', async () => {
    const { api } = renderPage('admin');
    await answerDetail(api, storyboardDetail({ customerId: 42, status: 'Published' }));
    expect(await screen.findByRole('tab', { name: 'Render' })).toBeInTheDocument();
    expect(screen.getAllByText('Published').length).toBeGreaterThan(0);
  });

  it('puts the shot panels in render mode while the Render tab is open, for a Pro customer', async () => {
    const api = fakeProxyApi();
    const mountProps = fakeMountProps({ session: signedInSession('customer', 'Pro') });
    renderWithProviders(<StoryboardDetailPage />, { url: '/storyboards/7', path: ROUTES.storyboard, mountProps, store: { reducer, saga: rootSaga } });
    await answerDetail(api, storyboardDetail({ customerId: 42, status: 'Published' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Render' }));
    expect(await screen.findByText('There are currently no videos being rendered!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Render Video' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Shots' })).getByRole('group', { name: 'Video for shot 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.queryByRole('button', { name: 'Render Video' })).not.toBeInTheDocument();
  });

  it('edits the title and a shot, saves through the queue with its progress, refetches and closes edit mode', async () => {
    const user = userEvent.setup();
    const { api } = renderPage();
    const detail = await answerDetail(api);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Open day 2025' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Shot title 2' }), { target: { value: 'Warm-up' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => api.open('POST', PATH));
    expect(api.open('POST', PATH).body).toMatchObject({ title: 'Open day 2025', tags: ['Sports', 'QLD'] });
    expect(await screen.findByText(/Saving title, description and tags/)).toBeInTheDocument();
    act(() => api.open('POST', PATH).ok({ ...detail, title: 'Open day 2025' }));

    await waitFor(() => api.open('POST', `${PATH}/shots/2`));
    expect(api.open('POST', `${PATH}/shots/2`).body).toEqual({ title: 'Warm-up' });
    expect(await screen.findByText(/Updating shot 2/)).toBeInTheDocument();
    act(() => api.open('POST', `${PATH}/shots/2`).ok({ ok: true }));

    const saved = storyboardDetail({ customerId: 42, title: 'Open day 2025', shots: [shotOf(1), shotOf(2, { title: 'Warm-up' }), shotOf(3)] });
    await answerDetail(api, saved);
    expect(await screen.findByRole('heading', { level: 1, name: 'Open day 2025' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument());
    // Each write carried its own idempotency key.
    const keys = api.requests.filter((r) => r.method === 'POST').map((r) => r.headers[IDEMPOTENCY_HEADER]);
    expect(keys.every(Boolean)).toBe(true);
    expect(new Set(keys).size).toBe(2);
  });

  it("says 'Failed to save Storyboard' when a step fails, shows what was saved and keeps the draft", async () => {
    const user = userEvent.setup();
    const { api } = renderPage();
    await answerDetail(api);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Add shot' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => api.open('POST', `${PATH}/shots`));
    expect(api.open('POST', `${PATH}/shots`).body).toMatchObject({ title: 'New shot', shotNumber: 4, imageAssetId: 'public/defaults/shot-1.png' });
    act(() => api.open('POST', `${PATH}/shots`).fail(500, { code: 'INTERNAL', message: 'boom' }));
    await answerDetail(api);
    expect(await screen.findByText('Failed to save Storyboard')).toBeInTheDocument();
    // Still editing, the new shot still in the draft.
    expect(screen.getByRole('textbox', { name: 'Shot title 4' })).toHaveValue('New shot');
  });

  it('turns a saved shot off and deletes it on save', async () => {
    const user = userEvent.setup();
    const { api } = renderPage();
    await answerDetail(api);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('switch', { name: 'UGV Shot 1' }));
    expect(screen.getAllByText('(unsaved)').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => api.open('DELETE', `${PATH}/shots/1`));
    act(() => api.open('DELETE', `${PATH}/shots/1`).ok({ ok: true }));
    await answerDetail(api, storyboardDetail({ customerId: 42, shots: [shotOf(2, { shotNumber: 1 }), shotOf(3, { shotNumber: 2 })] }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Shots' })).getAllByRole('listitem')).toHaveLength(2));
  });
});

describe('files from the computer while editing', () => {
  const environmentUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  beforeEach(() => {
    let made = 0;
    Object.assign(URL, { createObjectURL: jest.fn(() => `blob:http://localhost/preview-${(made += 1)}`), revokeObjectURL: jest.fn() });
  });
  afterEach(() => {
    // The previews are revoked as the page unmounts: before the environment's URL is back.
    cleanup();
    Object.assign(URL, environmentUrl);
  });

  /** Drops files from the computer on an element, as a browser does. */
  const dropFiles = (target: Element, ...files: File[]): void => {
    fireEvent.dragOver(target, { dataTransfer: { types: ['Files'], files } });
    fireEvent.drop(target, { dataTransfer: { types: ['Files'], files } });
  };
  const shot = (n: number): HTMLElement => within(screen.getByRole('list', { name: 'Shots' })).getByRole('listitem', { name: `Shot ${n}` });

  async function editPage() {
    const user = userEvent.setup();
    const page = renderPage();
    await answerDetail(page.api);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    return { user, ...page };
  }

  it('shows an image dropped on a shot at once, with its name marked unsaved; Cancel lets it go with the draft', async () => {
    const { user } = await editPage();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    dropFiles(shot(1), fileOf('goal.png', 'image/png'));
    expect(await within(shot(1)).findByRole('img', { name: 'Shot 1' })).toHaveAttribute('src', 'blob:http://localhost/preview-1');
    expect(within(shot(1)).getByText('New file: goal.png')).toBeInTheDocument();
    expect(within(shot(1)).getByText('(unsaved)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/preview-1'));
    expect(screen.queryByText('New file: goal.png')).not.toBeInTheDocument();
  });

  it('names a video dropped on the cover and shows it as the cover until saved', async () => {
    await editPage();
    const cover = screen.getByRole('figure', { name: 'Cover media' });
    dropFiles(cover, fileOf('trailer.mp4', 'video/mp4'));
    expect(await within(cover).findByText('trailer.mp4')).toBeInTheDocument();
    expect(within(cover).getByText('New file: trailer.mp4')).toBeInTheDocument();
    expect(within(cover).getByText('(unsaved)')).toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    // A file dropped beside the drop areas is not opened by the browser in place of the page.
    const beside = screen.getByRole('heading', { level: 1 });
    expect(fireEvent.dragOver(beside, { dataTransfer: { types: ['Files'], files: [] } })).toBe(false);
    expect(fireEvent.drop(beside, { dataTransfer: { types: ['Files'], files: [] } })).toBe(false);
  });

  it('shows the upload of the file on Save in "Updating Storyboard..." with its percentage', async () => {
    const xhr = fakeXhr();
    const { user, api } = await editPage();
    dropFiles(shot(1), fileOf('goal.png', 'image/png', 10));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updating Storyboard... Uploading file goal.png...')).toBeInTheDocument();
    await waitFor(() => api.open('POST', '/proxy/v1/customers/42/uploads'));
    act(() => api.open('POST', '/proxy/v1/customers/42/uploads').ok(ticketFor('goal.png', 'image/png')));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    act(() => xhr.last().progress(5, 10));
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50'));
  });

  it("refuses a file the place does not take with 'Asset is not supported or invalid'", async () => {
    const { mountProps } = await editPage();
    dropFiles(shot(2), fileOf('notes.pdf', 'application/pdf'));
    dropFiles(screen.getByRole('figure', { name: 'Cover media' }), fileOf('season.json', 'application/json'));
    // An editing project makes a storyboard of its own: it is no shot's media.
    dropFiles(shot(1), fileOf('output.tar.gz', 'application/gzip'));
    // Over its kind's size limit (Image: 20 MiB), as the api would refuse it.
    dropFiles(shot(1), new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(mountProps.bus.published('toast/requested')).toEqual([
        { kind: 'error', message: STORYBOARD_MESSAGES.assetNotSupported },
        { kind: 'error', message: STORYBOARD_MESSAGES.assetNotSupported },
        { kind: 'error', message: STORYBOARD_MESSAGES.assetNotSupported },
        { kind: 'error', message: STORYBOARD_MESSAGES.assetNotSupported },
      ]),
    );
    expect(screen.queryByText(/^New file:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('takes a file chosen with "Choose a file" on a shot or the cover (the keyboard\'s way)', async () => {
    const { user } = await editPage();
    const shotButton = within(shot(3)).getByRole('button', { name: 'Choose a file for shot 3' });
    expect(shotButton).toHaveTextContent('Choose a file');
    await user.upload(screen.getByLabelText('Choose a file for shot 3', { selector: 'input' }), fileOf('voice.mp3', 'audio/mpeg'));
    expect(within(shot(3)).getByText('New file: voice.mp3')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Choose a file for the cover media' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose a file for the cover media', { selector: 'input' }), fileOf('cover.png', 'image/png'));
    const cover = screen.getByRole('figure', { name: 'Cover media' });
    expect(within(cover).getByText('New file: cover.png')).toBeInTheDocument();
    expect(within(cover).getByRole('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  });
});

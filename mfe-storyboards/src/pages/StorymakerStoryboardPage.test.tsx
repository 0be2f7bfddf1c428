import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES, ROUTES, pageTitle } from '@portal/shared-contracts/core';
import { UPLOAD_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { creationProgressed, creationStarted } from '../features/uploads/slice';
import { fakeProxyApi } from '../testing/fakeProxyApi';
import { fakeMountProps, renderWithProviders } from '../testing/renderWithProviders';
import { signedInSession } from '../testing/sessions';
import { storyboardDetail } from '../testing/storyboardDetail';
import { reducer, rootSaga } from '../store';
import StorymakerStoryboardPage from './StorymakerStoryboardPage';

jest.setTimeout(30_000);

function renderPage() {
  const api = fakeProxyApi();
  const mountProps = fakeMountProps({ session: signedInSession(ROLES.admin, null) });
  const view = renderWithProviders(<StorymakerStoryboardPage />, { url: '/storymaker/7', path: ROUTES.storymakerStoryboard, mountProps, store: { reducer, saga: rootSaga } });
  return { api, ...view };
}

describe('/storymaker/:storyboardId', () => {
  it('shows the storyboard with the detail feature, under the Storymaker, with the upload tools beside it', async () => {
    const { api } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: T.storymaker })).toBeInTheDocument();
    expect(document.title).toBe(pageTitle(T.storymaker));
    const path = '/proxy/v1/customers/42/storyboards/7';
    await waitFor(() => api.open('GET', path));
    act(() => api.open('GET', path).ok(storyboardDetail({ customerId: 42 })));

    expect(await screen.findByRole('heading', { level: 1, name: 'Club open day' })).toBeInTheDocument();
    expect(document.title).toBe(pageTitle(T.storymaker));
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: T.storymaker })).toHaveAttribute('href', ROUTES.storymaker);
    expect(screen.getByRole('list', { name: 'Shots' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: T.openUpload }));
    expect(await screen.findByRole('dialog', { name: T.modalTitle })).toBeInTheDocument();
  });

  it('shows "Processing Storyboard..." with the step while a storyboard is made from an upload', async () => {
    const { store } = renderPage();
    act(() => {
      store!.dispatch(creationStarted({ requestId: 9, fileName: 'clip.mp4' }));
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^Processing Storyboard\.\.\.$/);
    act(() => {
      store!.dispatch(creationProgressed({ requestId: 9, step: 'Processing storyboard ...', storyboardId: 31 }));
    });
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Processing Storyboard... Processing storyboard ...'));
  });
});

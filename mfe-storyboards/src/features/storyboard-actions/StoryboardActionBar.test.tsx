import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LABELS, TIER_FEATURES, type Feature, type Role } from '@portal/shared-contracts/core';
import {
  CONFIRM_DIALOG_TEXTS,
  QR_MESSAGES,
  STORYBOARD_ACTION_TEXTS as T,
  STORYBOARD_MESSAGES,
  type StoryboardDetail,
} from '@portal/shared-contracts/storyboards';
import { fakeProxyApi, type FakeProxyApi, type ProxyRequest } from '../../testing/fakeProxyApi';
import { fakeMountProps, renderWithProviders } from '../../testing/renderWithProviders';
import { storyboardDetail } from '../../testing/storyboardDetail';
import { storyboardActionsSaga } from './sagas';
import { StoryboardActionBar, type StoryboardActionBarProps } from './StoryboardActionBar';
import { actionsOnlyReducer, signedIn, type ActionsOnlyState } from './testSupport';

// antd's dialogs are slow to drive in jsdom, the more so on a busy machine.
jest.setTimeout(30_000);

const BASE = '/proxy/v1/customers/1';

function renderBar(storyboard: StoryboardDetail, options: { role?: Role; features?: readonly Feature[]; props?: Partial<StoryboardActionBarProps> } = {}) {
  const api = fakeProxyApi();
  const props = { onEdit: jest.fn(), onSave: jest.fn(), onCancelEdit: jest.fn() };
  const mountProps = fakeMountProps({ session: signedIn(options.role ?? 'customer', options.features) });
  const { store } = renderWithProviders(<StoryboardActionBar storyboard={storyboard} editing={false} saving={false} {...props} {...options.props} />, {
    store: { reducer: actionsOnlyReducer, saga: storyboardActionsSaga },
    mountProps,
  });
  const state = () => store?.getState() as ActionsOnlyState;
  return { api, props, mountProps, state, user: userEvent.setup() };
}

const toolbar = () => screen.getByRole('toolbar', { name: T.toolbar });
const buttonNames = () => within(toolbar()).getAllByRole('button').map((b) => b.textContent);

/** The open request once the component's saga has made it. */
async function opened(api: FakeProxyApi, method: string, path: string): Promise<ProxyRequest> {
  let found: ProxyRequest | null = null;
  await waitFor(() => {
    found = api.open(method, path);
  });
  return found as unknown as ProxyRequest;
}

describe('StoryboardActionBar', () => {
  it('shows the actions a Draft permits, with text labels, and Edit starts editing', async () => {
    const { props, user } = renderBar(storyboardDetail({ status: 'Draft' }));
    expect(buttonNames()).toEqual([T.edit, T.release, T.delete]);
    await user.click(within(toolbar()).getByRole('button', { name: T.edit }));
    expect(props.onEdit).toHaveBeenCalledTimes(1);
  });

  it('shows Save and Cancel while editing, Save disabled while saving', async () => {
    const { props, user } = renderBar(storyboardDetail({ status: 'Draft' }), { props: { editing: true, saving: true } });
    expect(buttonNames()).toEqual([T.save, T.cancelEdit]);
    expect(within(toolbar()).getByRole('button', { name: T.save })).toBeDisabled();
    await user.click(within(toolbar()).getByRole('button', { name: T.save })).catch(() => undefined);
    expect(props.onSave).not.toHaveBeenCalled();
  });

  it('releases with the chosen quality behind a progress dialog, then reports the new state', async () => {
    const { api, user, state } = renderBar(storyboardDetail({ status: 'Draft' }));
    await user.click(within(toolbar()).getByRole('button', { name: T.release }));
    const dialog = await screen.findByRole('dialog', { name: T.releaseTitle });
    expect(within(dialog).getByRole('radio', { name: T.releaseHigh })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: T.releaseLow }));
    await user.click(within(dialog).getByRole('button', { name: T.releaseConfirm }));

    const post = await opened(api, 'POST', `${BASE}/storyboards/7/release`);
    expect(post.body).toEqual({ publishedRenderQuality: 'Low' });
    expect(await screen.findByRole('status')).toHaveTextContent(STORYBOARD_MESSAGES.processingStoryboard);
    act(() => post.ok(storyboardDetail({ status: 'Processing' })));
    const read = await opened(api, 'GET', `${BASE}/storyboards/7`);
    act(() => read.ok(storyboardDetail({ status: 'Published', publishedRenderQuality: 'Low' })));

    await waitFor(() => expect(state().storyboardActions.running).toBeNull());
    expect(state().sharedEvents).toEqual([expect.objectContaining({ type: 'storyboards/changed', payload: expect.objectContaining({ status: 'Published' }) })]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("deletes after the word 'delete' is typed, then opens My Storyboards 3000 ms later", async () => {
    const { api, user, mountProps } = renderBar(storyboardDetail({ status: 'Draft' }));
    await user.click(within(toolbar()).getByRole('button', { name: T.delete }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM_DIALOG_TEXTS.deleteStoryboardTitle });
    const confirm = within(dialog).getByRole('button', { name: CONFIRM_DIALOG_TEXTS.deleteButton });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(CONFIRM_DIALOG_TEXTS.deletePrompt), 'delet');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(CONFIRM_DIALOG_TEXTS.deletePrompt), 'e');
    await user.click(confirm);

    const post = await opened(api, 'POST', `${BASE}/storyboards/7/delete`);
    const askedAt = Date.now();
    act(() => post.ok({ ok: true }));
    expect(await screen.findByText(T.deleted)).toBeInTheDocument();
    await waitFor(() => expect(mountProps.navigate).toHaveBeenCalledWith('/storyboards'), { timeout: 6000 });
    expect(Date.now() - askedAt).toBeGreaterThanOrEqual(2900);
  });

  it('says to unlist first when a listed storyboard is deleted, without asking', async () => {
    const listed = storyboardDetail({ status: 'Published', listingId: 4, project: { id: 2, code: 'acme-live', projectType: 'Live' } });
    const { api, user } = renderBar(listed);
    expect(buttonNames()).toEqual([T.suspend, T.backToDev, T.unlist, QR_MESSAGES.openButton, T.clone, T.delete]);
    await user.click(within(toolbar()).getByRole('button', { name: T.delete }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STORYBOARD_MESSAGES.inMarketplace);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('opens "CREATE QR CODE" from a Published storyboard, and closes it', async () => {
    const { user } = renderBar(storyboardDetail({ status: 'Published' }));
    await user.click(within(toolbar()).getByRole('button', { name: QR_MESSAGES.openButton }));
    const dialog = await screen.findByRole('dialog', { name: QR_MESSAGES.title });
    expect(within(dialog).getByRole('button', { name: QR_MESSAGES.setExpiry })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: QR_MESSAGES.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers a Beginner the upgrade instead of editing a marketplace copy', async () => {
    const { props, user, mountProps } = renderBar(storyboardDetail({ status: 'Draft', fromMarketplace: true }), { features: TIER_FEATURES.Beginner });
    await user.click(within(toolbar()).getByRole('button', { name: T.edit }));
    expect(props.onEdit).not.toHaveBeenCalled();
    const panel = await screen.findByTestId('upgrade-panel');
    expect(panel).toHaveTextContent(T.upgradeEditTitle);
    await user.click(within(panel).getByRole('link', { name: LABELS.upgradeNow }));
    expect(mountProps.navigate).toHaveBeenCalledWith('/subscription');
  });

  it('clones under "<title> (copy)" unless changed, refusing a title over 50 characters', async () => {
    const { api, user } = renderBar(storyboardDetail({ status: 'Published' }));
    await user.click(within(toolbar()).getByRole('button', { name: T.clone }));
    const dialog = await screen.findByRole('dialog', { name: T.cloneTitle });
    const title = within(dialog).getByRole('textbox', { name: T.titleLabel });
    expect(title).toHaveValue('Club open day (copy)');
    await user.click(title);
    await user.paste(' '.padEnd(31, 'x'));
    expect(within(dialog).getByText(T.titleTooLong(50))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: T.cloneConfirm })).toBeDisabled();
    await user.clear(title);
    await user.paste('Open day 2');
    await user.click(within(dialog).getByRole('button', { name: T.cloneConfirm }));
    expect((await opened(api, 'POST', `${BASE}/storyboards/7/clone`)).body).toEqual({ title: 'Open day 2' });
    expect(await screen.findByRole('status')).toHaveTextContent(T.cloning);
  });

  it('moves a storyboard to a customer found by the user search (admins)', async () => {
    const { api, user, mountProps } = renderBar(storyboardDetail({ status: 'Published', publishedRenderQuality: 'High' }), { role: 'admin' });
    await user.click(within(toolbar()).getByRole('button', { name: T.moveToCustomer }));
    const dialog = await screen.findByRole('dialog', { name: T.moveToCustomerTitle });
    await user.type(within(dialog).getByRole('searchbox', { name: T.searchUsers }), 'sam');
    const search = await opened(api, 'GET', '/search/users');
    expect(Object.fromEntries(search.params)).toEqual({ size: '10', q: 'sam' });
    act(() => search.ok({ hits: [{ id: 8, fullName: 'Sam Lee', email: 'sam@club.test' }], total: { value: 1 } }));
    const choice = await within(dialog).findByRole('radio', { name: /Sam Lee/ });
    expect(within(dialog).getByText('sam@club.test')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: T.moveToCustomerConfirm });
    expect(confirm).toBeDisabled();
    await user.click(choice);
    await user.click(confirm);

    const clone = await opened(api, 'POST', `${BASE}/storyboards/7/clone`);
    expect(clone.body).toEqual({ title: 'Club open day', targetUserId: 8 });
    act(() => clone.ok({ id: 3 }));
    const status = await opened(api, 'GET', `${BASE}/clone-requests/3`);
    act(() => status.ok({ id: 3, status: 'Completed', error: null, scriptId: 60 }));
    await waitFor(() => expect(mountProps.navigate).toHaveBeenCalledWith('/storymaker/60'));
  });
});

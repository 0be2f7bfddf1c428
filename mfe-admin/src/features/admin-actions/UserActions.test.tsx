import { combineSlices } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_REAUTH_MESSAGES, type AdminAction, type AdminIdentityUser, type AdminSubscription } from '@portal/shared-contracts/admin';
import { identityUser, paymentSubscription } from '../../testing/adminRecords';
import { answer, fakeAdminApi, refuse, type AdminReply, type FakeAdminApi } from '../../testing/fakeAdminApi';
import { fakeMountProps, renderWithProviders } from '../../testing/renderWithProviders';
import { ADMIN_EMAIL, adminSession } from '../../testing/sessions';
import { adminActionsSaga, adminActionsSlice, UserActions } from '.';

jest.setTimeout(60_000);

const PATHS = {
  industry: ['PUT', '/admin/updateUserAttributes'],
  cancel: ['POST', '/admin/cancelSubscriptionByCustomerId'],
  remove: ['DELETE', '/admin/deleteUserByUsername'],
} as const;
const USER = identityUser();
const PASSWORD = 'Demo!2345';

interface Setup {
  readonly user?: AdminIdentityUser;
  readonly subscription?: AdminSubscription | null;
  /** What session.reauthenticate answers: a token, or null for wrong credentials. */
  readonly proof?: string | null;
}

function renderActions({ user = USER, subscription = paymentSubscription(), proof = 'fresh-id-token' }: Setup = {}) {
  const api = fakeAdminApi();
  const session = adminSession();
  session.reauthenticate.mockResolvedValue(proof);
  const onDone = jest.fn<void, [AdminAction]>();
  const mountProps = fakeMountProps({ session });
  renderWithProviders(<UserActions user={user} subscription={subscription} onDone={onDone} />, {
    mountProps,
    store: { reducer: combineSlices(adminActionsSlice), saga: (props) => adminActionsSaga(props) },
  });
  return { api, session, onDone, events: userEvent.setup({ delay: null }) };
}

type Events = ReturnType<typeof renderActions>['events'];

async function open(events: Events, button: string): Promise<HTMLElement> {
  await events.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: button });
}

/** Types the admin's credentials into the confirmation (e-mail focused first) and presses Enter. */
async function confirmWith(events: Events, dialog: HTMLElement, email = ADMIN_EMAIL, password = PASSWORD): Promise<void> {
  const emailField = within(dialog).getByLabelText('Email');
  await waitFor(() => expect(emailField).toHaveFocus());
  if (email) await events.type(emailField, email);
  if (password) await events.type(within(dialog).getByLabelText('Password'), password);
  await events.keyboard('{Enter}');
}

/** A reply held back until the test lets it go, to see the progress. */
function heldReply(reply: AdminReply): { readonly responder: () => Promise<AdminReply>; readonly release: () => void } {
  let release: () => void = () => undefined;
  const waiting = new Promise<void>((resolve) => (release = resolve));
  return { responder: async () => (await waiting, reply), release: () => release() };
}

function expectProof(api: FakeAdminApi, [method, path]: readonly [string, string]): void {
  const sent = api.sentTo(method, path);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.headers['x-reauth-token']).toBe('Bearer fresh-id-token');
}

async function expectSuccessThenDone(events: Events, dialog: HTMLElement, onDone: jest.Mock, action: AdminAction): Promise<void> {
  expect(await within(dialog).findByText('Action was successful.')).toBeInTheDocument();
  expect(within(dialog).getByText('Updates may take up to 24 hours to reflect.')).toBeInTheDocument();
  expect(onDone).not.toHaveBeenCalled();
  await events.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(onDone).toHaveBeenCalledWith(action);
  expect(onDone).toHaveBeenCalledTimes(1);
}

describe('UserActions (002 §2, §4)', () => {
  it('offers the three actions by name; cancel only for a subscription that is not cancelled', () => {
    renderActions();
    const group = screen.getByRole('group', { name: 'User actions' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Edit industry', 'Cancel subscription', 'Delete user']);
  });

  it.each([
    ['a cancelled subscription', { subscription: paymentSubscription({ status: 'canceled', canceled_at: 1_741_000_000 }) }],
    ['no subscription', { subscription: null }],
    ['no payment customer', { user: identityUser({ 'custom:stripe-customer-id': null }) }],
  ])('hides Cancel subscription for %s', (_case, setup: Setup) => {
    renderActions(setup);
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit industry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete user' })).toBeInTheDocument();
  });

  it('edits the industry: the field prefilled and checked, the warning, the re-authentication, the call with its proof, the progress and the success', async () => {
    const { api, session, onDone, events } = renderActions();
    const held = heldReply(answer({ username: USER.username, attributes: { 'custom:industry': 'Retail' } }));
    api.serve(...PATHS.industry, held.responder);
    const dialog = await open(events, 'Edit industry');
    const field = within(dialog).getByRole('textbox', { name: 'Industry' });
    expect(field).toHaveValue('Sport');
    await waitFor(() => expect(field).toHaveFocus());

    await events.clear(field);
    await events.type(field, '   {Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Industry is required.');
    expect(field).toHaveAccessibleDescription('Industry is required.');
    await events.clear(field);
    await events.click(field);
    await events.paste('x'.repeat(201));
    await events.keyboard('{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Industry must be at most 200 characters.');

    await events.clear(field);
    await events.type(field, '  Retail {Enter}');
    expect(within(dialog).getByText('This action is irreversible.')).toBeInTheDocument();
    expect(within(dialog).getByText('The industry of Pat Pro (pro@demo.test) will change from "Sport" to "Retail".')).toBeInTheDocument();
    await confirmWith(events, dialog);

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Updating industry...may take up to 3 seconds');
    expect(session.reauthenticate).toHaveBeenCalledWith(ADMIN_EMAIL, PASSWORD);
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toBeDisabled();
    await act(async () => held.release());
    expectProof(api, PATHS.industry);
    expect(api.sentTo(...PATHS.industry)[0]!.body).toEqual({ data: { username: USER.username, attributes: { 'custom:industry': 'Retail' } } });
    await expectSuccessThenDone(events, dialog, onDone, 'update_industry');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit industry' })).toHaveFocus());
  });

  it('goes back from the confirmation to the industry typed', async () => {
    const { events } = renderActions();
    const dialog = await open(events, 'Edit industry');
    const field = within(dialog).getByRole('textbox', { name: 'Industry' });
    await events.clear(field);
    await events.type(field, 'Retail{Enter}');
    await events.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: 'Industry' })).toHaveValue('Retail');
  });

  it('cancels the subscription of the payment customer with the proof', async () => {
    const { api, onDone, events } = renderActions();
    api.serve(...PATHS.cancel, answer({ customer_id: 'cus_demo1', subscription: paymentSubscription({ status: 'canceled', canceled_at: 1_741_000_000 }) }));
    const dialog = await open(events, 'Cancel subscription');
    expect(within(dialog).getByText('This action is irreversible.')).toBeInTheDocument();
    expect(within(dialog).getByText('The Pro subscription of Pat Pro (pro@demo.test) will be cancelled at once.')).toBeInTheDocument();
    await confirmWith(events, dialog);
    await expectSuccessThenDone(events, dialog, onDone, 'cancel_subscription');
    expectProof(api, PATHS.cancel);
    expect(api.sentTo(...PATHS.cancel)[0]!.body).toEqual({ data: { customer_id: 'cus_demo1' } });
  });

  it('deletes the user by username with the proof', async () => {
    const { api, onDone, events } = renderActions();
    api.serve(...PATHS.remove, answer({ username: USER.username, email: USER.email, cleanup: 'pending' }));
    const dialog = await open(events, 'Delete user');
    expect(within(dialog).getByText(/^The account of Pat Pro \(pro@demo\.test\) will be deleted/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveClass('ant-btn-dangerous');
    await confirmWith(events, dialog);
    await expectSuccessThenDone(events, dialog, onDone, 'delete_user');
    expectProof(api, PATHS.remove);
    expect(api.sentTo(...PATHS.remove)[0]!.body).toEqual({ data: { username: USER.username } });
  });

  it.each([
    ['both fields empty', '', ''],
    ['the password empty', ADMIN_EMAIL, ''],
    ['the e-mail blank', '   ', PASSWORD],
  ])('says "*Fields cannot be empty" and sends nothing with %s', async (_case, email, password) => {
    const { api, session, events } = renderActions();
    const dialog = await open(events, 'Delete user');
    await confirmWith(events, dialog, email, password);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('*Fields cannot be empty');
    expect(session.reauthenticate).not.toHaveBeenCalled();
    expect(api.sent).toHaveLength(0);
  });

  it('says "Invalid credentials. Please try again." for wrong credentials, sends no call and asks for the password again', async () => {
    const { api, session, events, onDone } = renderActions({ proof: null });
    const dialog = await open(events, 'Cancel subscription');
    await confirmWith(events, dialog, ADMIN_EMAIL, 'wrong');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid credentials. Please try again.');
    expect(session.reauthenticate).toHaveBeenCalledWith(ADMIN_EMAIL, 'wrong');
    expect(api.sent).toHaveLength(0);
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveValue('');
    await waitFor(() => expect(password).toHaveFocus());
    expect(within(dialog).getByLabelText('Email')).toHaveValue(ADMIN_EMAIL);

    // Closing without success tells the page nothing.
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDone).not.toHaveBeenCalled();
  });

  it.each([
    ['cancel: 409 ALREADY_CANCELLED', 'User is Already Cancelled', 'Cancel subscription', PATHS.cancel, refuse(409, 'ALREADY_CANCELLED', 'User is Already Cancelled')],
    ['cancel: 404 NO_SUBSCRIPTION', 'No Stripe Subscription Found.', 'Cancel subscription', PATHS.cancel, refuse(404, 'NO_SUBSCRIPTION', 'No Stripe Subscription Found.')],
    ['cancel: another failure', 'Error cancelling user.The payment gateway did not answer', 'Cancel subscription', PATHS.cancel, refuse(502, 'GATEWAY_ERROR', 'The payment gateway did not answer')],
    ['delete: 409 CANNOT_DELETE_SELF', 'You cannot delete your own account.', 'Delete user', PATHS.remove, refuse(409, 'CANNOT_DELETE_SELF', 'You cannot delete your own account.')],
    ['delete: another failure', 'Error deleting user.No user b1f0', 'Delete user', PATHS.remove, refuse(404, 'USER_NOT_FOUND', 'No user b1f0')],
    ['delete: no answer', 'Error deleting user.', 'Delete user', PATHS.remove, { dropped: true } as const],
    ['industry: the api refuses', 'The identity store is not available', 'Edit industry', PATHS.industry, refuse(501, 'NOT_AVAILABLE', 'The identity store is not available')],
    ['industry: no answer', 'Error updating industry.', 'Edit industry', PATHS.industry, { dropped: true } as const],
    ['any: 401 REAUTH_REQUIRED', ADMIN_REAUTH_MESSAGES.stale, 'Delete user', PATHS.remove, refuse(401, 'REAUTH_REQUIRED', ADMIN_REAUTH_MESSAGES.stale)],
  ])('%s shows "%s" and asks for the password again', async (_case: string, shown: string, button: string, path: readonly [string, string], reply: AdminReply) => {
    const { api, events, onDone } = renderActions();
    api.serve(...path, reply);
    const dialog = await open(events, button);
    if (button === 'Edit industry') {
      await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Industry' })).toHaveFocus());
      await events.keyboard('{Enter}');
    }
    await confirmWith(events, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(shown);
    expect(api.sentTo(...path)).toHaveLength(1);
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(onDone).not.toHaveBeenCalled();
  });
});

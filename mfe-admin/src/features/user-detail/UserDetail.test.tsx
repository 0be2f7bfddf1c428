import { combineSlices } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteMountProps } from '@portal/shared-contracts/core';
import UserPage from '../../pages/UserPage';
import { adminActionsSaga, adminActionsSlice } from '../admin-actions';
import { adminInvoice, paymentCustomer } from '../../testing/adminBilling';
import { identityUser, paymentSubscription } from '../../testing/adminRecords';
import { answer, fakeAdminApi, refuse, type AdminReply, type FakeAdminApi } from '../../testing/fakeAdminApi';
import { fakeMountProps, renderWithProviders } from '../../testing/renderWithProviders';
import { ADMIN_EMAIL, adminSession } from '../../testing/sessions';
import { userDetailSaga, userDetailSlice } from '.';

jest.setTimeout(60_000);

const USER = identityUser({ subscriptions: [{ name: 'Starter', created: Date.UTC(2024, 0, 2) / 1000 }, { name: 'Pro', created: Date.UTC(2024, 5, 1) / 1000 }] });
const QUERY = '?from=2025-03-01&to=2025-03-07&q=pat&sort=email&order=asc';
const CUSTOMER = paymentCustomer('cus_demo1', [
  paymentSubscription({
    id: 'sub_live',
    status: 'trialing',
    created: Date.UTC(2025, 0, 10, 2) / 1000,
    current_start: Date.UTC(2025, 0, 10, 2) / 1000,
    current_end: Date.UTC(2025, 1, 9, 2) / 1000,
    trial_end: Date.UTC(2025, 0, 24, 2) / 1000,
    unit_amount: 4900,
    subscription_plan_interval: 'year',
  }),
  paymentSubscription({ id: 'sub_old', plan: 'Entry', status: 'canceled', created: Date.UTC(2024, 5, 1) / 1000, canceled_at: Date.UTC(2025, 0, 10) / 1000 }),
]);

function* sagas(props: RemoteMountProps): SagaIterator<void> {
  yield all([call(userDetailSaga, props), call(adminActionsSaga, props)]);
}

/** The api of one known user (USER) with payment data, counts and invoices. */
function serveUser(api: FakeAdminApi, overrides: { users?: AdminReply; invoices?: AdminReply } = {}): void {
  api.serve('GET', '/admin/customerUsers', overrides.users ?? ((r) => answer({ users: r.query.get('username') === USER.username ? [USER] : [], has_more: false, next_cursor: null, total: 1 })));
  api.serve('GET', '/admin/stripeUsers', answer({ customers: [CUSTOMER], has_more: false }));
  api.serve('GET', '/admin/videoNumberByUsername', answer({ total_videos: 12 }));
  api.serve('GET', '/admin/storyboardNumberByUsername', answer({ total_storyboards: 3 }));
  api.serve('GET', '/admin/stripeInvoicesByCustomerId', overrides.invoices ?? answer({ invoices: [adminInvoice('in_2', { amount: 4900 }), adminInvoice('in_1', { paid_time: null })], has_more: false }));
}

function renderPage(api: FakeAdminApi, username: string = USER.username) {
  const session = adminSession();
  session.reauthenticate.mockResolvedValue('fresh-id-token');
  renderWithProviders(<UserPage />, {
    url: `/admin/users/${encodeURIComponent(username)}${QUERY}`,
    path: '/admin/users/:username',
    mountProps: fakeMountProps({ session }),
    store: { reducer: combineSlices(userDetailSlice, adminActionsSlice), saga: sagas },
  });
  return { api, events: userEvent.setup({ delay: null }) };
}

/** The facts of a section, label -> value. */
function factsOf(section: string): Record<string, string> {
  const region = screen.getByRole('region', { name: section });
  const terms = within(region).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']));
}

const location = (): string => screen.getByTestId('location').textContent ?? '';

describe('the inner user page', () => {
  it("shows the loader note, then every identity field, the payment data, the counts and the user's invoices", async () => {
    const api = fakeAdminApi();
    serveUser(api);
    let release: (reply: AdminReply) => void = () => undefined;
    api.serve('GET', '/admin/customerUsers', () => new Promise<AdminReply>((resolve) => (release = resolve)));
    renderPage(api);
    expect(await screen.findByText('Loading user data (may take up to 10 seconds)')).toBeInTheDocument();
    await act(async () => release(answer({ users: [USER], has_more: false, next_cursor: null, total: 1 })));

    expect(await screen.findByRole('heading', { level: 2, name: 'Pat Pro (pro@demo.test)' })).toBeInTheDocument();
    expect(api.sentTo('GET', '/admin/customerUsers')[0]!.query.get('username')).toBe(USER.username);
    expect(api.sentTo('GET', '/admin/stripeUsers')[0]!.query.get('customer_ids')).toBe('cus_demo1');
    expect(api.sentTo('GET', '/admin/videoNumberByUsername')[0]!.query.get('username')).toBe(USER.username);
    expect(factsOf('Account')).toEqual({
      Email: 'pro@demo.test',
      'Given name': 'Pat',
      'Family name': 'Pro',
      'Role in company': 'Coach',
      Company: 'Demo Club',
      Country: 'Australia',
      Industry: 'Sport',
      'Project code': 'DEMO1',
      Created: '02/01/2024, 13:04',
      'Last login': '01/03/2025, 19:00',
      'Subscriptions (identity)': 'Starter (02/01/2024)Pro (01/06/2024)',
      'custom:stripe-customer-id': 'cus_demo1',
    });
    expect(factsOf('Subscription')).toEqual({
      'Payment customer': 'cus_demo1',
      'Payment customer since': '02/01/2024',
      Plan: 'Pro',
      Status: 'trialling',
      'Subscription created': '10/01/2025',
      'Current period start': '10/01/2025',
      'Current period end': '09/02/2025',
      'Trial end': '24/01/2025',
      'Cancelled at': '—',
      Price: expect.stringMatching(/^AUD\s?49\.00$/),
      Currency: 'AUD',
      'Billing interval': 'Yearly',
    });
    expect(within(screen.getByRole('list', { name: 'Earlier subscriptions' })).getByRole('listitem')).toHaveTextContent('Entry, cancelled, created 01/06/2024');
    expect(factsOf('Content')).toEqual({ Videos: '12', Storyboards: '3' });

    const invoices = await screen.findByRole('table', { name: "The user's invoices" });
    const rows = within(invoices).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['20/02/2025, 07:20', 'Pro', expect.stringMatching(/^AUD\s?49\.00$/), 'AUD', 'PDF'],
      ['Not paid', 'Pro', expect.stringMatching(/^AUD\s?99\.00$/), 'AUD', 'PDF'],
    ]);
    expect(api.sentTo('GET', '/admin/stripeInvoicesByCustomerId')[0]!.query.get('customer_id')).toBe('cus_demo1');
    expect(screen.getByRole('group', { name: 'User actions' })).toBeInTheDocument();
  });

  it('leads back to Users with the list query and the date filter kept', async () => {
    const api = fakeAdminApi();
    serveUser(api);
    renderPage(api);
    const trail = await screen.findByRole('navigation', { name: /breadcrumb/i });
    expect(within(trail).getByRole('link', { name: 'Users' })).toHaveAttribute('href', `/admin/users${QUERY}`);
    expect(await within(trail).findByText('Pat Pro (pro@demo.test)')).toHaveAttribute('aria-current', 'page');
  });

  it('pages the invoices after the last id, with their own loader note', async () => {
    const api = fakeAdminApi();
    serveUser(api);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    api.serve('GET', '/admin/stripeInvoicesByCustomerId', async (r) =>
      r.query.get('id') === 'in_5' ? (await held, answer({ invoices: [adminInvoice('in_4')], has_more: false })) : answer({ invoices: [adminInvoice('in_6'), adminInvoice('in_5')], has_more: true }),
    );
    const { events } = renderPage(api);
    await events.click(await screen.findByRole('button', { name: 'Load more invoices' }));
    expect(await screen.findByText('Loading invoices (may take up to 5 seconds)')).toBeInTheDocument();
    await act(async () => release());
    await waitFor(() => expect(within(screen.getByRole('table', { name: "The user's invoices" })).getAllByRole('row')).toHaveLength(4));
    expect(api.sentTo('GET', '/admin/stripeInvoicesByCustomerId').map((r) => r.query.get('id'))).toEqual([null, 'in_5']);
  });

  it('says a user without a payment customer has none, and asks the gateway nothing', async () => {
    const api = fakeAdminApi();
    serveUser(api, { users: answer({ users: [{ ...USER, 'custom:stripe-customer-id': null }], has_more: false, next_cursor: null, total: 1 }) });
    renderPage(api);
    expect(await screen.findByText('No payment customer')).toBeInTheDocument();
    expect(screen.getByText('No invoices yet.')).toBeInTheDocument();
    expect(api.sentTo('GET', '/admin/stripeUsers')).toHaveLength(0);
    expect(api.sentTo('GET', '/admin/stripeInvoicesByCustomerId')).toHaveLength(0);
  });

  it('shows "User not found" with a way back for a username the api does not know', async () => {
    const api = fakeAdminApi();
    serveUser(api);
    renderPage(api, 'gone@demo.test');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.getByText('There is no user "gone@demo.test". They may have been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute('href', `/admin/users${QUERY}`);
    expect(api.sentTo('GET', '/admin/videoNumberByUsername')).toHaveLength(0);
  });

  it("shows the api's message with Retry when the user data fails", async () => {
    const api = fakeAdminApi();
    serveUser(api);
    let answers = 0;
    api.serve('GET', '/admin/videoNumberByUsername', () => (++answers === 1 ? refuse(500, 'INTERNAL', 'Something broke.') : answer({ total_videos: 1 })));
    const { events } = renderPage(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The user could not be loaded.');
    expect(alert).toHaveTextContent('Something broke.');
    await events.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pat Pro (pro@demo.test)' })).toBeInTheDocument();
  });

  it('reloads the user after an industry edit, and goes back to the list after a delete', async () => {
    const api = fakeAdminApi();
    serveUser(api);
    api.serve('PUT', '/admin/updateUserAttributes', answer({ username: USER.username, attributes: { 'custom:industry': 'Hospitality' } }));
    api.serve('DELETE', '/admin/deleteUserByUsername', answer({ username: USER.username, email: USER.email, cleanup: 'pending' }));
    const { events } = renderPage(api);
    await screen.findByRole('heading', { level: 2, name: 'Pat Pro (pro@demo.test)' });

    const confirm = async (button: string, before?: (dialog: HTMLElement) => Promise<void>) => {
      await events.click(screen.getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: button });
      await before?.(dialog);
      const email = await within(dialog).findByLabelText('Email');
      await events.type(email, ADMIN_EMAIL);
      await events.type(within(dialog).getByLabelText('Password'), 'Demo!2345');
      await events.keyboard('{Enter}');
      await within(dialog).findByText('Action was successful.');
      await events.click(within(dialog).getByRole('button', { name: 'Close' }));
    };

    await confirm('Edit industry', async (dialog) => {
      const industry = within(dialog).getByLabelText('Industry');
      await events.clear(industry);
      await events.type(industry, 'Hospitality');
      await events.click(within(dialog).getByRole('button', { name: 'Next' }));
    });
    await waitFor(() => expect(api.sentTo('GET', '/admin/customerUsers')).toHaveLength(2));
    await screen.findByRole('heading', { level: 2, name: 'Pat Pro (pro@demo.test)' });

    await confirm('Delete user');
    await waitFor(() => expect(location()).toBe(`/admin/users${QUERY}`));
  });
});

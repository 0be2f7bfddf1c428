import { combineSlices } from '@reduxjs/toolkit';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminIdentityUser } from '@portal/shared-contracts/admin';
import { paymentCustomer } from '../../testing/adminBilling';
import { identityUser, paymentSubscription } from '../../testing/adminRecords';
import { answer, fakeAdminApi, refuse, type AdminReply, type FakeAdminApi } from '../../testing/fakeAdminApi';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { UsersSection, usersSaga, usersSlice } from '.';

jest.setTimeout(60_000);

const USERS = '/admin/customerUsers';
const STRIPE = '/admin/stripeUsers';

const pro = identityUser();
const starter = identityUser({
  username: 'b1f0c1e2-0000-4000-8000-000000000002',
  email: 'starter@demo.test',
  given_name: 'Sam',
  family_name: 'Starter',
  companyName: 'Harbour Cafe',
  userCreateDate: '2025-02-10T15:00:00.000Z',
  lastLoginDate: null,
  'custom:stripe-customer-id': 'cus_demo2',
});
const nobody = identityUser({ username: 'b1f0c1e2-0000-4000-8000-000000000003', email: 'new@demo.test', given_name: '', family_name: '', 'custom:stripe-customer-id': null });

const page = (users: AdminIdentityUser[], next: string | null = null, total = users.length) => answer({ users, has_more: next !== null, next_cursor: next, total });
const customers = {
  cus_demo1: paymentCustomer('cus_demo1'),
  cus_demo2: paymentCustomer('cus_demo2', [paymentSubscription({ id: 'sub_2', plan: 'Starter', status: 'trialing' }), paymentSubscription({ id: 'sub_1', plan: 'Pro', status: 'canceled' })]),
} as const;

/** Serves /admin/stripeUsers with the asked customers (the known ones). */
function serveCustomers(api: FakeAdminApi): void {
  api.serve('GET', STRIPE, (request) => {
    const ids = request.query.get('customer_ids')?.split(',') ?? [];
    return answer({ customers: ids.flatMap((id) => (id in customers ? [customers[id as keyof typeof customers]] : [])), has_more: false });
  });
}

function renderUsers(api: FakeAdminApi, url = '/admin/users?from=2025-03-01&to=2025-03-07') {
  renderWithProviders(<UsersSection />, { url, path: '/admin/users', store: { reducer: combineSlices(usersSlice), saga: (props) => usersSaga(props) } });
  return { api, events: userEvent.setup({ delay: null }) };
}

const queries = (api: FakeAdminApi, path = USERS): Array<Record<string, string>> => api.sentTo('GET', path).map((r) => Object.fromEntries(r.query.entries()));
const table = (): HTMLElement => screen.getByRole('table', { name: 'Users' });
const rowsOf = (): HTMLElement[] => within(table()).getAllByRole('row').slice(1);
const cells = (row: HTMLElement): Array<string | null> => within(row).getAllByRole('cell').map((c) => c.textContent);
const location = (): string => screen.getByTestId('location').textContent ?? '';

describe('Users tab: the users list', () => {
  it('shows the loader note, then each user joined with their payment data, one payment call for the page', async () => {
    const api = fakeAdminApi();
    let release: (reply: AdminReply) => void = () => undefined;
    api.serve('GET', USERS, () => new Promise<AdminReply>((resolve) => (release = resolve)));
    serveCustomers(api);
    renderUsers(api);
    expect(await screen.findByText('Loading users (may take up to 10 seconds)')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading users' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => release(page([pro, starter, nobody], null, 3)));
    await waitFor(() => expect(rowsOf()).toHaveLength(3));

    expect(queries(api)).toEqual([{ sort: 'created', order: 'desc', limit: '50' }]);
    expect(queries(api, STRIPE)).toEqual([{ customer_ids: 'cus_demo1,cus_demo2' }]);
    // Brisbane dates: signed up 02/01/2024 (03:04 UTC is 13:04 there), last login 01/03/2025 19:00.
    expect(cells(rowsOf()[0]!)).toEqual(['Pat Pro', 'pro@demo.test', 'Demo Club', 'Pro', 'active', '02/01/2024', '01/03/2025, 19:00']);
    // The live subscription speaks for the user, not the newer cancelled one; never signed in.
    expect(cells(rowsOf()[1]!)).toEqual(['Sam Starter', 'starter@demo.test', 'Harbour Cafe', 'Starter', 'trialling', '11/02/2025', 'Never']);
    expect(cells(rowsOf()[2]!)).toEqual(['new@demo.test', 'new@demo.test', 'Demo Club', 'No subscription', '—', '02/01/2024', '01/03/2025, 19:00']);
    expect(within(rowsOf()[1]!).getByRole('link', { name: 'Sam Starter' })).toHaveAttribute('href', `/admin/users/${starter.username}?from=2025-03-01&to=2025-03-07`);
    expect(screen.getByText('Showing 3 of 3 users')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more users' })).not.toBeInTheDocument();
  });

  it('searches on the server a moment after the typing stops, the search kept in the URL', async () => {
    const api = fakeAdminApi();
    api.serve('GET', USERS, (request) => (request.query.get('q') === 'starter' ? page([starter]) : page([pro, starter])));
    serveCustomers(api);
    const { events } = renderUsers(api);
    await waitFor(() => expect(rowsOf()).toHaveLength(2));
    await events.type(screen.getByRole('searchbox', { name: 'Search users' }), 'starter');
    // One request for the whole word, not one a keystroke.
    await waitFor(() => expect(rowsOf()).toHaveLength(1), { timeout: 3000 });
    expect(queries(api).map((q) => q.q)).toEqual([undefined, 'starter']);
    expect(location()).toContain('q=starter');
    expect(location()).toContain('from=2025-03-01');
  });

  it('says no user matches a search, and that there are none yet without one', async () => {
    const api = fakeAdminApi();
    api.serve('GET', USERS, page([]));
    renderUsers(api, '/admin/users?q=zzz');
    expect(await screen.findByText('No users match "zzz".')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('zzz');
    expect(api.sentTo('GET', STRIPE)).toHaveLength(0);
    expect(queries(api)[0]).toMatchObject({ q: 'zzz' });

    const again = fakeAdminApi();
    again.serve('GET', USERS, page([]));
    renderUsers(again, '/admin/users');
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
  });

  it('sorts on the server by a column header, each click the other way', async () => {
    const api = fakeAdminApi();
    api.serve('GET', USERS, page([pro]));
    serveCustomers(api);
    const { events } = renderUsers(api);
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(screen.getByRole('columnheader', { name: 'Signed up' })).toHaveAttribute('aria-sort', 'descending');
    await events.click(screen.getByRole('columnheader', { name: 'Email' }));
    await waitFor(() => expect(queries(api)).toHaveLength(2));
    expect(queries(api)[1]).toMatchObject({ sort: 'email', order: 'asc' });
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending'));
    await events.click(screen.getByRole('columnheader', { name: 'Email' }));
    await waitFor(() => expect(queries(api)).toHaveLength(3));
    expect(queries(api)[2]).toMatchObject({ sort: 'email', order: 'desc' });
    // Enter on a focused header sorts too (antd reads the keyCode).
    fireEvent.keyDown(screen.getByRole('columnheader', { name: 'Last login' }), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queries(api)).toHaveLength(4));
    expect(queries(api)[3]).toMatchObject({ sort: 'lastLogin', order: 'desc' });
    expect(location()).toContain('sort=lastLogin');
  });

  it('loads more with the cursor of the last page, keeping the sort and search, the rows loaded staying', async () => {
    const api = fakeAdminApi();
    api.serve('GET', USERS, (request) => (request.query.get('cursor') === 'c1' ? page([starter], null, 2) : page([pro], 'c1', 2)));
    serveCustomers(api);
    const { events } = renderUsers(api, '/admin/users?q=demo&sort=email&order=asc');
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(screen.getByText('Showing 1 of 2 users')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Load more users' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(2));
    expect(queries(api)).toEqual([
      { q: 'demo', sort: 'email', order: 'asc', limit: '50' },
      { q: 'demo', sort: 'email', order: 'asc', limit: '50', cursor: 'c1' },
    ]);
    // One payment call a page, for that page's users only.
    expect(queries(api, STRIPE)).toEqual([{ customer_ids: 'cus_demo1' }, { customer_ids: 'cus_demo2' }]);
    expect(cells(rowsOf()[1]!)[3]).toBe('Starter');
    expect(screen.queryByRole('button', { name: 'Load more users' })).not.toBeInTheDocument();
  });

  it("shows the api's message with Retry when a page fails, and Retry asks again with the same cursor", async () => {
    const api = fakeAdminApi();
    let failNext = true;
    api.serve('GET', USERS, (request) => {
      if (request.query.get('cursor') === 'c1') {
        if (failNext) {
          failNext = false;
          return refuse(502, 'GATEWAY_ERROR', 'The payment gateway did not answer.');
        }
        return page([starter], null, 2);
      }
      return page([pro], 'c1', 2);
    });
    serveCustomers(api);
    const { events } = renderUsers(api);
    await events.click(await screen.findByRole('button', { name: 'Load more users' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The users could not be loaded.');
    expect(alert).toHaveTextContent('The payment gateway did not answer.');
    expect(rowsOf()).toHaveLength(1);
    await events.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(2));
    expect(queries(api).map((q) => q.cursor)).toEqual([undefined, 'c1', 'c1']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the first page failing with Retry, and a failure without an api message with its own line only', async () => {
    const api = fakeAdminApi();
    let answers = 0;
    api.serve('GET', USERS, () => (++answers === 1 ? { dropped: true } : page([pro])));
    serveCustomers(api);
    const { events } = renderUsers(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The users could not be loaded.');
    expect(alert).not.toHaveTextContent('got no answer');
    expect(screen.queryByRole('table', { name: 'Users' })).not.toBeInTheDocument();
    await events.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
  });
});

import { combineSlices } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_AUDIT_LABELS } from '@portal/shared-contracts/admin';
import { auditEntry } from '../../testing/adminRecords';
import { answer, fakeAdminApi, refuse, type AdminReply, type FakeAdminApi } from '../../testing/fakeAdminApi';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AuditLog, auditLogSaga, auditLogSlice } from '.';

// antd's select and table are slow under jsdom on a loaded 2-core machine.
jest.setTimeout(60_000);

const LOG = '/admin/auditLog';

function renderLog(api: FakeAdminApi, url = '/admin/audit') {
  renderWithProviders(<AuditLog />, { url, path: '/admin/audit', store: { reducer: combineSlices(auditLogSlice), saga: (props) => auditLogSaga(props) } });
  return { api, events: userEvent.setup({ delay: null }) };
}

/** The query of each GET /admin/auditLog, as plain objects. */
const queries = (api: FakeAdminApi): Array<Record<string, string>> => api.sentTo('GET', LOG).map((r) => Object.fromEntries(r.query.entries()));

const rowsOf = (): HTMLElement[] => within(screen.getByRole('table', { name: 'Admin actions' })).getAllByRole('row').slice(1);

describe('Audit log tab', () => {
  it('shows a skeleton, then the entries newest first: when, admin, action, target, outcome and clean-up', async () => {
    const api = fakeAdminApi();
    let release: (reply: AdminReply) => void = () => undefined;
    api.serve('GET', LOG, () => new Promise<AdminReply>((resolve) => (release = resolve)));
    renderLog(api);
    expect(await screen.findByRole('status', { name: 'Audit log' })).toHaveAttribute('aria-busy', 'true');
    await act(async () =>
      release(
        answer({
          entries: [
            auditEntry(3, { action: 'delete_user', cleanup: 'pending', at: '2025-03-05T23:30:00.000Z' }),
            auditEntry(2, { action: 'cancel_subscription', outcome: 'refused', error_code: 'ALREADY_CANCELLED', error_message: 'User is Already Cancelled', target: { username: null, email: null, customer_id: 'cus_x9' } }),
            auditEntry(1),
          ],
          has_more: false,
        }),
      ),
    );
    const rows = await waitFor(rowsOf);
    expect(queries(api)).toEqual([{}]);
    expect(rows).toHaveLength(3);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    // Brisbane is UTC+10 all year.
    expect(cells(rows[0]!)).toEqual(['06/03/2025, 09:30', 'admin@demo.test', 'User deletion', 'pro@demo.testb1f0c1e2-0000-4000-8000-000000000001Customer cus_demo1', 'Succeeded', 'Pending']);
    expect(cells(rows[1]!)).toEqual(['04/03/2025, 15:06', 'admin@demo.test', 'Subscription cancel', 'Customer cus_x9', 'RefusedUser is Already Cancelled', '']);
    expect(cells(rows[2]!)).toEqual(['04/03/2025, 15:06', 'admin@demo.test', 'Industry edit', 'pro@demo.testb1f0c1e2-0000-4000-8000-000000000001Customer cus_demo1', 'Succeeded', '']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page before the last entry while the api has more', async () => {
    const api = fakeAdminApi();
    api.serve('GET', LOG, (request) =>
      request.query.get('id') === '41' ? answer({ entries: [auditEntry(40), auditEntry(39)], has_more: false }) : answer({ entries: [auditEntry(42), auditEntry(41)], has_more: true }),
    );
    const { events } = renderLog(api);
    await events.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(4));
    expect(queries(api)).toEqual([{}, { id: '41' }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when the next page fails, and Retry asks for it again', async () => {
    const api = fakeAdminApi();
    let failNext = true;
    api.serve('GET', LOG, (request) => {
      if (!request.query.has('id')) return answer({ entries: [auditEntry(42)], has_more: true });
      if (failNext) {
        failNext = false;
        return refuse(500, 'INTERNAL', 'The database is away');
      }
      return answer({ entries: [auditEntry(41)], has_more: false });
    });
    const { events } = renderLog(api);
    await events.click(await screen.findByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('More items could not be loaded.');
    expect(alert).toHaveTextContent('The database is away');
    expect(rowsOf()).toHaveLength(1);
    await events.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(2));
    expect(queries(api)).toEqual([{}, { id: '42' }, { id: '42' }]);
  });

  it('filters by action at once and by target username on Enter, in the URL too', async () => {
    const api = fakeAdminApi();
    api.serve('GET', LOG, answer({ entries: [auditEntry(5, { action: 'delete_user' })], has_more: false }));
    const { events } = renderLog(api);
    await waitFor(() => expect(rowsOf()).toHaveLength(1));

    await events.click(screen.getByRole('combobox', { name: 'Action' }));
    await events.click(await screen.findByTitle('User deletion'));
    await waitFor(() => expect(queries(api).at(-1)).toEqual({ action: 'delete_user' }));

    await events.click(screen.getByRole('textbox', { name: ADMIN_AUDIT_LABELS.username }));
    await events.paste('  user-7 ');
    await events.keyboard('{Enter}');
    await waitFor(() => expect(queries(api).at(-1)).toEqual({ action: 'delete_user', username: 'user-7' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/audit?action=delete_user&username=user-7');

    await events.click(screen.getByRole('combobox', { name: 'Action' }));
    await events.click(await screen.findByTitle('All actions'));
    await waitFor(() => expect(queries(api).at(-1)).toEqual({ username: 'user-7' }));
  });

  it('opens with the filters of its URL', async () => {
    const api = fakeAdminApi();
    api.serve('GET', LOG, answer({ entries: [auditEntry(5)], has_more: false }));
    renderLog(api, '/admin/audit?action=update_industry&username=user-7');
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(queries(api)).toEqual([{ action: 'update_industry', username: 'user-7' }]);
    expect(screen.getByRole('textbox', { name: ADMIN_AUDIT_LABELS.username })).toHaveValue('user-7');
  });

  it('says when the log is empty, and when the filters match nothing (with a way back)', async () => {
    const api = fakeAdminApi();
    api.serve('GET', LOG, answer({ entries: [], has_more: false }));
    const { events } = renderLog(api, '/admin/audit?username=nobody');
    expect(await screen.findByText('No admin actions match these filters.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No admin actions yet.')).toBeInTheDocument();
    expect(queries(api)).toEqual([{ username: 'nobody' }, {}]);
    expect(screen.getByRole('textbox', { name: ADMIN_AUDIT_LABELS.username })).toHaveValue('');
  });

  it('shows the error with the api message, and Retry loads the log', async () => {
    const api = fakeAdminApi();
    api.serve('GET', LOG, refuse(501, 'NOT_AVAILABLE', 'The identity store is not available'));
    const { events } = renderLog(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The audit log could not be loaded.');
    expect(alert).toHaveTextContent('The identity store is not available');
    api.serve('GET', LOG, answer({ entries: [auditEntry(1)], has_more: false }));
    await events.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

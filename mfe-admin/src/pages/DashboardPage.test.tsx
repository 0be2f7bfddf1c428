import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminRoutes } from '../AdminRoutes';
import { reducer, rootSaga } from '../store';
import { MAY_1, dashboardFigures } from '../testing/adminDashboard';
import { answer, fakeAdminApi, refuse, type AdminReply, type FakeAdminApi } from '../testing/fakeAdminApi';
import { fakeMountProps, renderWithProviders } from '../testing/renderWithProviders';
import { adminSession } from '../testing/sessions';

jest.setTimeout(60_000);

const DASHBOARD = '/admin/dashboard';
const DAY = 86_400_000;
const ADMIN_URL = '/admin?from=2031-05-01&to=2031-05-03';

function renderDashboard(api: FakeAdminApi, url = ADMIN_URL) {
  renderWithProviders(<AdminRoutes />, { url, mountProps: fakeMountProps({ session: adminSession() }), store: { reducer, saga: rootSaga } });
  return { api, events: userEvent.setup({ delay: null }) };
}

const queries = (api: FakeAdminApi): Array<Record<string, string>> => api.sentTo('GET', DASHBOARD).map((r) => Object.fromEntries(r.query.entries()));
/** The figure a tile shows under its name (Intl's no-break spaces as plain ones). */
const tile = (name: string): string => {
  const term = within(screen.getByRole('group', { name: 'Dashboard figures' }))
    .getAllByRole('term')
    .find((t) => t.textContent === name);
  return (term?.nextElementSibling?.textContent ?? '').replace(/\s/g, ' ');
};
/** The rows of a chart's data table (what a screen reader gets), header first. */
const tableOf = (title: string): string[][] =>
  within(within(screen.getByRole('figure', { name: title })).getByRole('table'))
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((c) => c.textContent ?? ''));
/** The signals of the dashboard's fetch calls, in order (the fake api stands in for fetch). */
const signals = (): AbortSignal[] =>
  (globalThis.fetch as jest.Mock).mock.calls.filter(([input]) => new URL(String(input)).pathname === DASHBOARD).map(([, init]) => (init as RequestInit).signal as AbortSignal);

describe('Dashboard tab', () => {
  it('shows the loader note, then the figures of the filter’s range as tiles and charts', async () => {
    const api = fakeAdminApi();
    let release: (reply: AdminReply) => void = () => undefined;
    api.serve('GET', DASHBOARD, () => new Promise<AdminReply>((resolve) => (release = resolve)));
    renderDashboard(api);
    expect(await screen.findByText('Loading the dashboard (may take up to 10 seconds)')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the dashboard' })).toHaveAttribute('aria-busy', 'true');
    // [1 May midnight, the midnight after 3 May) in Brisbane, as epoch ms.
    expect(queries(api)).toEqual([{ from: String(MAY_1), to: String(MAY_1 + 3 * DAY) }]);

    await act(async () => release(answer(dashboardFigures())));
    expect(await screen.findByRole('group', { name: 'Dashboard figures' })).toBeInTheDocument();
    expect(tile('Subscribers')).toBe('1,004');
    expect(tile('Active')).toBe('880');
    expect(tile('Trialling')).toBe('104');
    expect(tile('Renewed')).toBe('77');
    expect(tile('Recent logins')).toBe('310');
    expect(tile('Long-term')).toBe('42');
    expect(tile('Monthly recurring revenue')).toBe('AUD 12,345.50');
    expect(tile('New sign-ups')).toBe('9');
    expect(tile('Cancellations')).toBe('3');
    expect(tile('Invoices paid')).toBe('27');

    expect(tableOf('Subscribers by status')).toEqual([
      ['Status', 'Subscribers'],
      ['cancelled', '96'],
      ['trialling', '104'],
      ['active', '880'],
      ['unpaid', '15'],
      ['suspended', '5'],
    ]);
    expect(tableOf('Subscribers by plan')[0]).toEqual(['Plan', 'cancelled', 'trialling', 'active', 'unpaid', 'suspended']);
    expect(tableOf('Subscribers by plan')[4]).toEqual(['Pro', '6', '0', '129', '10', '5']);
    expect(tableOf('Sign-ups and cancellations per day')).toEqual([
      ['Day', 'New sign-ups', 'Cancellations'],
      ['01/05/2031', '4', '0'],
      ['02/05/2031', '0', '2'],
      ['03/05/2031', '5', '1'],
    ]);
  });

  it('asks again when the range in the URL changes, abandoning the request on its way', async () => {
    const api = fakeAdminApi();
    const held: Array<(reply: AdminReply) => void> = [];
    api.serve('GET', DASHBOARD, (request) =>
      request.query.get('from') === String(MAY_1) ? new Promise<AdminReply>((resolve) => held.push(resolve)) : answer(dashboardFigures({ subscribers: { ...dashboardFigures().subscribers, total: 55 } })),
    );
    renderDashboard(api);
    await waitFor(() => expect(queries(api)).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2031-04-20' } });
    await waitFor(() => expect(tile('Subscribers')).toBe('55'));
    expect(queries(api)).toEqual([
      { from: String(MAY_1), to: String(MAY_1 + 3 * DAY) },
      { from: String(MAY_1 - 11 * DAY), to: String(MAY_1 + 3 * DAY) },
    ]);
    expect(signals().map((signal) => signal.aborted)).toEqual([true, false]);
    // The first answer, arriving late, changes nothing.
    await act(async () => held[0]?.(answer(dashboardFigures())));
    expect(tile('Subscribers')).toBe('55');
  });

  it('asks nothing while from is after to (the filter shows its error)', async () => {
    const api = fakeAdminApi();
    api.serve('GET', DASHBOARD, answer(dashboardFigures()));
    renderDashboard(api, '/admin?from=2031-05-04&to=2031-05-03');
    expect(await screen.findByText("'From' date must be before 'To' date.")).toBeInTheDocument();
    expect(queries(api)).toEqual([]);
    expect(screen.queryByText(/Loading the dashboard/)).not.toBeInTheDocument();
  });

  it("shows the api's message with Retry, and loads again on Retry", async () => {
    const api = fakeAdminApi();
    let calls = 0;
    api.serve('GET', DASHBOARD, () => {
      calls += 1;
      return calls === 1 ? refuse(502, 'PAYMENT_GATEWAY_ERROR', 'The payment figures could not be read from the payment gateway. Please try again.') : answer(dashboardFigures());
    });
    const { events } = renderDashboard(api);
    const alert = (await screen.findByText('The dashboard could not be loaded.')).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('The payment figures could not be read from the payment gateway. Please try again.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(tile('Subscribers')).toBe('1,004'));
    expect(queries(api)).toHaveLength(2);
    expect(screen.queryByText('The dashboard could not be loaded.')).not.toBeInTheDocument();
  });

  it('says there are no customers yet when there are none', async () => {
    const api = fakeAdminApi();
    const empty = dashboardFigures();
    api.serve(
      'GET',
      DASHBOARD,
      answer({
        ...empty,
        customers: { total: 0, recent_logins: 0, long_term: 0 },
        subscribers: { ...empty.subscribers, total: 0, renewed: 0, by_status: { cancelled: 0, trialling: 0, active: 0, unpaid: 0, suspended: 0 } },
      }),
    );
    renderDashboard(api);
    expect(await screen.findByText('No customers yet.')).toBeInTheDocument();
    expect(screen.getByText('Figures appear here once the first customer signs up.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});

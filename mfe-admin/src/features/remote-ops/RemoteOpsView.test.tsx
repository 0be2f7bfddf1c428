import { combineSlices } from '@reduxjs/toolkit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RemoteOps } from '@portal/shared-contracts/core';
import { ADMIN_REMOTES_LABELS as L } from '@portal/shared-contracts/admin';
import { answer, fakeAdminApi, refuse } from '../../testing/fakeAdminApi';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { RemoteOpsView, remoteOpsSaga, remoteOpsSlice } from '.';

// antd's table and modal are slow under jsdom on a loaded 2-core machine.
jest.setTimeout(60_000);

const OPS = '/admin/remotes';
const ROLLBACK = '/v1/registry/remotes/mfe-insights/rollback';

const stats = (loads: number, failures: number, p50: number | null, p95: number | null) => ({ loads, failures, errorRate: loads ? failures / loads : 0, p50LoadMs: p50, p95LoadMs: p95 });
const version = (v: string, hour = stats(0, 0, null, null)) => ({ version: v, contractVersion: '1.1.0', publishedAt: '2026-11-26T01:00:00.000Z', publishedBy: 'deploy token', windows: { hour, day: hour } });

function ops(live: string | null = '0.2.0-b'): RemoteOps {
  return {
    remotes: [
      {
        name: 'mfe-insights',
        live,
        canary: { version: '0.3.0-c', percent: 50 },
        versions: [version('0.3.0-c', stats(10, 1, 120, 480)), version('0.2.0-b', stats(40, 0, 80, 200)), version('0.1.0-a')],
      },
      { name: 'mfe-admin', live: null, canary: null, versions: [] },
    ],
    events: [{ at: '2026-11-26T02:00:00.000Z', actor: 'admin@demo.test', action: 'canary', remote: 'mfe-insights', version: '0.3.0-c', percent: 50, outcome: 'done', errorCode: null }],
  };
}

function renderView() {
  renderWithProviders(<RemoteOpsView />, { url: '/admin/remotes', path: '/admin/remotes', store: { reducer: combineSlices(remoteOpsSlice), saga: (props) => remoteOpsSaga(props) } });
  return { events: userEvent.setup({ delay: null }) };
}

const insights = (): HTMLElement => screen.getByRole('region', { name: 'mfe-insights' });

describe('Remotes tab', () => {
  it('shows the live and canary versions first, side by side with their loads, error rate and load times; an empty remote says how to publish', async () => {
    const api = fakeAdminApi();
    api.serve('GET', OPS, answer(ops()));
    renderView();
    const rows = within(await screen.findByRole('table', { name: `mfe-insights ${L.version}` })).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(rows[0]!)).toEqual(['0.2.0-bLive', '1.1.0', '26/11/2026, 11:00', 'deploy token', '40 loads, 0% error rate, p50 load 80 ms, p95 load 200 ms', '40 loads, 0% error rate, p50 load 80 ms, p95 load 200 ms']);
    expect(cells(rows[1]!).slice(0, 1)).toEqual(['0.3.0-cCanary 50%']);
    expect(cells(rows[1]!)[4]).toBe('10 loads, 10% error rate, p50 load 120 ms, p95 load 480 ms');
    expect(cells(rows[2]!)[4]).toBe('0 loads');
    expect(within(insights()).getByText(`${L.live}: 0.2.0-b`)).toBeInTheDocument();
    const admin = screen.getByRole('region', { name: 'mfe-admin' });
    expect(within(admin).getByText(L.noLive)).toBeInTheDocument();
    expect(within(admin).getByText(`${L.noVersions}mfe-admin`)).toBeInTheDocument();
    expect(within(admin).getByRole('button', { name: `${L.rollback} mfe-admin` })).toBeDisabled();
    const changes = within(screen.getByRole('region', { name: L.changes })).getAllByRole('row').slice(1);
    expect(cells(changes[0]!)).toEqual(['26/11/2026, 12:00', 'admin@demo.test', 'mfe-insights', 'canary 0.3.0-c 50%', L.done]);
  });

  it('rolls a remote back after the confirmation, says to what, and loads the figures again', async () => {
    const api = fakeAdminApi();
    let rolledBack = false;
    api.serve('GET', OPS, () => answer(ops(rolledBack ? '0.1.0-a' : '0.2.0-b')));
    api.serve('POST', ROLLBACK, () => {
      rolledBack = true;
      return answer({ name: 'mfe-insights', live: '0.1.0-a', canary: null, versions: [] });
    });
    const { events } = renderView();
    await events.click(await screen.findByRole('button', { name: `${L.rollback} mfe-insights` }));
    const dialog = await screen.findByRole('dialog', { name: L.rollbackTitle('mfe-insights') });
    expect(api.sentTo('POST', ROLLBACK)).toHaveLength(0);
    await events.click(within(dialog).getByRole('button', { name: L.rollback }));
    expect(await screen.findByText(L.rolledBack('mfe-insights', '0.1.0-a'))).toBeInTheDocument();
    await waitFor(() => expect(within(insights()).getByText(`${L.live}: 0.1.0-a`)).toBeInTheDocument());
    expect(api.sentTo('POST', ROLLBACK)).toHaveLength(1);
    expect(api.sentTo('GET', OPS)).toHaveLength(2);
  });

  it("shows the api's reason when a rollback is refused, and a failed load with Retry", async () => {
    const api = fakeAdminApi();
    let fail = true;
    api.serve('GET', OPS, () => (fail ? refuse(500, 'INTERNAL', 'Database unavailable') : answer(ops())));
    api.serve('POST', ROLLBACK, refuse(409, 'NO_PREVIOUS_VERSION', 'mfe-insights has no earlier live version to roll back to.'));
    const { events } = renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent(`${L.loadFailed}Database unavailable`);
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Retry' }));
    await events.click(await screen.findByRole('button', { name: `${L.rollback} mfe-insights` }));
    await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: L.rollback }));
    expect(await screen.findByRole('alert')).toHaveTextContent('mfe-insights has no earlier live version to roll back to.');
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ANALYTICS_EVENTS, FEATURES } from '@portal/shared-contracts/core';
import { METRICS_LABELS as L } from '@portal/shared-contracts/insights';
import { fakeSession } from '@portal/shared-ui/testing';
import { MAY_1, activityFigures, emptyFigures, metricsFigures } from '../features/metrics/testing';
import { reducer, rootSaga } from '../store';
import { answer, fakeApi, refuse, type FakeApi, type Reply } from '../testing/fakeApi';
import { fakeMountProps, renderWithProviders } from '../testing/renderWithProviders';
import MetricsPage from './MetricsPage';

jest.setTimeout(30_000);

const SUMMARY = '/metrics/summary';
const ACTIVITY = '/analytics/activity';
const DAY = 86_400_000;
const URL_1_TO_3_MAY = '/metrics?from=2031-05-01&to=2031-05-03';

function renderMetrics(url = URL_1_TO_3_MAY) {
  const mountProps = fakeMountProps({ session: fakeSession({ status: 'signedIn', features: [FEATURES.viewInsights] }) });
  renderWithProviders(<MetricsPage />, { url, path: '/metrics', mountProps, store: { reducer, saga: rootSaga } });
  return mountProps;
}

function serveAll(api: FakeApi, summary: Reply = answer(metricsFigures()), activity: Reply = answer(activityFigures())): void {
  api.serve('GET', SUMMARY, summary);
  api.serve('GET', ACTIVITY, activity);
}

const queries = (api: FakeApi, path = SUMMARY): Array<Record<string, string>> => api.sentTo('GET', path).map((r) => Object.fromEntries(r.query.entries()));
/** The figure a tile shows under its name (Intl's no-break spaces as plain ones). */
const tile = (name: string): string => {
  const term = within(screen.getByRole('group', { name: L.figures }))
    .getAllByRole('term')
    .find((t) => t.textContent === name);
  return (term?.nextElementSibling?.textContent ?? '').replace(/\s/g, ' ');
};
/** The rows of a chart's data table (what a screen reader gets), header first. */
const tableOf = (title: string): string[][] =>
  within(within(screen.getByRole('figure', { name: title })).getByRole('table'))
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((c) => c.textContent ?? ''));

describe('metrics page (issue 17 "Metrics")', () => {
  it('tracks "Accessed metrics page", shows a skeleton, then the range’s figures as tiles and charts', async () => {
    const api = fakeApi();
    let release: (reply: Reply) => void = () => undefined;
    api.serve('GET', SUMMARY, () => new Promise<Reply>((resolve) => (release = resolve)));
    api.serve('GET', ACTIVITY, answer(activityFigures()));
    const props = renderMetrics();
    expect(await screen.findByRole('heading', { name: L.title })).toBeInTheDocument();
    expect(props.bus.published('analytics/tracked')).toEqual([{ name: ANALYTICS_EVENTS.accessedMetricsPage }]);
    await waitFor(() => expect(queries(api)).toEqual([{ from: String(MAY_1), to: String(MAY_1 + 3 * DAY) }]));
    expect(queries(api, ACTIVITY)).toEqual([{ from: String(MAY_1), to: String(MAY_1 + 3 * DAY) }]);
    expect(screen.getByRole('status', { name: L.figures })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('group', { name: L.figures })).toBeNull();

    await act(async () => release(answer(metricsFigures())));
    expect(await screen.findByRole('group', { name: L.figures })).toBeInTheDocument();
    expect(tile(L.totalStoryboards)).toBe('7');
    expect(tile(L.projectLive)).toBe('4');
    expect(tile(L.ugvVideos)).toBe('1,234');
    expect(tile(L.ugvShots)).toBe('5,678');
    expect(tile(L.liveProjects)).toBe('1');
    expect(tile(L.renders)).toBe('3');

    expect(tableOf(L.storyboardsByStatus)).toEqual([
      [L.status, L.count],
      ['Processing', '1'],
      ['Published', '4'],
      ['Draft', '2'],
      ['Deleted', '1'],
    ]);
    expect(tableOf(L.storyboardsByProject)).toEqual([[L.project, L.count], ['Live', '4'], ['Dev', '3']]);
    expect(tableOf(L.uploadsPerDay)).toEqual([
      [L.day, L.videosSeries, L.shotsSeries],
      ['01/05/2031', '2', '7'],
      ['02/05/2031', '0', '1'],
      ['03/05/2031', '3', '4'],
    ]);
    expect(tableOf(L.topStoryboards)).toEqual([[L.storyboard, L.videosSeries, L.shotsSeries], ['Club day', '3', '8'], ['Open day', '2', '4']]);
    expect(tableOf(L.rendersByOutcome)).toEqual([[L.status, L.count], ['Complete', '2'], ['Failed', '1'], ['Processing', '0']]);
    // Portal activity from analytics, most frequent event first.
    expect(tableOf(`${L.activityEvents}: 9`)).toEqual([[L.event, L.count], ['Page view', '6'], ['Login', '3']]);
  });

  it('starts on the last 30 days (Brisbane) without a range in the URL', async () => {
    jest.useFakeTimers({ now: Date.parse('2031-05-30T15:00:00Z'), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const api = fakeApi();
      serveAll(api);
      renderMetrics('/metrics');
      // 15:00 UTC on 30 May is 31 May in Brisbane: 2 May to 31 May.
      await waitFor(() => expect(queries(api)).toEqual([{ from: String(Date.parse('2031-05-02T00:00:00+10:00')), to: String(Date.parse('2031-06-01T00:00:00+10:00')) }]));
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks again when the range changes, and waits while from is after to', async () => {
    const api = fakeApi();
    serveAll(api);
    renderMetrics();
    expect(await screen.findByRole('group', { name: L.figures })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(L.to), { target: { value: '2031-05-10' } });
    await waitFor(() => expect(queries(api)).toHaveLength(2));
    expect(queries(api)[1]).toEqual({ from: String(MAY_1), to: String(MAY_1 + 10 * DAY) });
    expect(queries(api, ACTIVITY)).toHaveLength(2);

    fireEvent.change(screen.getByLabelText(L.from), { target: { value: '2031-05-20' } });
    expect(await screen.findByText("'From' date must be before 'To' date.")).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: L.figures })).toBeNull();
    expect(queries(api)).toHaveLength(2);
  });

  it('shows the empty state to a customer with no data', async () => {
    const api = fakeApi();
    serveAll(api, answer(emptyFigures()), answer({ ...activityFigures(), total: 0, by_name: [], by_day: [], by_day_and_name: [] }));
    renderMetrics();
    expect(await screen.findByText(L.empty)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: L.figures })).toBeNull();
    expect(await screen.findByText(L.noActivity)).toBeInTheDocument();
  });

  it('shows the error with the api’s message, and Retry loads again', async () => {
    const api = fakeApi();
    let fail = true;
    api.serve('GET', SUMMARY, () => (fail ? refuse(500, 'INTERNAL', 'The figures are unavailable') : answer(metricsFigures())));
    api.serve('GET', ACTIVITY, answer(activityFigures()));
    renderMetrics();
    expect(await screen.findByText(L.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('The figures are unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: L.figures })).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: L.retry }));
    expect(await screen.findByRole('group', { name: L.figures })).toBeInTheDocument();
    expect(queries(api)).toHaveLength(2);
  });

  it('keeps the figures when portal activity fails, saying so in its section', async () => {
    const api = fakeApi();
    serveAll(api, answer(metricsFigures()), refuse(503, 'UNAVAILABLE', 'Analytics are resting'));
    renderMetrics();
    expect(await screen.findByRole('group', { name: L.figures })).toBeInTheDocument();
    const activity = screen.getByRole('region', { name: L.portalActivity });
    expect(await within(activity).findByText(L.activityUnavailable)).toBeInTheDocument();
    expect(within(activity).getByText('Analytics are resting')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@portal/shared-ui/router';
import { ANALYTICS_EVENTS, LABELS, ROUTES } from '@portal/shared-contracts/core';
import { RECOMMENDER_LABELS } from '@portal/shared-contracts/insights';
import { ServicesProvider } from '../services';
import { createTestHost, TEST_CONFIG } from '../session/testing';
import UpgradeRoutePage from './UpgradeRoutePage';

function renderUpgrade(path: string, title: string) {
  const host = createTestHost();
  const events: string[] = [];
  host.bus.subscribe('analytics/tracked', ({ name, properties }) => events.push(properties ? `${name} ${JSON.stringify(properties)}` : name));
  render(
    <ServicesProvider value={{ config: TEST_CONFIG, bus: host.bus, session: host.session }}>
      <MemoryRouter initialEntries={[path]}>
        <UpgradeRoutePage path={path} title={title} upgradeNow={false} />
      </MemoryRouter>
    </ServicesProvider>,
  );
  return events;
}

describe('the upgrade page of a gated route (000 §6, 002 §2)', () => {
  it('tracks "Accessed metrics page" on the metrics upgrade page and offers "Talk to sales"', async () => {
    const events = renderUpgrade(ROUTES.metrics, 'Metrics');
    expect((await screen.findByText(LABELS.talkToSales)).closest('a, button')).toBeTruthy();
    expect(events).toEqual([ANALYTICS_EVENTS.accessedMetricsPage]);
  }, 20_000);

  it('tracks the insights page view on the insights upgrade page', async () => {
    const events = renderUpgrade(ROUTES.insights, 'Insights');
    expect(await screen.findByText(LABELS.talkToSales)).toBeTruthy();
    expect(events).toEqual([ANALYTICS_EVENTS.insightsPageView]);
  });

  it("shows the recommender's upsell (named the recommender, its text, an image), tracks its page view and a Talk to sales click", async () => {
    const events = renderUpgrade(ROUTES.recommendations, 'Recommendations');
    const panel = await screen.findByRole('region', { name: `${RECOMMENDER_LABELS.upsellTitle} upgrade` });
    expect(panel).toHaveTextContent(RECOMMENDER_LABELS.upsellText);
    expect(panel.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(events).toEqual([ANALYTICS_EVENTS.recommenderPageView]);
    await userEvent.click(screen.getByText(LABELS.talkToSales));
    expect(events).toEqual([ANALYTICS_EVENTS.recommenderPageView, `${ANALYTICS_EVENTS.talkToSalesClicked} {"from":"${ROUTES.recommendations}"}`]);
  });

  it('tracks nothing for a route without an upgrade event', async () => {
    const events = renderUpgrade(ROUTES.insightsReport, 'Insights Report');
    expect(await screen.findByTestId('upgrade-panel')).toBeTruthy();
    expect(events).toEqual([]);
  });
});

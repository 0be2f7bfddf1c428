import { fireEvent, screen, within } from '@testing-library/react';
import { ANALYTICS_EVENTS } from '@portal/shared-contracts/core';
import { INSIGHTS_CARD_TITLES } from '@portal/shared-contracts/insights';
import { renderWithProviders } from '../../testing/renderWithProviders';
import InsightsPage from '../../pages/InsightsPage';

describe('InsightsPage', () => {
  it('shows the nine cards in order, each one link, the first to the insights report', () => {
    renderWithProviders(<InsightsPage />, { url: '/insights' });
    expect(screen.getByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Insight cards' });
    const links = within(carousel).getAllByRole('link');
    expect(links.map((a) => within(a).getByRole('heading').textContent)).toEqual([...INSIGHTS_CARD_TITLES]);
    expect(links[0]).toHaveAttribute('href', '/insightsreport');
    expect(links[6]).toHaveAttribute('href', '/insightsreport#key-phrases');
    fireEvent.click(links[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/insightsreport');
  });

  it('scrolls the row with the Previous and Next buttons', () => {
    renderWithProviders(<InsightsPage />, { url: '/insights' });
    const row = screen.getByRole('region', { name: 'Insight cards' }).querySelector('ul')!;
    const scrollBy = jest.fn();
    row.scrollBy = scrollBy as unknown as typeof row.scrollBy;
    // jsdom lays nothing out: the row is as wide as the page's content would make it.
    Object.defineProperty(row, 'clientWidth', { value: 600 });
    fireEvent.click(screen.getByRole('button', { name: 'Next cards' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous cards' }));
    expect(scrollBy).toHaveBeenCalledTimes(2);
    expect(Math.sign(scrollBy.mock.calls[0][0].left)).toBe(1);
    expect(Math.sign(scrollBy.mock.calls[1][0].left)).toBe(-1);
  });

  it('tracks the page view on entry', () => {
    const { mountProps } = renderWithProviders(<InsightsPage />, { url: '/insights' });
    expect(mountProps.bus.published('analytics/tracked')).toEqual([{ name: ANALYTICS_EVENTS.insightsPageView }]);
  });
});

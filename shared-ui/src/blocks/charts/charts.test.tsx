import { render, screen, waitFor, within } from '@testing-library/react';
import { BLOCK_LABELS } from '@portal/shared-contracts/core';
import { BarChart, LineChart, PieChart } from '../../charts';

let mockRechartsLoaded = false;
jest.mock('recharts', () => {
  mockRechartsLoaded = true;
  return jest.requireActual('recharts');
});

const MONTHS = [
  { month: 'Jan', views: 1200, renders: 3 },
  { month: 'Feb', views: 950, renders: 5 },
];
const SERIES = [
  { key: 'views', name: 'Views' },
  { key: 'renders', name: 'Renders' },
];
const format = (n: number): string => `${n} times`;

/** Waits for the lazily loaded drawing inside the hidden part of the figure. */
async function drawn(container: HTMLElement): Promise<void> {
  await waitFor(() => expect(container.querySelector('figure > div[aria-hidden="true"] .recharts-responsive-container')).not.toBeNull());
}

/** The rows of the chart's data table, header cells included. */
const tableRows = (table: HTMLElement): string[][] =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((c) => c.textContent ?? ''));

describe('charts', () => {
  it('load recharts only once a chart renders, not with the entry', async () => {
    expect(mockRechartsLoaded).toBe(false);
    const { container } = render(<BarChart title="Renders per month" data={MONTHS} xKey="month" xLabel="Month" series={SERIES} />);
    await drawn(container);
    expect(mockRechartsLoaded).toBe(true);
  });

  it.each([
    ['LineChart', LineChart],
    ['BarChart', BarChart],
  ])('%s: a figure named by its title, its data as a table for screen readers, the drawing hidden', async (_, Chart) => {
    const { container } = render(<Chart title="Monthly activity" data={MONTHS} xKey="month" xLabel="Month" series={SERIES} formatValue={format} />);
    const figure = screen.getByRole('figure', { name: 'Monthly activity' });
    const table = within(figure).getByRole('table', { name: `Monthly activity: ${BLOCK_LABELS.chartData}` });
    expect(tableRows(table)).toEqual([
      ['Month', 'Views', 'Renders'],
      ['Jan', '1200 times', '3 times'],
      ['Feb', '950 times', '5 times'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Feb' })).toBeInTheDocument();
    // The drawing arrives hidden from assistive technology; the table stays the accessible content.
    await drawn(container);
    expect(within(figure).getAllByRole('table')).toHaveLength(1);
  });

  it('PieChart: each slice and its value in the table', async () => {
    const { container } = render(
      <PieChart
        title="Views by channel"
        nameLabel="Channel"
        valueLabel="Views"
        data={[
          { name: 'Web', value: 1500 },
          { name: 'App', value: 500 },
        ]}
        formatValue={format}
      />,
    );
    const table = within(screen.getByRole('figure', { name: 'Views by channel' })).getByRole('table');
    expect(tableRows(table)).toEqual([
      ['Channel', 'Views'],
      ['Web', '1500 times'],
      ['App', '500 times'],
    ]);
    await drawn(container);
  });
});

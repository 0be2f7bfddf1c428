import { fireEvent, screen, within } from '@testing-library/react';
import { INSIGHTS_REPORT_PATH, type InsightsReport as Report } from '@portal/shared-contracts/insights';
import { answer, fakeApi, refuse, type Reply } from '../../testing/fakeApi';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { reducer, rootSaga } from '../../store';
import { InsightsReport } from './index';

const REPORT: Report = {
  data_source: 'customer',
  videos_analysed: 42,
  creators: 7,
  key_phrases: [
    { phrase: 'personal trainer', count: 9 },
    { phrase: 'first client', count: 4 },
  ],
  key_questions: ['Can I study part time?'],
  buying_trends: [
    { month: '2026-01', tag: 'Career', videos: 3 },
    { month: '2026-02', tag: 'Career', videos: 5 },
  ],
  sample_rows: [{ shot_number: 2, date: '2026-02-03', storyboard: 'Becoming a PT', shot_title: 'Your first client', creator: 'amy@fans.test', status: 'In_Dev' }],
};

function renderReport(reply: Reply) {
  const api = fakeApi();
  api.serve('GET', INSIGHTS_REPORT_PATH, reply);
  const view = renderWithProviders(<InsightsReport />, { url: '/insightsreport', store: { reducer, saga: rootSaga } });
  return { api, ...view };
}

const block = (name: string): HTMLElement => screen.getByRole('region', { name });

describe('InsightsReport', () => {
  it("shows every computed block from the api's answer", async () => {
    renderReport(answer(REPORT));
    expect(await screen.findByRole('heading', { name: 'From your end users’ videos' })).toBeInTheDocument();
    expect(within(block('Creators')).getByText('7')).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: 'Videos analysed' })[0]).toHaveTextContent('42');
    expect(within(block('Key phrases')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['personal trainer (9)', 'first client (4)']);
    expect(within(block('Key questions')).getByText('Can I study part time?')).toBeInTheDocument();
    // The chart's data as a table: the months and the tag's counts.
    expect(within(block('Buying trends')).getAllByText('Career').length).toBeGreaterThan(0);
    expect(within(block('Buying trends')).getByText('2026-02')).toBeInTheDocument();
    const rows = within(block('Filmed shots')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/2.*2026-02-03.*Becoming a PT.*Your first client.*amy@fans\.test.*In_Dev/);
    // Customer data: no "no data" note; the persona half keeps its own sample note.
    expect(screen.queryByText(/no end user has filmed/)).not.toBeInTheDocument();
    expect(within(block('Personas')).getByText('Sample data')).toBeInTheDocument();
  });

  it("says so when the api answers the spec's sample content", async () => {
    renderReport(answer({ ...REPORT, data_source: 'sample' }));
    expect(await screen.findByText(/no end user has filmed for your storyboards yet/)).toBeInTheDocument();
  });

  it('shows the sample persona figures and switches persona by clicking the other card', async () => {
    renderReport(answer(REPORT));
    await screen.findByRole('heading', { name: 'From your end users’ videos' });
    const personas = block('Personas');
    expect(within(personas).getByText('1200')).toBeInTheDocument();
    expect(within(personas).getByText('700')).toBeInTheDocument();
    expect(within(personas).getByText('500')).toBeInTheDocument();
    const emma = within(personas).getByRole('button', { name: 'Show the Emma persona' });
    const jack = within(personas).getByRole('button', { name: 'Show the Jack persona' });
    expect(emma).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Demographic', 'Course outcomes', 'Channels', 'Pain points', 'Influencers', 'Buying thoughts']) expect(block(name)).toBeInTheDocument();
    expect(within(block('Buying thoughts')).getByText('Can I study part time?')).toBeInTheDocument();
    fireEvent.click(jack);
    expect(jack).toHaveAttribute('aria-pressed', 'true');
    expect(emma).toHaveAttribute('aria-pressed', 'false');
    expect(within(block('Buying thoughts')).getByText('How fast can I be qualified?')).toBeInTheDocument();
    expect(within(block('Pain points')).getByText('Not knowing where to start')).toBeInTheDocument();
  });

  it("shows the api's message with Retry when the load fails, and loads again", async () => {
    const { api } = renderReport(refuse(403, 'FEATURE_NOT_IN_PLAN', 'Your plan does not include insights.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The insights report could not be loaded.');
    expect(alert).toHaveTextContent('Your plan does not include insights.');
    api.serve('GET', INSIGHTS_REPORT_PATH, answer(REPORT));
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'From your end users’ videos' })).toBeInTheDocument();
    expect(api.sentTo('GET', INSIGHTS_REPORT_PATH)).toHaveLength(2);
  });

  it('shows a loading state while the report is on its way', async () => {
    renderReport(answer(REPORT));
    expect(screen.getByRole('status', { name: 'Loading the insights report…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'From your end users’ videos' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the insights report…' })).not.toBeInTheDocument();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { renderAt } from '../testing/renderAt';

/** Written out rather than read from DESIGN_PAGES, so a wrong table entry fails here. */
const PLACEHOLDERS: ReadonlyArray<[path: string, heading: string, description: RegExp]> = [
  ['/deepstory/contentdesign', 'CONTENT DESIGN', /^Content design /],
  ['/deepstory/dgdesign', 'DG DESIGN', /^DG design plans the Director Guide/],
  ['/deepstory/insightsdesign', 'INSIGHTS DESIGN', /^Insights design /],
  ['/deepstory/marketingdesign', 'MARKETING DESIGN', /^Marketing design /],
  ['/deepstory/metricsdesign', 'METRICS DESIGN', /^Metrics design /],
  ['/deepstory/recommenderdesign', 'INSIGHTS DESIGN', /^Recommender design /],
  ['/deepstory/searchdesign', 'SEARCH DESIGN', /^Search design /],
];

const SIDE_NAV: ReadonlyArray<[label: string, path: string]> = [
  ['Discovery', '/deepstory/discovery'],
  ['Content Design', '/deepstory/contentdesign'],
  ['DG Design', '/deepstory/dgdesign'],
  ['Insights Design', '/deepstory/insightsdesign'],
  ['Marketing Design', '/deepstory/marketingdesign'],
  ['Metrics Design', '/deepstory/metricsdesign'],
  ['Recommender Design', '/deepstory/recommenderdesign'],
  ['Search Design', '/deepstory/searchdesign'],
];

beforeEach(() => localStorage.clear());

describe('design placeholder pages', () => {
  it.each(PLACEHOLDERS)('%s shows the heading %s and its stage description', async (path, heading, description) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toContain(heading);
    expect(screen.getByText(description).textContent).not.toMatch(/lorem|coming soon/i);
  });

  it.each(PLACEHOLDERS)('%s has the Deep Story side navigation', async (path) => {
    renderAt(path);
    const nav = await screen.findByRole('navigation', { name: 'Deep Story sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SIDE_NAV);
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current).toHaveAttribute('href', path);
  });

  it.each(PLACEHOLDERS)('%s links to the profile settings', async (path) => {
    renderAt(path);
    const link = await screen.findByRole('link', { name: 'Profile settings' });
    expect(link).toHaveAttribute('href', '/subscription');
    fireEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/subscription$/);
  });

  it('titles /deepstory/recommenderdesign "Insights Design", as the spec does', async () => {
    renderAt('/deepstory/recommenderdesign');
    expect(await screen.findByRole('heading', { level: 1, name: 'INSIGHTS DESIGN' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /recommender design/i })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Deep Story sections' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Recommender Design');
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import HelpIndexPage from './HelpIndexPage';

const EXPECTED_TILES: ReadonlyArray<readonly [string, string]> = [
  ['Overview', '/help/overview'],
  ['Studio', '/help/portal'],
  ['Storyboards', '/help/storyboards'],
  ['Mobile App', '/help/mobileapp'],
  ['Metrics', '/help/metrics'],
  ['Insights', '/help/insights'],
  ['Recommender', '/help/recommender'],
  ['StoryMaker', '/help/storyboardcreator'],
  ['Studio Render', '/help/videocreator'],
  ['Account/Profile Settings', '/help/accountsettings'],
  ['Subscriptions & Cancellations', '/help/purchaserefund'],
];

describe('HelpIndexPage', () => {
  it('is titled Need Help', () => {
    renderWithProviders(<HelpIndexPage />, { url: '/needhelp' });
    expect(screen.getByRole('heading', { level: 1, name: 'Need Help' })).toBeInTheDocument();
    expect(document.title).toMatch(/Need Help$/);
  });

  it('lists a tile linking to every help page, in order', () => {
    renderWithProviders(<HelpIndexPage />, { url: '/needhelp' });
    const list = screen.getByRole('list', { name: 'Help topics' });
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles).toHaveLength(11);
    tiles.forEach((tile, index) => {
      const [title, href] = EXPECTED_TILES[index] ?? ['', ''];
      expect(within(tile).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(within(tile).getByRole('link')).toHaveAttribute('href', href);
    });
  });

  it('opens a topic when its tile is followed', () => {
    renderWithProviders(<HelpIndexPage />, { url: '/needhelp' });
    const tile = screen.getByRole('heading', { level: 2, name: 'Mobile App' }).closest('a');
    expect(tile).not.toBeNull();
    fireEvent.click(tile as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/help\/mobileapp$/);
  });

  it('offers "Send us a message!" to the contact form', () => {
    renderWithProviders(<HelpIndexPage />, { url: '/needhelp' });
    expect(screen.getByRole('link', { name: 'Send us a message!' })).toHaveAttribute('href', '/contactform');
  });
});

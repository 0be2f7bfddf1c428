import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import HelpTopicPage from './HelpTopicPage';

const renderTopic = (slug: string): ReturnType<typeof renderWithProviders> =>
  renderWithProviders(<HelpTopicPage />, { path: '/help/:topic', url: `/help/${slug}` });

describe('HelpTopicPage', () => {
  it('shows the breadcrumb Help > {title}, linking back to the help index', () => {
    renderTopic('storyboards');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/needhelp');
    expect(within(crumbs).getByText('Storyboards')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Storyboards' })).toBeInTheDocument();
    expect(document.title).toMatch(/Storyboards$/);
  });

  it('expands an FAQ answer when its question is activated', () => {
    renderTopic('storyboards');
    const question = screen.getByRole('button', { name: 'How do I edit a storyboard that is already live?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Suspend the storyboard/)).not.toBeInTheDocument();

    fireEvent.click(question);

    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Suspend the storyboard/)).toBeInTheDocument();
  });

  it('states the storyboard lifecycle facts', () => {
    renderTopic('storyboards');
    expect(screen.getByText('A storyboard added to your account is not live until you release it.')).toBeInTheDocument();
    expect(screen.getByText('Published storyboards show their status in green.')).toBeInTheDocument();
    expect(screen.getByText(/status shows processing for about 10 minutes to an hour/)).toBeInTheDocument();
  });

  it('leads to the contact form with "Send us a message!"', () => {
    renderTopic('metrics');
    const link = screen.getByRole('link', { name: 'Send us a message!' });
    expect(link).toHaveAttribute('href', '/contactform');
    fireEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/contactform$/);
  });

  it('shows the video as a poster linking out, without embedding a player', () => {
    const { container } = renderTopic('mobileapp');
    const watch = screen.getByRole('link', { name: 'Watch on the video site' });
    expect(watch).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(watch).toHaveAttribute('target', '_blank');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('keeps Subscriptions & Cancellations to emailing support', () => {
    renderTopic('purchaserefund');
    expect(screen.getByRole('heading', { level: 1, name: 'Subscriptions & Cancellations' })).toBeInTheDocument();
    for (const name of [/upgrade/, /downgrade/, /cancel/]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByText(/To upgrade, downgrade or cancel your subscription, email us at/)).toBeInTheDocument();
  });

  it('shows a friendly message with a way back for an unknown topic', () => {
    renderTopic('does-not-exist');
    expect(screen.getByRole('heading', { level: 1, name: 'Help topic not found' })).toBeInTheDocument();
    expect(screen.getByText(/couldn't find that help topic/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Need Help' })).toHaveAttribute('href', '/needhelp');
  });
});

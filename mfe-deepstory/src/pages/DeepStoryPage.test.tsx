import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES, TIERS } from '@portal/shared-contracts/core';
import { renderAt } from '../testing/renderAt';
import { fakeMountProps } from '../testing/renderWithProviders';
import { deepStorySession } from '../testing/sessions';

describe('Deep Story landing', () => {
  it('is titled DEEP STORY', async () => {
    renderAt('/deepstory');
    expect(await screen.findByRole('heading', { level: 1, name: 'DEEP STORY' })).toBeInTheDocument();
    expect(document.title).toContain('DEEP STORY');
  });

  it('shows Fast and Interactive as coming soon, without a way in', async () => {
    renderAt('/deepstory');
    for (const name of ['Fast', 'Interactive']) {
      const panel = await screen.findByRole('region', { name });
      expect(within(panel).getByText('Coming soon')).toBeInTheDocument();
      expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
      expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('sends Comprehensive to Discovery with "Let\'s do this!"', async () => {
    renderAt('/deepstory');
    const panel = await screen.findByRole('region', { name: 'Comprehensive' });
    expect(within(panel).queryByText('Coming soon')).not.toBeInTheDocument();
    const link = within(panel).getByRole('link', { name: "Let's do this!" });
    expect(link).toHaveAttribute('href', '/deepstory/discovery');

    fireEvent.click(link);
    // Navigation is a transition: the location moves once the next page's chunk loads.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/deepstory\/discovery$/));
  });

  it('opens the series history of the signed-in customer', async () => {
    renderAt('/deepstory');
    const link = await screen.findByRole('link', { name: 'View series history' });
    expect(link).toHaveAttribute('href', '/deepstory/discovery/series?user_id=42');
  });

  it('has a Go Back to the welcome page', async () => {
    renderAt('/deepstory');
    fireEvent.click(await screen.findByRole('link', { name: 'Go Back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/welcome$/));
  });

  it('shows the upgrade panel to a plan without Deep Story', async () => {
    renderAt('/deepstory', fakeMountProps({ session: deepStorySession(ROLES.customer, TIERS.Entry) }));
    const panel = await screen.findByTestId('upgrade-panel');
    expect(within(panel).getByRole('link', { name: 'Talk to sales' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'DEEP STORY' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "Let's do this!" })).not.toBeInTheDocument();
  });

  it('lets an admin in whatever the plan', async () => {
    renderAt('/deepstory', fakeMountProps({ session: deepStorySession(ROLES.admin, TIERS.Beginner) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'DEEP STORY' })).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../testing/renderAt';

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
});

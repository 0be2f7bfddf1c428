import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../testing/renderAt';

describe('unknown Deep Story paths', () => {
  it.each(['/deepstory/nosuchpage', '/deepstory/contentdesign/extra', '/deepstory/no/such/page'])(
    '%s says it is not found in Deep Story',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Not found in Deep Story' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Deep Story' })).toHaveAttribute('href', '/deepstory');
    },
  );

  it('links back to the Deep Story landing', async () => {
    renderAt('/deepstory/nosuchpage');
    fireEvent.click(await screen.findByRole('link', { name: 'Back to Deep Story' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'DEEP STORY' })).toBeInTheDocument();
  });

  it('leaves paths outside /deepstory to the other remotes', async () => {
    renderAt('/storyboards');
    expect(screen.getByTestId('location')).toHaveTextContent('/storyboards');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByTestId('location').previousSibling).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import { BLOCK_LABELS } from '@portal/shared-contracts/core';
import { CardGridSkeleton } from './CardGridSkeleton';

describe('CardGridSkeleton', () => {
  it('is a busy status region named Loading with six cards by default', () => {
    render(<CardGridSkeleton />);
    const region = screen.getByRole('status', { name: BLOCK_LABELS.loading });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).getAllByTestId('card-skeleton')).toHaveLength(6);
  });

  it('fits columns of at least the given width', () => {
    render(<CardGridSkeleton cards={2} minCardWidth={300} label="Loading videos" />);
    const region = screen.getByRole('status', { name: 'Loading videos' });
    expect(region.style.gridTemplateColumns).toBe('repeat(auto-fill, minmax(300px, 1fr))');
    expect(within(region).getAllByTestId('card-skeleton')).toHaveLength(2);
  });
});

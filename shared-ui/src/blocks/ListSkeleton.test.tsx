import { render, screen } from '@testing-library/react';
import { BLOCK_LABELS } from '@portal/shared-contracts/core';
import { ListSkeleton } from './ListSkeleton';

describe('ListSkeleton', () => {
  it('is a busy status region named Loading', () => {
    render(<ListSkeleton />);
    const region = screen.getByRole('status', { name: BLOCK_LABELS.loading });
    expect(region).toHaveAttribute('aria-busy', 'true');
  });

  it('shows as many placeholder rows as asked and takes another name', () => {
    const { container } = render(<ListSkeleton rows={5} label="Loading storyboards" />);
    expect(screen.getByRole('status', { name: 'Loading storyboards' })).toBeInTheDocument();
    expect(container.querySelectorAll('.ant-skeleton')).toHaveLength(5);
  });
});

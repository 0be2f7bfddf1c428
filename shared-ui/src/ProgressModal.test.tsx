import { render, screen, within } from '@testing-library/react';
import { STORYBOARD_MESSAGES } from '@portal/shared-contracts/storyboards';
import { ProgressModal as FromWidgets } from './widgets';
import { ProgressModal } from './ProgressModal';

describe('ProgressModal', () => {
  it('is still exported from @portal/shared-ui/widgets', () => {
    expect(FromWidgets).toBe(ProgressModal);
  });

  it('is a dialog announcing the step once, without a bar when no percent is known', async () => {
    render(<ProgressModal open message={STORYBOARD_MESSAGES.updatingStoryboard} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent(STORYBOARD_MESSAGES.updatingStoryboard);
    expect(within(dialog).getAllByText(STORYBOARD_MESSAGES.updatingStoryboard)).toHaveLength(1);
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the next step and how far the work is', async () => {
    const { rerender } = render(<ProgressModal open message={STORYBOARD_MESSAGES.updatingStoryboard} percent={10} />);
    rerender(<ProgressModal open message={STORYBOARD_MESSAGES.processingStoryboard} percent={42.4} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent(STORYBOARD_MESSAGES.processingStoryboard);
    const bar = within(dialog).getByRole('progressbar', { name: STORYBOARD_MESSAGES.processingStoryboard });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
  });

  it('keeps the percentage between 0 and 100', async () => {
    render(<ProgressModal open message={STORYBOARD_MESSAGES.updatingReusableAsset} percent={130} />);
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows nothing when closed', () => {
    render(<ProgressModal open={false} message={STORYBOARD_MESSAGES.updatingStoryboard} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

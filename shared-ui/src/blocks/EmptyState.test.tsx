import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LABELS } from '@portal/shared-contracts/core';
import { Button } from '../antd';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('announces the title and shows the description', () => {
    render(<EmptyState title={LABELS.noStoryboards} description="Add one from the marketplace." />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(LABELS.noStoryboards);
    expect(status).toHaveTextContent('Add one from the marketplace.');
  });

  it('offers the action it is given', async () => {
    const onReset = jest.fn();
    render(<EmptyState title="No results" action={<Button onClick={onReset}>{LABELS.reset}</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: LABELS.reset }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('keeps the icon away from screen readers', () => {
    render(<EmptyState title="No results" icon={<img src="/empty.svg" alt="Empty box" />} />);
    expect(screen.queryByRole('img', { name: 'Empty box' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Empty box', hidden: true })).toBeInTheDocument();
  });
});

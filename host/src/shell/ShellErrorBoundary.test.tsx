import { fireEvent, render, screen } from '@testing-library/react';
import { SHELL_MESSAGES } from '@portal/shared-contracts/core';
import { ShellErrorBoundary } from './ShellErrorBoundary';

function Broken(): never {
  throw new Error('shell bug');
}

describe('ShellErrorBoundary', () => {
  it('shows the failure and a way to reload instead of a blank page', () => {
    const reload = jest.fn();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ShellErrorBoundary reload={reload}>
        <Broken />
      </ShellErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: SHELL_MESSAGES.serverErrorTitle })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.reloadPage }));
    expect(reload).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('renders its children when nothing fails', () => {
    render(
      <ShellErrorBoundary>
        <p>fine</p>
      </ShellErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});

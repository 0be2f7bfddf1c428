import { fireEvent, render, screen } from '@testing-library/react';
import { SHELL_MESSAGES, areaUnavailable, remoteVersionNote } from '@portal/shared-contracts/core';
import { RemoteErrorPanel } from './RemoteErrorPanel';

describe('RemoteErrorPanel', () => {
  it('names the area, offers Retry and shows the deployed version when known', () => {
    const onRetry = jest.fn();
    render(<RemoteErrorPanel area="Insights" onRetry={onRetry} version="2.1.0" />);
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent(areaUnavailable('Insights'));
    expect(panel).toHaveTextContent(SHELL_MESSAGES.areaUnavailableText);
    expect(panel).toHaveTextContent(remoteVersionNote('2.1.0'));
    fireEvent.click(screen.getByRole('button', { name: new RegExp(SHELL_MESSAGES.retry) }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says nothing of a version the registry did not give', () => {
    render(<RemoteErrorPanel area="Insights" onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).not.toHaveTextContent(remoteVersionNote(''));
  });
});

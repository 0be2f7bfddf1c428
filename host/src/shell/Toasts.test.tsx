import { StrictMode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { ServicesProvider } from '../services';
import { createTestHost, TEST_CONFIG } from '../session/testing';
import { Toasts } from './Toasts';

function renderToasts() {
  const host = createTestHost();
  const view = render(
    <StrictMode>
      <ServicesProvider value={{ config: TEST_CONFIG, bus: host.bus, session: host.session }}>
        <Toasts />
      </ServicesProvider>
    </StrictMode>,
  );
  return { ...view, bus: host.bus };
}

describe('Toasts', () => {
  it('renders nothing until a toast is asked for', () => {
    const { container } = renderToasts();
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('.ant-notification')).toBeNull();
  });

  it('shows every toast raised before and after its chunk loads, once each, errors as alerts', async () => {
    const { bus } = renderToasts();
    act(() => {
      bus.publish('toast/requested', { kind: 'error', message: 'Failed to update subscription' });
      bus.publish('toast/requested', { kind: 'success', message: 'File Uploaded' });
    });
    expect(await screen.findByText('Failed to update subscription')).toBeInTheDocument();
    expect(screen.getByText('File Uploaded')).toBeInTheDocument();
    act(() => bus.publish('toast/requested', { kind: 'info', message: 'Successfully updated card details' }));
    expect(await screen.findByText('Successfully updated card details')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to update subscription')).toHaveLength(1);
    const alert = screen.getByText('Failed to update subscription').closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(within(alert as HTMLElement).getByText('Failed to update subscription')).toBeInTheDocument();
  });

  it('keeps several lines of one toast apart', async () => {
    const { bus } = renderToasts();
    act(() => bus.publish('toast/requested', { kind: 'error', message: 'First problem\nSecond problem' }));
    const text = await screen.findByText(/First problem/);
    expect(text).toHaveStyle({ whiteSpace: 'pre-line' });
  });
});

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SHELL_MESSAGES } from '@portal/shared-contracts/core';
import { Button, Result } from '@portal/shared-ui';
import { StatusHeading } from '../pages/StatusHeading';

interface State {
  readonly failed: boolean;
}

/**
 * The last line of defence: when the shell itself fails to render (a remote's failure is
 * caught by its own panel), the visitor gets a page that says so and a way out, not a
 * blank screen.
 */
interface Props {
  readonly children: ReactNode;
  readonly reload?: () => void;
  /** Called when it shows its page (the host then shows it in place of a page snapshot). */
  readonly onFailed?: () => void;
}

export class ShellErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The portal shell failed to render', error, info.componentStack);
    this.props.onFailed?.();
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.reload ?? (() => window.location.reload());
    return (
      <main>
        <Result
          status="500"
          title={<StatusHeading>{SHELL_MESSAGES.serverErrorTitle}</StatusHeading>}
          subTitle={SHELL_MESSAGES.serverErrorText}
          extra={
            <Button type="primary" onClick={reload}>
              {SHELL_MESSAGES.reloadPage}
            </Button>
          }
        />
      </main>
    );
  }
}

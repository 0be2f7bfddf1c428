import type { ReactElement } from 'react';
import { SIGNUP_MESSAGES, SIGNUP_TEXTS } from '@portal/shared-contracts/core';
import { Button, Result } from '@portal/shared-ui';
import { useAccountStyles } from '../../../styles';

export type OutcomePhase = 'failed' | 'usernameExists' | 'reSendCode';

const OUTCOMES: Record<OutcomePhase, { status: 'error' | 'warning' | 'info'; message: string; button: string; action: 'reset' | 'login' }> = {
  failed: { status: 'error', message: SIGNUP_MESSAGES.genericError, button: SIGNUP_MESSAGES.tryAgain, action: 'reset' },
  usernameExists: { status: 'warning', message: SIGNUP_MESSAGES.emailExists, button: SIGNUP_MESSAGES.loginPage, action: 'login' },
  reSendCode: { status: 'info', message: SIGNUP_MESSAGES.neverConfirmed, button: SIGNUP_TEXTS.backToSignUp, action: 'reset' },
};

export interface OutcomePanelProps {
  readonly phase: OutcomePhase;
  /** Try Again and the return button: back to the form. */
  readonly onReset: () => void;
  /** The Login Page button. */
  readonly onLogin: () => void;
}

/** The failed, usernameExists and reSendCode states (000 §4, §8), each with its button. */
export function OutcomePanel({ phase, onReset, onLogin }: OutcomePanelProps): ReactElement {
  const outcome = OUTCOMES[phase];
  const shared = useAccountStyles();
  return (
    <div role="alert">
      <Result
        status={outcome.status}
        title={<h2 className={`${shared.cardHeading} ${shared.flush}`}>{outcome.message}</h2>}
        extra={
          <Button type="primary" onClick={outcome.action === 'login' ? onLogin : onReset}>
            {outcome.button}
          </Button>
        }
      />
    </div>
  );
}

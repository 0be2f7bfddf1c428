import type { FormEvent, ReactElement } from 'react';
import { Button, Flex, Typography, createStyles } from '@portal/shared-ui';
import { Input } from '@portal/shared-ui/forms';
import { FormMessage } from '../../../components/FormMessage';
import { useAccountStyles } from '../../../styles';
import { SIGNUP_TEXTS, confirmationCodeSent } from '@portal/shared-contracts/core';

export interface ConfirmCodeFormProps {
  readonly email: string;
  readonly code: string;
  readonly onCodeChange: (code: string) => void;
  readonly pending: 'confirm' | 'resend' | null;
  readonly error: string | null;
  readonly notice: string | null;
  readonly onConfirm: () => void;
  readonly onResend: () => void;
}

const useStyles = createStyles('account-confirm-code-form', (token) => ({
  code: { marginBottom: token.margin },
  actions: { gap: token.marginSM },
}));

/** The awaitingAuth state (000 §4): the e-mailed code, Confirm and Resend code. */
export function ConfirmCodeForm({ email, code, onCodeChange, pending, error, notice, onConfirm, onResend }: ConfirmCodeFormProps): ReactElement {
  const classes = useStyles();
  const shared = useAccountStyles();
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <section aria-labelledby="signup-confirm-heading">
      <Typography.Title level={2} id="signup-confirm-heading" className={shared.cardHeading}>
        {SIGNUP_TEXTS.checkEmailHeading}
      </Typography.Title>
      <Typography.Paragraph>{confirmationCodeSent(email)}</Typography.Paragraph>
      <form onSubmit={submit} noValidate aria-labelledby="signup-confirm-heading">
        <label htmlFor="signup-code" className={shared.fieldLabel}>
          {SIGNUP_TEXTS.confirmationCodeLabel}
        </label>
        <Input
          id="signup-code"
          value={code}
          onChange={(e) => onCodeChange(e.target.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          className={classes.code}
        />
        <Flex align="center" wrap className={classes.actions}>
          <Button type="primary" htmlType="submit" loading={pending === 'confirm'} disabled={pending === 'resend'}>
            {SIGNUP_TEXTS.confirm}
          </Button>
          <Button type="link" onClick={onResend} loading={pending === 'resend'} disabled={pending === 'confirm'}>
            {SIGNUP_TEXTS.resendCode}
          </Button>
        </Flex>
        <FormMessage text={error} />
        <FormMessage kind="success" text={notice} />
      </form>
    </section>
  );
}

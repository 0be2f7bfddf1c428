import type { FormEvent, ReactElement } from 'react';
import { Button, Flex, Typography } from '@portal/shared-ui';
import { Input } from '@portal/shared-ui/forms';
import { FormMessage } from '../../../components/FormMessage';
import { SIGNUP_TEXTS, confirmationCodeSent } from '@portal/shared-contracts';

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

/** The awaitingAuth state (000 §4): the e-mailed code, Confirm and Resend code. */
export function ConfirmCodeForm({ email, code, onCodeChange, pending, error, notice, onConfirm, onResend }: ConfirmCodeFormProps): ReactElement {
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <section aria-labelledby="signup-confirm-heading">
      <Typography.Title level={2} id="signup-confirm-heading" style={{ fontSize: 20, marginTop: 0 }}>
        {SIGNUP_TEXTS.checkEmailHeading}
      </Typography.Title>
      <Typography.Paragraph>{confirmationCodeSent(email)}</Typography.Paragraph>
      <form onSubmit={submit} noValidate aria-labelledby="signup-confirm-heading">
        <label htmlFor="signup-code" style={{ display: 'block', marginBottom: 4, fontWeight: 500 }}>
          {SIGNUP_TEXTS.confirmationCodeLabel}
        </label>
        <Input
          id="signup-code"
          value={code}
          onChange={(e) => onCodeChange(e.target.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          style={{ marginBottom: 16 }}
        />
        <Flex gap={12} align="center" wrap>
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

import { useState, type FormEvent, type ReactElement } from 'react';
import { Link } from '@portal/shared-ui/router';
import { ROUTES, AUTH_LABELS, AUTH_MESSAGES, SIGNUP_FIELD_LABELS, RESET_TEXTS, resetCodeSent } from '@portal/shared-contracts/core';
import { Button, Typography, createStyles, useBus, useMountProps } from '@portal/shared-ui';
import { FormMessage } from '../../../components/FormMessage';
import { TextField } from '../../../components/TextField';
import { useAccountStyles } from '../../../styles';
import { PasswordField } from '../PasswordField';
import { resetErrorText } from './resetErrors';

export interface PasswordResetProps {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  /** Called once the new password is set, with the account's e-mail. */
  readonly onDone: (email: string) => void;
}

type Step = 'request' | 'confirm';

const useStyles = createStyles('account-password-reset', (token) => ({
  backToLogin: { display: 'inline-block', marginTop: token.marginXS },
}));

/**
 * Password reset inside the login page, two steps (000 §2): e-mail and Send Code, then
 * code, new password and confirmation and Reset Password. "Back to Login" is a link to /.
 */
export function PasswordReset({ email, onEmailChange, onDone }: PasswordResetProps): ReactElement {
  const { session } = useMountProps();
  const bus = useBus();
  const [step, setStep] = useState<Step>('request');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const classes = useStyles();
  const shared = useAccountStyles();
  const edited = (set: (v: string) => void) => (value: string) => {
    set(value);
    setError(null);
  };

  const sendCode = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError(AUTH_MESSAGES.fieldsCannotBeEmpty);
    setBusy(true);
    try {
      await session.requestPasswordReset(address);
      onEmailChange(address);
      setError(null);
      setStep('confirm');
    } catch (failure) {
      setError(resetErrorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const resetPassword = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!code.trim() || !password || !confirmation) return setError(AUTH_MESSAGES.fieldsCannotBeEmpty);
    if (password !== confirmation) return setError(RESET_TEXTS.passwordsDoNotMatch);
    setBusy(true);
    try {
      await session.confirmPasswordReset(email.trim(), code.trim(), password);
      bus.publish('analytics/tracked', { name: AUTH_MESSAGES.passwordResetSuccessfulEvent });
      onDone(email.trim());
    } catch (failure) {
      setError(resetErrorText(failure));
      setBusy(false);
    }
  };

  const backToLogin = (
    <Link to={ROUTES.login} className={classes.backToLogin}>
      {AUTH_LABELS.backToLogin}
    </Link>
  );

  return (
    <section aria-labelledby="reset-heading">
      <Typography.Title level={2} id="reset-heading" className={shared.cardHeading}>
        {RESET_TEXTS.heading}
      </Typography.Title>
      {step === 'request' ? (
        <form onSubmit={(e) => void sendCode(e)} noValidate aria-labelledby="reset-heading">
          <Typography.Paragraph>{RESET_TEXTS.requestIntro}</Typography.Paragraph>
          <TextField id="reset-email" label={SIGNUP_FIELD_LABELS.email} type="email" autoComplete="email" value={email} onChange={edited(onEmailChange)} autoFocus />
          <Button type="primary" htmlType="submit" loading={busy} block>
            {AUTH_LABELS.sendCode}
          </Button>
          <FormMessage text={error} />
          {backToLogin}
        </form>
      ) : (
        <form onSubmit={(e) => void resetPassword(e)} noValidate aria-labelledby="reset-heading">
          <Typography.Paragraph role="status">{resetCodeSent(email.trim())}</Typography.Paragraph>
          <TextField id="reset-code" label={AUTH_LABELS.resetCode} autoComplete="one-time-code" inputMode="numeric" value={code} onChange={edited(setCode)} autoFocus />
          <PasswordField
            id="reset-password"
            label={AUTH_LABELS.newPassword}
            autoComplete="new-password"
            showRule
            value={password}
            onChange={edited(setPassword)}
          />
          <PasswordField
            id="reset-confirmation"
            label={AUTH_LABELS.confirmPassword}
            autoComplete="new-password"
            value={confirmation}
            onChange={edited(setConfirmation)}
          />
          <Button type="primary" htmlType="submit" loading={busy} block>
            {AUTH_LABELS.resetPassword}
          </Button>
          <FormMessage text={error} />
          {backToLogin}
        </form>
      )}
    </section>
  );
}

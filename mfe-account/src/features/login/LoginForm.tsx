import { useState, type FormEvent, type ReactElement } from 'react';
import { Link } from '@portal/shared-ui/router';
import { ROUTES, AUTH_LABELS, AUTH_MESSAGES, SIGNUP_FIELD_LABELS, LOGIN_TEXTS } from '@portal/shared-contracts/core';
import { Button, Typography, createStyles, useMountProps, useSessionSnapshot, overAntd } from '@portal/shared-ui';
import { FormMessage } from '../../components/FormMessage';
import { TextField } from '../../components/TextField';
import { LOGIN_VIEW_PARAM } from '../../loginLocation';
import { useAccountStyles } from '../../styles';
import { PasswordField } from './PasswordField';

const useStyles = createStyles('account-login-form', (token) => ({
  notAMember: overAntd({ marginTop: token.margin, marginBottom: token.marginXXS }),
}));

export interface LoginFormProps {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
}

/**
 * E-mail, password and Sign in (000 §2, §5). Both fields must be non-empty, else
 * "*Fields cannot be empty"; editing a field clears the message. A failed sign-in shows
 * the host's user-facing text (also the snapshot's stored `error`) under the button. On
 * success the host's guard moves the user to /welcome; this form does not navigate.
 */
export function LoginForm({ email, onEmailChange }: LoginFormProps): ReactElement {
  const { session } = useMountProps();
  const { error: storedError } = useSessionSnapshot();
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  // The stored error stays shown until the user edits a field (then it is "cleared").
  const [dismissedError, setDismissedError] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const classes = useStyles();
  const shared = useAccountStyles();

  const edited = (set: (value: string) => void) => (value: string) => {
    set(value);
    setMessage(null);
    setDismissedError(storedError);
  };

  const signIn = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!email.trim() || !password) return setMessage(AUTH_MESSAGES.fieldsCannotBeEmpty);
    setMessage(null);
    setSigningIn(true);
    try {
      await session.signIn(email.trim(), password);
    } catch (failure) {
      setMessage(failure instanceof Error && failure.message ? failure.message : AUTH_MESSAGES.unexpectedError);
    } finally {
      setSigningIn(false);
    }
  };

  const shown = message ?? (storedError && storedError !== dismissedError ? storedError : null);
  return (
    <form onSubmit={(e) => void signIn(e)} noValidate aria-label={AUTH_LABELS.signIn}>
      <TextField id="login-email" label={SIGNUP_FIELD_LABELS.email} type="email" autoComplete="username" value={email} onChange={edited(onEmailChange)} />
      <PasswordField
        id="login-password"
        label={SIGNUP_FIELD_LABELS.password}
        autoComplete="current-password"
        showRule
        value={password}
        onChange={edited(setPassword)}
      />
      <Button type="primary" htmlType="submit" loading={signingIn} block size="large">
        {AUTH_LABELS.signIn}
      </Button>
      <FormMessage text={shown} />
      <Link to={{ search: `?${LOGIN_VIEW_PARAM}=reset` }}>{AUTH_LABELS.forgotPassword}</Link>
      <Typography.Paragraph className={classes.notAMember}>
        {LOGIN_TEXTS.notAMember} <Link to={ROUTES.contactForm}>{LOGIN_TEXTS.contactUs}</Link>
      </Typography.Paragraph>
      <Typography.Paragraph className={shared.flush}>
        {LOGIN_TEXTS.noAccount} <Link to={ROUTES.createUser}>{LOGIN_TEXTS.signUp}</Link>
      </Typography.Paragraph>
    </form>
  );
}

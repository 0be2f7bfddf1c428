import { useState, type ReactElement } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@portal/shared-ui/router';
import { HEADINGS, ROUTES, LOGIN_TEXTS } from '@portal/shared-contracts/core';
import { Flex, PageHeader, Panel, Typography, createStyles } from '@portal/shared-ui';
import { FormMessage } from '../../components/FormMessage';
import { routeTitle } from '../../routeTitle';
import { useAccountStyles } from '../../styles';
import { PasswordReset } from './password-reset/PasswordReset';
import { LoginForm } from './LoginForm';
import { LOGIN_VIEW_PARAM, readLoginState, type LoginLocationState, type LoginNotice } from '../../loginLocation';

const NOTICES: Record<LoginNotice, string> = {
  passwordReset: LOGIN_TEXTS.passwordResetDone,
  accountConfirmed: LOGIN_TEXTS.accountConfirmed,
};

const useStyles = createStyles('account-login-page', (token) => ({
  page: { maxWidth: 960, gap: token.marginXL },
  form: { flex: '1 1 340px', maxWidth: 440 },
  figure: { flex: '1 1 280px', margin: 0, alignSelf: 'center' },
  quote: { margin: 0, fontSize: token.fontSizeHeading3, lineHeight: 1.4, fontStyle: 'italic' },
  quoteText: { fontSize: 'inherit' },
  caption: { marginTop: token.marginSM },
}));

/**
 * / (000 §2): "Welcome back.", the login form or the password reset (`/?view=reset`),
 * and a quote. Only light components: this page is the cold path of the portal.
 */
export default function LoginPage(): ReactElement {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = readLoginState(location.state);
  const [email, setEmail] = useState(state.email ?? '');
  const resetting = params.get(LOGIN_VIEW_PARAM) === 'reset';
  const classes = useStyles();
  const shared = useAccountStyles();

  const onResetDone = (address: string): void => {
    const next: LoginLocationState = { notice: 'passwordReset', email: address };
    navigate(ROUTES.login, { state: next });
  };

  return (
    <Flex wrap align="flex-start" className={`${shared.page} ${classes.page}`}>
      <div className={classes.form}>
        <PageHeader title={routeTitle(ROUTES.login)} heading={HEADINGS.welcomeBack} />
        <Panel>
          {!resetting && state.notice ? <FormMessage kind="success" text={NOTICES[state.notice]} /> : null}
          {resetting ? (
            <PasswordReset email={email} onEmailChange={setEmail} onDone={onResetDone} />
          ) : (
            <LoginForm email={email} onEmailChange={setEmail} />
          )}
        </Panel>
      </div>
      <figure className={classes.figure}>
        <blockquote className={classes.quote}>
          <Typography.Text className={classes.quoteText}>&ldquo;{LOGIN_TEXTS.quote}&rdquo;</Typography.Text>
        </blockquote>
        <figcaption className={classes.caption}>
          <Typography.Text type="secondary">&mdash; {LOGIN_TEXTS.quoteAuthor}</Typography.Text>
        </figcaption>
      </figure>
    </Flex>
  );
}

import { useEffect, useReducer, useState, type ReactElement } from 'react';
import { useNavigate, useSearchParams } from '@portal/shared-ui/router';
import { LABELS, ROUTES, requiredField, type SignUpField, SIGNUP_TEXTS, confirmationCodeResent } from '@portal/shared-contracts/core';
import { Flex, PageHeader, Panel, Typography, createStyles, useBus, useHttpClient, useMountProps, overAntd } from '@portal/shared-ui';
import { routeTitle } from '../../routeTitle';
import type { LoginLocationState } from '../../loginLocation';
import { useAccountStyles } from '../../styles';
import { ConfirmCodeForm } from './components/ConfirmCodeForm';
import { OutcomePanel } from './components/OutcomePanel';
import { PlanLine } from './components/PlanLine';
import { SignUpForm } from './components/SignUpForm';
import { confirmationErrorText, creationErrorText } from './signUpErrors';
import { initialSignUpState, signUpEvents as e, signUpReducer } from './signUpState';
import { useProjectCodeAvailability } from './useProjectCodeAvailability';
import { useSignUpChoices } from './useSignUpChoices';
import { useSignUpPlan } from './useSignUpPlan';
import { EMPTY_SIGN_UP_VALUES, normaliseSignUpValues, toSignUpInput, validateSignUp } from './validation';

const useStyles = createStyles('account-sign-up-page', (token) => ({
  page: { maxWidth: 640 },
  creating: overAntd({ marginTop: token.marginXS, marginBottom: 0 }),
}));

/**
 * /create_user?product= (000 §2, §4, §5): the sign-up form on the plan of `product`
 * (default Starter), then the e-mailed code, then login. Typed values live here so Try
 * Again and the return button bring the form back filled in (less the password).
 */
export default function SignUpPage(): ReactElement {
  const { session, config } = useMountProps();
  const bus = useBus();
  const http = useHttpClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const plan = useSignUpPlan(params.get('product'), http);
  const choices = useSignUpChoices();
  const [values, setValues] = useState(EMPTY_SIGN_UP_VALUES);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [checking, setChecking] = useState(false);
  const [code, setCode] = useState('');
  const [state, dispatch] = useReducer(signUpReducer, initialSignUpState);
  const projectCode = useProjectCodeAvailability(values.projectCode, http);
  const classes = useStyles();
  const shared = useAccountStyles();

  useEffect(() => {
    if (state.phase !== 'done') return;
    const next: LoginLocationState = { notice: 'accountConfirmed', email: state.email };
    navigate(ROUTES.login, { replace: true, state: next });
  }, [state.phase, state.email, navigate]);

  const change = (field: SignUpField, value: string): void =>
    setValues((v) => ({ ...v, [field]: field === 'projectCode' ? value.toLowerCase() : value }));

  const submit = async (): Promise<void> => {
    if (!termsAccepted || checking || state.phase !== 'form') return;
    const typed = normaliseSignUpValues(values);
    setChecking(true);
    const availability = await projectCode.ensure();
    setChecking(false);
    const priceId = plan.status === 'ready' ? (plan.plan?.trialPriceId ?? null) : null;
    const errors = validateSignUp(typed, availability, priceId);
    if (errors.length > 0 || !priceId) {
      bus.publish('toast/requested', { kind: 'error', message: errors.join('\n') });
      return;
    }
    dispatch(e.submitted({ email: typed.email }));
    try {
      dispatch(e.outcomeReceived({ outcome: await session.signUp(toSignUpInput(typed, priceId)) }));
    } catch (error) {
      dispatch(e.creationFailed({ message: creationErrorText(error) }));
    }
  };

  const confirm = async (): Promise<void> => {
    if (state.pending) return;
    if (!code.trim()) return void dispatch(e.confirmationFailed({ message: requiredField(SIGNUP_TEXTS.confirmationCodeLabel) }));
    dispatch(e.codeSubmitted());
    try {
      await session.confirmSignUp(state.email, code.trim());
      dispatch(e.confirmed());
    } catch (error) {
      dispatch(e.confirmationFailed({ message: confirmationErrorText(error) }));
    }
  };

  const resend = async (): Promise<void> => {
    if (state.pending) return;
    dispatch(e.resendRequested());
    try {
      await session.resendSignUpCode(state.email);
      dispatch(e.codeResent({ notice: confirmationCodeResent(state.email) }));
    } catch {
      dispatch(e.resendFailed({ message: SIGNUP_TEXTS.resendFailed }));
    }
  };

  const reset = (): void => {
    setValues((v) => ({ ...v, password: '' }));
    setCode('');
    dispatch(e.resetRequested());
  };
  const toLogin = (): void => {
    const next: LoginLocationState = { email: state.email };
    navigate(ROUTES.login, { state: next });
  };

  const busy = checking || state.phase === 'creating';
  return (
    <div className={`${shared.page} ${classes.page}`}>
      <Flex justify="space-between" align="baseline" gap="middle">
        <PageHeader title={routeTitle(ROUTES.createUser)} />
        <Typography.Link href={config.marketingUrl}>{LABELS.cancel}</Typography.Link>
      </Flex>
      <Typography.Paragraph>{SIGNUP_TEXTS.intro}</Typography.Paragraph>
      <PlanLine plan={plan} />
      <Panel>
        {state.phase === 'form' || state.phase === 'creating' ? (
          <SignUpForm
            values={values}
            onChange={change}
            choices={choices}
            projectCodeTaken={projectCode.availability === 'taken'}
            termsAccepted={termsAccepted}
            onTermsChange={setTermsAccepted}
            busy={busy}
            error={state.error}
            onSubmit={() => void submit()}
          />
        ) : null}
        {state.phase === 'creating' ? (
          <Typography.Paragraph role="status" className={classes.creating}>
            {SIGNUP_TEXTS.creating}
          </Typography.Paragraph>
        ) : null}
        {state.phase === 'awaitingAuth' || state.phase === 'done' ? (
          <ConfirmCodeForm
            email={state.email}
            code={code}
            onCodeChange={setCode}
            pending={state.phase === 'done' ? 'confirm' : state.pending}
            error={state.error}
            notice={state.notice}
            onConfirm={() => void confirm()}
            onResend={() => void resend()}
          />
        ) : null}
        {state.phase === 'failed' || state.phase === 'usernameExists' || state.phase === 'reSendCode' ? (
          <OutcomePanel phase={state.phase} onReset={reset} onLogin={toLogin} />
        ) : null}
      </Panel>
    </div>
  );
}

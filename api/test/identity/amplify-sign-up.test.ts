import {
  confirmResetPassword,
  confirmSignUp,
  fetchUserAttributes,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { DEMO_PASSWORD } from '../../src/seed';
import { configureAmplify, errorName } from './amplify-client';
import { startIdentityApp, type IdentityHarness } from './harness';

const PASSWORD = 'Sunrise!2026';
const HOUR = 3600_000;

const register = (email: string, password = PASSWORD) =>
  signUp({
    username: email,
    password,
    options: { userAttributes: { email, given_name: 'Nia', family_name: 'Okafor', 'custom:country': 'New Zealand' } },
  });

describe('aws-amplify v6 against the local user pool: sign-up and password reset', () => {
  let h: IdentityHarness;

  beforeAll(async () => {
    h = await startIdentityApp();
    configureAmplify(h);
  });
  afterAll(async () => {
    await h.close();
  });

  it('signs up, mails a code, confirms, then signs in', async () => {
    const email = 'nia@example.test';
    const result = await register(email);
    expect(result).toMatchObject({
      isSignUpComplete: false,
      userId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      nextStep: {
        signUpStep: 'CONFIRM_SIGN_UP',
        codeDeliveryDetails: { deliveryMedium: 'EMAIL', attributeName: 'email', destination: 'n***@e***' },
      },
    });
    const [mail] = await h.mailbox(email);
    expect(mail).toMatchObject({ to: email, subject: 'Your verification code', code: expect.stringMatching(/^\d{6}$/) });
    expect(mail?.text).toContain(mail?.code);

    // Unconfirmed: amplify turns UserNotConfirmedException into a CONFIRM_SIGN_UP step.
    expect(await signIn({ username: email, password: PASSWORD })).toEqual({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_UP' },
    });
    expect(await h.passwordAuth(email, PASSWORD)).toEqual({
      status: 400,
      errorType: 'UserNotConfirmedException',
      body: { __type: 'UserNotConfirmedException', message: 'User is not confirmed.' },
    });

    const code = String(mail?.code);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await errorName(confirmSignUp({ username: email, confirmationCode: wrong }))).toBe('CodeMismatchException');
    expect(await confirmSignUp({ username: email, confirmationCode: code })).toMatchObject({
      isSignUpComplete: true,
      nextStep: { signUpStep: 'DONE' },
    });
    expect(await errorName(confirmSignUp({ username: email, confirmationCode: code }))).toBe('NotAuthorizedException');

    expect((await signIn({ username: email, password: PASSWORD })).isSignedIn).toBe(true);
    expect(await fetchUserAttributes()).toMatchObject({
      email,
      email_verified: 'true',
      given_name: 'Nia',
      'custom:country': 'New Zealand',
    });
    await signOut();
  });

  it('refuses a second sign-up for the same e-mail and a weak password', async () => {
    expect(await errorName(register('PRO@demo.test'))).toBe('UsernameExistsException');
    expect(await errorName(register('weak@example.test', 'password'))).toBe('InvalidPasswordException');
    expect(await errorName(register('nosymbol@example.test', 'Password123'))).toBe('InvalidPasswordException');
    expect(await errorName(register('short@example.test', 'Ab1!'))).toBe('InvalidPasswordException');
    expect(await errorName(register('not-an-email'))).toBe('InvalidParameterException');
  });

  it('resendSignUpCode replaces the code; the old one stops working', async () => {
    const email = 'resend@example.test';
    await register(email);
    const first = await h.latestCode(email);
    const resent = await resendSignUpCode({ username: email });
    expect(resent).toMatchObject({ destination: 'r***@e***', deliveryMedium: 'EMAIL' });
    const second = await h.latestCode(email);
    expect(await h.mailbox(email)).toHaveLength(2);
    if (first !== second) {
      expect(await errorName(confirmSignUp({ username: email, confirmationCode: first }))).toBe('CodeMismatchException');
    }
    await confirmSignUp({ username: email, confirmationCode: second });
    expect(await errorName(resendSignUpCode({ username: email }))).toBe('InvalidParameterException');
  });

  it('expires sign-up codes after 24 hours', async () => {
    const email = 'late@example.test';
    await register(email);
    const code = await h.latestCode(email);
    h.clock.advance(24 * HOUR + 1000);
    expect(await errorName(confirmSignUp({ username: email, confirmationCode: code }))).toBe('ExpiredCodeException');
  });

  it('locks a code after five wrong guesses (LimitExceededException)', async () => {
    const email = 'guesser@example.test';
    await register(email);
    const code = await h.latestCode(email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) {
      expect(await errorName(confirmSignUp({ username: email, confirmationCode: wrong }))).toBe('CodeMismatchException');
    }
    expect(await errorName(confirmSignUp({ username: email, confirmationCode: code }))).toBe('LimitExceededException');
    await resendSignUpCode({ username: email });
    await confirmSignUp({ username: email, confirmationCode: await h.latestCode(email) });
  });

  it('resets a forgotten password with the mailed code', async () => {
    const email = 'starter@demo.test';
    const reset = await resetPassword({ username: email });
    expect(reset.nextStep).toMatchObject({
      resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 's***@d***' },
    });
    const code = await h.latestCode(email);
    expect((await h.mailbox(email))[0]?.subject).toBe('Your password reset code');
    expect(await errorName(confirmResetPassword({ username: email, confirmationCode: code, newPassword: 'weakpass' }))).toBe('InvalidPasswordException');
    await confirmResetPassword({ username: email, confirmationCode: code, newPassword: 'Reset!2026x' });
    // Single use.
    expect(await errorName(confirmResetPassword({ username: email, confirmationCode: code, newPassword: 'Again!2026x' }))).toBe('ExpiredCodeException');

    expect(await errorName(signIn({ username: email, password: DEMO_PASSWORD }))).toBe('NotAuthorizedException');
    expect((await signIn({ username: email, password: 'Reset!2026x' })).isSignedIn).toBe(true);
    await signOut();
  });

  it('expires reset codes after one hour, and answers an unknown user as if a code went out', async () => {
    const email = 'beginner@demo.test';
    await resetPassword({ username: email });
    const code = await h.latestCode(email);
    h.clock.advance(HOUR + 1000);
    expect(await errorName(confirmResetPassword({ username: email, confirmationCode: code, newPassword: 'Later!2026' }))).toBe('ExpiredCodeException');
    const unknown = await resetPassword({ username: 'nobody@example.test' });
    expect(unknown.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
    expect(await h.mailbox('nobody@example.test')).toEqual([]);
  });

  it('lists the mailbox newest first and renders it as an escaped HTML page', async () => {
    const email = 'nia@example.test';
    await resetPassword({ username: email });
    const messages = await h.mailbox(email);
    expect(messages.map((m) => m.subject)).toEqual(['Your password reset code', 'Your verification code']);
    expect(messages.every((m) => m.to === email && /^\d{6}$/.test(m.code ?? ''))).toBe(true);

    const page = await fetch(`${h.baseUrl}/_local/mailbox/view?to=${encodeURIComponent('<b>' + email)}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("style-src 'unsafe-inline'");
    const html = await page.text();
    expect(html).toContain('&lt;b&gt;');
    expect(html).not.toContain('<b>');

    const all = await (await fetch(`${h.baseUrl}/_local/mailbox/view`)).text();
    expect(all).toContain(messages[0]?.code);
    expect((await fetch(`${h.baseUrl}/_local/mailbox`)).status).toBe(400);
  });
});

import { signIn } from 'aws-amplify/auth';
import { DEMO_PASSWORD } from '../../src/seed';
import { configureAmplify, errorName } from './amplify-client';
import { startIdentityApp, type IdentityHarness } from './harness';
import { srpClient } from './srp-client';

const KNOWN = 'starter@demo.test';
const UNKNOWN = 'nobody-here@example.test';

/** Runs `body` with PREVENT_USER_EXISTENCE_ERRORS set for the app it starts. */
async function withSetting<T>(value: string | undefined, body: () => Promise<T>): Promise<T> {
  const saved = process.env['PREVENT_USER_EXISTENCE_ERRORS'];
  if (value === undefined) delete process.env['PREVENT_USER_EXISTENCE_ERRORS'];
  else process.env['PREVENT_USER_EXISTENCE_ERRORS'] = value;
  try {
    return await body();
  } finally {
    if (saved === undefined) delete process.env['PREVENT_USER_EXISTENCE_ERRORS'];
    else process.env['PREVENT_USER_EXISTENCE_ERRORS'] = saved;
  }
}

describe('PreventUserExistenceErrors (default): an unknown name is answered as a known one', () => {
  let h: IdentityHarness;
  const poolName = (): string => h.poolId.split('_')[1] ?? '';
  const srpStart = (username: string) =>
    h.call('InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', ClientId: h.clientId, AuthParameters: { USERNAME: username, SRP_A: srpClient(poolName()).A.toString(16) } });

  beforeAll(async () => {
    h = await withSetting(undefined, () => startIdentityApp());
    configureAmplify(h);
  });
  afterAll(() => h.close());

  it('sign-in with a password: the same answer for an unknown name and a wrong password', async () => {
    const unknown = await h.passwordAuth(UNKNOWN, 'Wrong!2345');
    expect(unknown).toEqual(await h.passwordAuth(KNOWN, 'Wrong!2345'));
    expect(unknown).toEqual({ status: 400, errorType: 'NotAuthorizedException', body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' } });
  });

  it('SRP: an unknown name gets a challenge of the same shape, the same salt each time, and fails at the proof', async () => {
    const [known, unknown, again] = [await srpStart(KNOWN), await srpStart(UNKNOWN), await srpStart(UNKNOWN)];
    expect(unknown.status).toBe(200);
    expect(Object.keys(unknown.body['ChallengeParameters'] as object).sort()).toEqual(Object.keys(known.body['ChallengeParameters'] as object).sort());
    const params = (r: typeof unknown) => r.body['ChallengeParameters'] as Record<string, string>;
    expect(params(unknown)['SALT']).toBe(params(again)['SALT']);
    expect(params(unknown)['USER_ID_FOR_SRP']).toMatch(/^[0-9a-f-]{36}$/);
    expect(params(unknown)['SRP_B']).not.toBe(params(again)['SRP_B']);
    // Through aws-amplify, end to end: the wrong-password answer.
    expect(await errorName(signIn({ username: UNKNOWN, password: DEMO_PASSWORD }))).toBe('NotAuthorizedException');
  });

  it('password reset and resend answer as if a code went out, and send nothing', async () => {
    const forgot = await h.call('ForgotPassword', { ClientId: h.clientId, Username: UNKNOWN });
    expect(forgot).toMatchObject({ status: 200, body: { CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', AttributeName: 'email', Destination: 'n***@e***' } } });
    const resend = await h.call('ResendConfirmationCode', { ClientId: h.clientId, Username: UNKNOWN });
    expect(resend.status).toBe(200);
    expect(await h.mailbox(UNKNOWN)).toEqual([]);
  });

  it('confirmations refuse an unknown name as a wrong code; SignUp still says an e-mail exists', async () => {
    const confirmSignUp = await h.call('ConfirmSignUp', { ClientId: h.clientId, Username: UNKNOWN, ConfirmationCode: '123456' });
    expect(confirmSignUp.errorType).toBe('CodeMismatchException');
    const confirmReset = await h.call('ConfirmForgotPassword', { ClientId: h.clientId, Username: UNKNOWN, ConfirmationCode: '123456', Password: 'Sunrise!2026' });
    expect(confirmReset.errorType).toBe('CodeMismatchException');
    const signUp = await h.call('SignUp', { ClientId: h.clientId, Username: KNOWN, Password: 'Sunrise!2026' });
    expect(signUp.errorType).toBe('UsernameExistsException');
  });
});

describe('PREVENT_USER_EXISTENCE_ERRORS=disabled: the distinct answers', () => {
  it('says UserNotFoundException for an unknown name', async () => {
    const h = await withSetting('disabled', () => startIdentityApp());
    try {
      expect((await h.passwordAuth(UNKNOWN, 'Wrong!2345')).errorType).toBe('UserNotFoundException');
      expect((await h.call('ForgotPassword', { ClientId: h.clientId, Username: UNKNOWN })).errorType).toBe('UserNotFoundException');
      expect((await h.passwordAuth(KNOWN, 'Wrong!2345')).errorType).toBe('NotAuthorizedException');
    } finally {
      await h.close();
    }
  });
});

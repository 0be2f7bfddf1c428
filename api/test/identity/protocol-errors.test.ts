import { signIn } from 'aws-amplify/auth';
import { N_HEX } from '../../src/plugins/app/identity/srp/srp-math';
import { DEMO_PASSWORD } from '../../src/seed';
import { configureAmplify, errorName } from './amplify-client';
import { startIdentityApp, type IdentityHarness } from './harness';
import { srpClient } from './srp-client';

const MINUTE = 60_000;
const ADMIN = 'admin@demo.test';

describe('Cognito protocol errors, replay protection and throttling', () => {
  let h: IdentityHarness;
  const poolName = (): string => h.poolId.split('_')[1] ?? '';

  /** InitiateAuth USER_SRP_AUTH for `username`; returns the challenge parameters. */
  const startSrp = async (username: string, client = srpClient(poolName())) => {
    const res = await h.call('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: h.clientId,
      AuthParameters: { USERNAME: username, SRP_A: client.A.toString(16) },
    });
    return { client, res, params: res.body['ChallengeParameters'] as Record<string, string> };
  };
  const answer = (responses: Record<string, string>) =>
    h.call('RespondToAuthChallenge', { ChallengeName: 'PASSWORD_VERIFIER', ClientId: h.clientId, ChallengeResponses: responses });

  beforeAll(async () => {
    h = await startIdentityApp();
    configureAmplify(h);
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers with Cognito error names in the header and the body', async () => {
    expect(await h.passwordAuth(ADMIN, 'Wrong!2345')).toEqual({
      status: 400,
      errorType: 'NotAuthorizedException',
      body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    });
    expect(await errorName(signIn({ username: ADMIN, password: 'Wrong!2345' }))).toBe('NotAuthorizedException');
    // PreventUserExistenceErrors (the default): an unknown name fails as a wrong password does.
    expect(await errorName(signIn({ username: 'ghost@example.test', password: DEMO_PASSWORD }))).toBe('NotAuthorizedException');

    const unknownClient = await h.call('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: 'other-client',
      AuthParameters: { USERNAME: ADMIN, SRP_A: 'ab' },
    });
    expect(unknownClient).toMatchObject({ status: 400, errorType: 'ResourceNotFoundException' });
    expect(await h.call('DeleteUser', {})).toMatchObject({ status: 400, errorType: 'UnknownOperationException' });
    expect(await h.call('SignUp', { ClientId: h.clientId })).toMatchObject({ status: 400, errorType: 'InvalidParameterException' });
    const customAuth = await h.call('InitiateAuth', { AuthFlow: 'CUSTOM_AUTH', ClientId: h.clientId });
    expect(customAuth).toMatchObject({ errorType: 'InvalidParameterException' });

    const badJson = await fetch(`${h.endpoint}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser' },
      body: '{not json',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ __type: 'InvalidParameterException' });
  });

  it('signs in over the raw protocol with an independent SRP client, once per challenge', async () => {
    const { client, params } = await startSrp(ADMIN);
    expect(params).toEqual({
      SALT: expect.stringMatching(/^[0-9a-f]+$/),
      SRP_B: expect.stringMatching(/^[0-9a-f]+$/),
      SECRET_BLOCK: expect.any(String),
      USER_ID_FOR_SRP: expect.stringMatching(/^[0-9a-f-]{36}$/),
      USERNAME: params['USER_ID_FOR_SRP'],
    });
    const responses = client.respond(params, DEMO_PASSWORD);
    const ok = await answer(responses);
    expect(ok.status).toBe(200);
    expect(ok.body['AuthenticationResult']).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600, RefreshToken: expect.any(String) });
    // The same answer again is a replay.
    expect(await answer(responses)).toMatchObject({ errorType: 'NotAuthorizedException' });
  });

  it('refuses a tampered or expired SECRET_BLOCK and a zero SRP_A', async () => {
    const { client, params } = await startSrp(ADMIN);
    const block = Buffer.from(String(params['SECRET_BLOCK']), 'base64');
    block[block.length - 1] = (block[block.length - 1] ?? 0) ^ 1;
    const tampered = client.respond({ ...params, SECRET_BLOCK: block.toString('base64') }, DEMO_PASSWORD);
    expect(await answer(tampered)).toMatchObject({ errorType: 'NotAuthorizedException' });

    const late = await startSrp(ADMIN);
    h.clock.advance(6 * MINUTE);
    expect((await answer(late.client.respond(late.params, DEMO_PASSWORD))).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });

    // A = 0 or any multiple of N would force S = 0 and sign in without the password.
    for (const A of ['0', N_HEX, (2n * BigInt(`0x${N_HEX}`)).toString(16)]) {
      const res = await h.call('InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: h.clientId,
        AuthParameters: { USERNAME: ADMIN, SRP_A: A },
      });
      expect(res).toMatchObject({ status: 400, errorType: 'InvalidParameterException' });
    }
  });

  it('locks a user out after five failures in 15 minutes, even with the right password', async () => {
    const user = 'starter@demo.test';
    for (let i = 0; i < 5; i += 1) {
      expect(await errorName(signIn({ username: user, password: `Wrong!${i}xyz` }))).toBe('NotAuthorizedException');
    }
    const locked = await h.passwordAuth(user, DEMO_PASSWORD);
    expect(locked.body).toEqual({ __type: 'NotAuthorizedException', message: 'Password attempts exceeded' });
    const srp = await startSrp(user);
    expect(srp.res.body).toEqual({ __type: 'NotAuthorizedException', message: 'Password attempts exceeded' });

    h.clock.advance(15 * MINUTE + 1000);
    const { client, params } = await startSrp(user);
    expect((await answer(client.respond(params, DEMO_PASSWORD))).status).toBe(200);
  });

  it('refuses an address after twenty failures (TooManyFailedAttemptsException)', async () => {
    h.clock.advance(15 * MINUTE + 1000);
    for (let i = 0; i < 20; i += 1) {
      const res = await h.passwordAuth(`ghost${i}@example.test`, 'Wrong!2345');
      expect(res.errorType).toBe('NotAuthorizedException');
    }
    expect(await errorName(signIn({ username: ADMIN, password: DEMO_PASSWORD }))).toBe('TooManyFailedAttemptsException');
    h.clock.advance(15 * MINUTE + 1000);
    expect((await signIn({ username: ADMIN, password: DEMO_PASSWORD })).isSignedIn).toBe(true);
  });
});

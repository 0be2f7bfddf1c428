import {
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  signIn,
  signOut,
  updatePassword,
  updateUserAttributes,
} from 'aws-amplify/auth';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { DEMO_PASSWORD } from '../../src/seed';
import { configureAmplify, currentTokens, errorName, type MemoryStorage } from './amplify-client';
import { startIdentityApp, type IdentityHarness } from './harness';

const PRO = 'pro@demo.test';
const claims = (token: string): Record<string, unknown> => ({ ...decodeJwt(token) });

describe('aws-amplify v6 against the local user pool: sign-in and session', () => {
  let h: IdentityHarness;
  let storage: MemoryStorage;

  beforeAll(async () => {
    h = await startIdentityApp();
    storage = configureAmplify(h);
  });
  afterAll(async () => {
    await h.close();
  });
  afterEach(async () => {
    await signOut();
  });

  it('signs in with SRP and issues Cognito-shaped RS256 tokens', async () => {
    const result = await signIn({ username: PRO, password: DEMO_PASSWORD });
    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });

    const { idToken, accessToken } = await currentTokens();
    const user = await getCurrentUser();
    const id = claims(idToken);
    const access = claims(accessToken);
    const issuer = `${h.app.identityPool.config.issuer}`;
    expect(decodeProtectedHeader(idToken)).toEqual({ alg: 'RS256', kid: expect.any(String) });
    expect(id).toMatchObject({
      sub: user.userId,
      aud: h.clientId,
      iss: issuer,
      token_use: 'id',
      'cognito:username': user.username,
      email: PRO,
      email_verified: true,
      given_name: 'Priya',
      family_name: 'Patel',
      'custom:country': 'Australia',
      'custom:notification-pref': 'ALL',
    });
    expect(JSON.parse(String(id['custom:subscriptions']))).toEqual([{ name: 'Pro', id: expect.any(String), created: expect.any(Number) }]);
    expect(access).toMatchObject({
      sub: user.userId,
      client_id: h.clientId,
      iss: issuer,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      username: user.username,
      origin_jti: id['origin_jti'],
      auth_time: id['auth_time'],
    });
    expect(Number(access['exp']) - Number(access['iat'])).toBe(3600);
    expect(typeof access['jti']).toBe('string');
    expect(typeof access['event_id']).toBe('string');
  });

  it('signs in with USER_PASSWORD_AUTH against the same verifier', async () => {
    const result = await signIn({ username: PRO, password: DEMO_PASSWORD, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    expect(result.isSignedIn).toBe(true);
    expect(claims((await currentTokens()).idToken)['email']).toBe(PRO);
  });

  it('refreshes with the refresh token (forceRefresh) keeping the session identity', async () => {
    await signIn({ username: PRO, password: DEMO_PASSWORD });
    const before = await currentTokens();
    const after = await currentTokens(true);
    expect(after.idToken).not.toBe(before.idToken);
    const [b, a] = [claims(before.accessToken), claims(after.accessToken)];
    expect(a['jti']).not.toBe(b['jti']);
    expect(a['origin_jti']).toBe(b['origin_jti']);
    expect(a['auth_time']).toBe(b['auth_time']);
  });

  it('reads and updates user attributes; new values reach the id token on refresh', async () => {
    await signIn({ username: PRO, password: DEMO_PASSWORD });
    const attributes = await fetchUserAttributes();
    expect(attributes).toMatchObject({ email: PRO, email_verified: 'true', given_name: 'Priya', 'custom:industry': expect.any(String) });
    expect(attributes.sub).toBe((await getCurrentUser()).userId);

    const update = await updateUserAttributes({ userAttributes: { 'custom:notification-pref': 'BILLING', given_name: 'Pri' } });
    expect(update['custom:notification-pref']?.isUpdated).toBe(true);
    expect(await fetchUserAttributes()).toMatchObject({ 'custom:notification-pref': 'BILLING', given_name: 'Pri' });
    expect(claims((await currentTokens(true)).idToken)).toMatchObject({ given_name: 'Pri', 'custom:notification-pref': 'BILLING' });
  });

  it('refuses attributes a client may not write or that do not exist', async () => {
    await signIn({ username: PRO, password: DEMO_PASSWORD });
    const tier = JSON.stringify([{ name: 'Pro', id: 'x', created: 1 }]);
    expect(await errorName(updateUserAttributes({ userAttributes: { 'custom:subscriptions': tier } }))).toBe('NotAuthorizedException');
    expect(await errorName(updateUserAttributes({ userAttributes: { email: 'someone@else.test' } }))).toBe('NotAuthorizedException');
    expect(await errorName(updateUserAttributes({ userAttributes: { 'custom:nope': 'x' } }))).toBe('InvalidParameterException');
  });

  it('signOut() revokes the refresh token and the access tokens minted from it', async () => {
    await signIn({ username: PRO, password: DEMO_PASSWORD });
    const { accessToken } = await currentTokens();
    const kept = storage.snapshot();
    await signOut();
    expect((await h.call('GetUser', { AccessToken: accessToken })).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
    storage.restore(kept);
    // amplify answers a refused refresh by clearing the session, not by throwing.
    expect((await fetchAuthSession({ forceRefresh: true })).tokens).toBeUndefined();
  });

  it('signOut({ global: true }) ends every session; a new sign-in still works', async () => {
    await signIn({ username: PRO, password: DEMO_PASSWORD });
    const first = await currentTokens();
    const kept = storage.snapshot();
    await signOut({ global: true });

    storage.restore(kept);
    expect((await fetchAuthSession({ forceRefresh: true })).tokens).toBeUndefined();
    const getUser = await h.call('GetUser', { AccessToken: first.accessToken });
    expect(getUser).toMatchObject({ status: 400, errorType: 'NotAuthorizedException' });

    await signIn({ username: PRO, password: DEMO_PASSWORD });
    expect((await fetchUserAttributes()).email).toBe(PRO);
  });

  it('updatePassword changes the password for both sign-in flows', async () => {
    await signIn({ username: 'entry@demo.test', password: DEMO_PASSWORD });
    expect(await errorName(updatePassword({ oldPassword: 'Wrong!2345', newPassword: 'Another!234' }))).toBe('NotAuthorizedException');
    expect(await errorName(updatePassword({ oldPassword: DEMO_PASSWORD, newPassword: 'weak' }))).toBe('InvalidPasswordException');
    await updatePassword({ oldPassword: DEMO_PASSWORD, newPassword: 'Changed!2345' });
    await signOut();

    expect(await errorName(signIn({ username: 'entry@demo.test', password: DEMO_PASSWORD }))).toBe('NotAuthorizedException');
    expect((await signIn({ username: 'entry@demo.test', password: 'Changed!2345' })).isSignedIn).toBe(true);
    await signOut();
    const viaPassword = await signIn({ username: 'entry@demo.test', password: 'Changed!2345', options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    expect(viaPassword.isSignedIn).toBe(true);
  });
});

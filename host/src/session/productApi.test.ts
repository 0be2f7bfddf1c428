import { ApiError, NetworkError } from '@portal/shared-ui';
import type { SignUpInput } from '@portal/shared-contracts/core';
import { createProductApi } from './productApi';
import { jsonResponse, stubFetch } from './testing';

const API = 'http://api.test';

type Answer = { status: number; body?: unknown } | Error;

/** Answers every request with `answer`; the calls are on the mock. */
function installFetch(answer: Answer) {
  const fetch = stubFetch(async () => {
    if (answer instanceof Error) throw answer;
    return jsonResponse(answer.status, answer.body);
  });
  const sent = () => {
    const [url, init] = fetch.mock.calls[0] ?? [];
    return { url: String(url), method: init?.method, headers: (init?.headers ?? {}) as Record<string, string>, body: init?.body ? JSON.parse(String(init.body)) : undefined };
  };
  return { fetch, sent };
}

const api = createProductApi(API);
const errorBody = (code: string, message = 'x') => ({ error_code: code, error_message: message });

describe('productApi.currentUser', () => {
  it('reads id and role with the id token', async () => {
    const net = installFetch({ status: 200, body: { result: { id: 7, role: 'admin' } } });
    await expect(api.currentUser('id-1')).resolves.toEqual({ id: '7', role: 'admin' });
    expect(net.sent()).toMatchObject({ url: `${API}/proxy/v1/current-user`, method: 'GET', headers: { Authorization: 'Bearer id-1' } });
  });

  it('is null for a user the backend does not know (404)', async () => {
    installFetch({ status: 404, body: errorBody('USER_NOT_FOUND') });
    await expect(api.currentUser('id-1')).resolves.toBeNull();
  });

  it('rejects another failure, and an answer its schema refuses instead of guessing a role', async () => {
    installFetch({ status: 500, body: errorBody('INTERNAL_ERROR', 'Internal server error') });
    await expect(api.currentUser('id-1')).rejects.toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    installFetch({ status: 200, body: { result: { id: 7, role: 'owner' } } });
    await expect(api.currentUser('id-1')).rejects.toBeInstanceOf(ApiError);
    installFetch(new TypeError('Failed to fetch'));
    await expect(api.currentUser('id-1')).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('productApi writes', () => {
  it('registers the customer with username and password', async () => {
    const net = installFetch({ status: 201, body: { result: { id: 9 } } });
    await api.registerCustomer('id-1', 'new@demo.test', 'Demo!2345');
    expect(net.sent()).toMatchObject({ url: `${API}/register-customer`, method: 'POST', headers: { Authorization: 'Bearer id-1' } });
    expect(net.sent().body).toEqual({ username: 'new@demo.test', password: 'Demo!2345' });
  });

  it('stamps the last login with the access token in the body, as the api reads it', async () => {
    const net = installFetch({ status: 204 });
    await api.updateLastLoginDate('id-1', 'access-1');
    expect(net.sent()).toMatchObject({ url: `${API}/user/updateLastLoginDate`, method: 'PUT' });
    expect(net.sent().body).toEqual({ data: { access_token: 'access-1' } });
    expect(net.sent().headers).toEqual({ Authorization: 'Bearer id-1', 'Content-Type': 'application/json' });
  });

  it('saves the notification setting (204), and rejects with the api error otherwise', async () => {
    const net = installFetch({ status: 204 });
    await expect(api.saveNotificationSetting('id-1', 'BILLING')).resolves.toBeUndefined();
    expect(net.sent()).toMatchObject({ url: `${API}/preferences/notification`, method: 'PUT', body: { notificationSetting: 'BILLING' } });
    installFetch({ status: 400, body: errorBody('BAD', 'Bad setting') });
    await expect(api.saveNotificationSetting('id-1', 'NONE')).rejects.toMatchObject({ status: 400, code: 'BAD', message: 'Bad setting' });
  });
});

describe('productApi.signUp', () => {
  const input = { email: 'ann@acme.test', password: 'Str0ng!pass', projectCode: 'acme' } as SignUpInput;

  it('posts signed out, with the e-mail as username', async () => {
    const net = installFetch({ status: 201, body: { result: { userSub: 'u', codeDeliveryDestination: 'a***' } } });
    await expect(api.signUp(input)).resolves.toBe('awaitingAuth');
    expect(net.sent()).toMatchObject({ url: `${API}/v1/sign-up`, method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(net.sent().headers.Authorization).toBeUndefined();
    expect(net.sent().body).toEqual({ ...input, username: input.email });
  });

  it.each([
    ['USERNAME_EXISTS', 'usernameExists'],
    ['USER_NOT_CONFIRMED', 'reSendCode'],
  ])('reads %s as %s', async (code, outcome) => {
    installFetch({ status: 409, body: errorBody(code) });
    await expect(api.signUp(input)).resolves.toBe(outcome);
  });

  it('rejects any other refusal with its ApiError', async () => {
    installFetch({ status: 409, body: errorBody('PROJECT_CODE_TAKEN', 'Project code is not available') });
    await expect(api.signUp(input)).rejects.toMatchObject({ name: 'ApiError', status: 409, code: 'PROJECT_CODE_TAKEN', message: 'Project code is not available' });
  });
});

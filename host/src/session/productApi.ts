import {
  SIGN_UP_ERROR_CODES,
  currentUserResponseSchema,
  registerCustomerResponseSchema,
  signUpResponseSchema,
  type NotificationPreference,
  type NotificationSetting,
  type RegisterCustomerRequest,
  type Role,
  type SignUpInput,
  type SignUpOutcome,
  type SignUpRequest,
  type UpdateLastLoginRequest,
} from '@portal/shared-contracts/core';
import { ApiError, createHttpClient, type HttpClient } from '@portal/shared-ui';

export interface CurrentUser {
  /** The product-backend id, as the session snapshot's customerId holds it. */
  readonly id: string;
  readonly role: Role;
}

/**
 * The product backend's calls the session makes (000 §7). Each takes the tokens the
 * calling saga holds (a sign-in's fresh ones, before anything else has them); a failed
 * call rejects with the shared client's ApiError.
 */
export interface ProductApi {
  /** GET /proxy/v1/current-user: id and role; null when the backend has no such user. */
  currentUser(idToken: string): Promise<CurrentUser | null>;
  /** POST /register-customer: used when sign-in finds no product-backend user. */
  registerCustomer(idToken: string, username: string, password: string): Promise<void>;
  /** PUT /user/updateLastLoginDate. */
  updateLastLoginDate(idToken: string, accessToken: string): Promise<void>;
  /** PUT /preferences/notification (204). */
  saveNotificationSetting(idToken: string, setting: NotificationSetting): Promise<void>;
  /** POST /v1/sign-up: creates the account, its projects and the trial, and mails the code. */
  signUp(input: SignUpInput): Promise<SignUpOutcome>;
}

export function createProductApi(apiUrl: string): ProductApi {
  const withToken = (idToken: string | null): HttpClient => createHttpClient({ apiUrl, getIdToken: async () => idToken });
  return {
    async currentUser(idToken) {
      try {
        const { result } = await withToken(idToken).get('/proxy/v1/current-user', currentUserResponseSchema);
        return { id: String(result.id), role: result.role };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    async registerCustomer(idToken, username, password) {
      const body: RegisterCustomerRequest = { username, password };
      await withToken(idToken).post('/register-customer', body, registerCustomerResponseSchema);
    },
    async updateLastLoginDate(idToken, accessToken) {
      // The api reads the access token from the body (000 §7), not from an id-token header.
      const body: UpdateLastLoginRequest = { data: { access_token: accessToken } };
      await withToken(idToken).send('PUT', '/user/updateLastLoginDate', body);
    },
    async saveNotificationSetting(idToken, setting) {
      const body: NotificationPreference = { notificationSetting: setting };
      await withToken(idToken).send('PUT', '/preferences/notification', body);
    },
    async signUp(input) {
      const payload: SignUpRequest = { ...input, username: input.email };
      try {
        await withToken(null).post('/v1/sign-up', payload, signUpResponseSchema, { auth: false });
        return 'awaitingAuth';
      } catch (error) {
        if (error instanceof ApiError && error.code === SIGN_UP_ERROR_CODES.USERNAME_EXISTS) return 'usernameExists';
        if (error instanceof ApiError && error.code === SIGN_UP_ERROR_CODES.USER_NOT_CONFIRMED) return 'reSendCode';
        throw error;
      }
    },
  };
}

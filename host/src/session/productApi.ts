import {
  ROLES,
  SIGN_UP_ERROR_CODES,
  toApiError,
  type NotificationSetting,
  type Role,
  type SignUpInput,
  type SignUpOutcome,
  type SignUpRequest,
} from '@portal/shared-contracts';

export interface CurrentUser {
  readonly id: string;
  readonly role: Role;
}

/** An api answer that was not 2xx, with the api's error body. */
export class ProductApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProductApiError';
  }
}

async function failure(response: Response): Promise<ProductApiError> {
  const body = toApiError(await response.json().catch(() => ({})));
  return new ProductApiError(response.status, body.error_code, body.error_message);
}

const bearer = (idToken: string) => ({ authorization: `Bearer ${idToken}` });
const json = { 'content-type': 'application/json' };

/** The product backend's calls the session makes (000 §7). */
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
  return {
    async currentUser(idToken) {
      const response = await fetch(`${apiUrl}/proxy/v1/current-user`, { headers: bearer(idToken) });
      if (response.status === 404) return null;
      if (!response.ok) throw await failure(response);
      const body = (await response.json()) as { result?: { id?: unknown; role?: unknown } };
      const role = body.result?.role === ROLES.admin ? ROLES.admin : ROLES.customer;
      return { id: String(body.result?.id ?? ''), role };
    },
    async registerCustomer(idToken, username, password) {
      const response = await fetch(`${apiUrl}/register-customer`, {
        method: 'POST',
        headers: { ...bearer(idToken), ...json },
        body: JSON.stringify({ username, password }),
      });
      if (!response.ok) throw await failure(response);
    },
    async updateLastLoginDate(idToken, accessToken) {
      const response = await fetch(`${apiUrl}/user/updateLastLoginDate`, {
        method: 'PUT',
        headers: { ...bearer(idToken), ...json },
        body: JSON.stringify({ data: { access_token: accessToken } }),
      });
      if (!response.ok) throw await failure(response);
    },
    async saveNotificationSetting(idToken, setting) {
      const response = await fetch(`${apiUrl}/preferences/notification`, {
        method: 'PUT',
        headers: { ...bearer(idToken), ...json },
        body: JSON.stringify({ notificationSetting: setting }),
      });
      if (response.status !== 204) throw await failure(response);
    },
    async signUp(input) {
      const payload: SignUpRequest = { ...input, username: input.email };
      const response = await fetch(`${apiUrl}/v1/sign-up`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(payload),
      });
      if (response.ok) return 'awaitingAuth';
      const error = await failure(response);
      if (error.code === SIGN_UP_ERROR_CODES.USERNAME_EXISTS) return 'usernameExists';
      if (error.code === SIGN_UP_ERROR_CODES.USER_NOT_CONFIRMED) return 'reSendCode';
      throw error;
    },
  };
}

import type { Page } from '@playwright/test';
export declare function cognitoCall(apiUrl: string, operation: string, body: object): Promise<Response>;
export declare function obtainTokens(
  apiUrl: string,
  email: string,
  password: string,
  clientId: string,
): Promise<{ username: string; tokens: { AccessToken: string; IdToken: string; RefreshToken: string } }>;
export declare function signInPage(
  page: Page,
  opts: { apiUrl: string; email: string; password: string; clientId: string; sessionHintCookie?: string | null },
): Promise<void>;

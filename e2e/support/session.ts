import type { Page } from '@playwright/test';
import { PAGE_SNAPSHOT_NAMES } from '@portal/shared-contracts/core';
import { signInPage } from '@portal/build-tools/src/signin.mjs';
import { API_URL, CLIENT_ID } from './api';

export const DEMO_PASSWORD = 'Demo!2345';

/**
 * Starts the page signed in as a demo account: tokens come from the api's
 * Cognito-protocol endpoint and are stored where aws-amplify keeps them. The login
 * form's own journey is tested separately; this keeps other journeys short. The browser
 * also holds the session hint cookie, as a returning user's does (docs/adr/054).
 */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await signInPage(page, { apiUrl: API_URL, email, password, clientId: CLIENT_ID, sessionHintCookie: PAGE_SNAPSHOT_NAMES.sessionHintCookie });
}

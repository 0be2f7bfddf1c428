/* global document */
// Programmatic sign-in used by e2e journeys and the bench: the api's Cognito-protocol
// endpoint (USER_PASSWORD_AUTH), then the tokens stored where aws-amplify keeps them.

// No imports: Playwright loads this file from the e2e suite as it is. Callers pass the
// pool's app client id (shared-contracts' LOCAL_IDENTITY, or COGNITO_CLIENT_ID).

/**
 * One operation of the api's Cognito-protocol endpoint, e.g. `InitiateAuth`, `ConfirmSignUp`.
 * @returns {Promise<Response>}
 */
export function cognitoCall(apiUrl, operation, body) {
  return fetch(`${apiUrl}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
}

/** @returns {Promise<{ username: string, tokens: { AccessToken: string, IdToken: string, RefreshToken: string } }>} */
export async function obtainTokens(apiUrl, email, password, clientId) {
  const response = await cognitoCall(apiUrl, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  const tokens = (await response.json()).AuthenticationResult;
  const payload = JSON.parse(Buffer.from(tokens.AccessToken.split('.')[1], 'base64url').toString('utf8'));
  return { username: payload.username, tokens };
}

/**
 * Opens a public page of the portal and stores the tokens in Amplify's keys. With
 * `sessionHintCookie` (the contracts' `PAGE_SNAPSHOT_NAMES.sessionHintCookie`) it sets the
 * hint the portal's page keeps while a session is stored, as a returning user's browser
 * holds it, so the server sends the first page as a signed-in user's (docs/adr/054).
 */
export async function signInPage(page, { apiUrl, email, password, clientId, sessionHintCookie = null }) {
  const { username, tokens } = await obtainTokens(apiUrl, email, password, clientId);
  await page.goto('/404');
  await page.evaluate(
    ({ prefix, username, tokens, hint }) => {
      localStorage.setItem(`${prefix}.LastAuthUser`, username);
      localStorage.setItem(`${prefix}.${username}.accessToken`, tokens.AccessToken);
      localStorage.setItem(`${prefix}.${username}.idToken`, tokens.IdToken);
      localStorage.setItem(`${prefix}.${username}.refreshToken`, tokens.RefreshToken);
      localStorage.setItem(`${prefix}.${username}.clockDrift`, '0');
      if (hint) document.cookie = `${hint}=1; Path=/; SameSite=Lax`;
    },
    { prefix: `CognitoIdentityServiceProvider.${clientId}`, username, tokens, hint: sessionHintCookie },
  );
}

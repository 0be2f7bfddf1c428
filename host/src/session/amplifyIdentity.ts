import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignUp,
  fetchAuthSession,
  fetchUserAttributes,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  updatePassword,
} from 'aws-amplify/auth';
import type { PortalConfig } from '@portal/shared-contracts/core';
import type { IdentityPort } from './identity';
import { startSrp } from './srp';

/**
 * The identity provider through Amplify Auth: a real user pool, or in local mode the
 * api's Cognito-protocol endpoint (userPoolEndpoint). Loaded in its own chunk.
 */
export function createAmplifyIdentity(config: PortalConfig): IdentityPort {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
      },
    },
  });
  const cognitoEndpoint =
    config.userPoolEndpoint ?? `https://cognito-idp.${config.userPoolId.split('_')[0]}.amazonaws.com/`;

  async function cognito(target: string, body: object): Promise<Response> {
    return fetch(cognitoEndpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify(body),
    });
  }

  return {
    async currentTokens(forceRefresh = false) {
      const { tokens } = await fetchAuthSession({ forceRefresh });
      if (!tokens?.idToken || !tokens.accessToken) return null;
      return {
        idToken: tokens.idToken.toString(),
        accessToken: tokens.accessToken.toString(),
        claims: tokens.idToken.payload as Record<string, unknown>,
      };
    },
    attributes: async () => (await fetchUserAttributes()) as Record<string, string>,
    async signIn(email, password) {
      // A stale session in this browser would make Amplify refuse a new sign-in.
      await signOut().catch(() => undefined);
      const result = await signIn({ username: email, password });
      if (!result.isSignedIn) {
        const error = new Error(`Sign-in needs a further step: ${result.nextStep.signInStep}`);
        error.name = result.nextStep.signInStep === 'CONFIRM_SIGN_UP' ? 'UserNotConfirmedException' : 'UnsupportedStep';
        throw error;
      }
    },
    signOut: () => signOut(),
    changePassword: (oldPassword, newPassword) => updatePassword({ oldPassword, newPassword }),
    requestPasswordReset: async (email) => {
      await resetPassword({ username: email });
    },
    confirmPasswordReset: (email, code, newPassword) =>
      confirmResetPassword({ username: email, confirmationCode: code, newPassword }),
    confirmSignUp: async (email, code) => {
      await confirmSignUp({ username: email, confirmationCode: code });
    },
    resendSignUpCode: async (email) => {
      await resendSignUpCode({ username: email });
    },
    async separateSignIn(email, password) {
      // Amplify's own protocol (SRP), in a sign-in whose tokens go nowhere near Amplify's
      // store: the stored session of this browser is left as it was.
      const attempt = startSrp(config.userPoolId);
      const started = await cognito('InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: config.userPoolClientId,
        AuthParameters: { USERNAME: email, SRP_A: attempt.srpA },
      });
      if (!started.ok) return null;
      const challenge = (await started.json()) as { ChallengeName?: string; ChallengeParameters?: Record<string, string>; Session?: string };
      if (challenge.ChallengeName !== 'PASSWORD_VERIFIER' || !challenge.ChallengeParameters) return null;
      const answered = await cognito('RespondToAuthChallenge', {
        ChallengeName: 'PASSWORD_VERIFIER',
        ClientId: config.userPoolClientId,
        ChallengeResponses: await attempt.respond(challenge.ChallengeParameters, password),
        ...(challenge.Session ? { Session: challenge.Session } : {}),
      });
      if (!answered.ok) return null;
      const body = (await answered.json()) as { AuthenticationResult?: { IdToken?: string; RefreshToken?: string } };
      const idToken = body.AuthenticationResult?.IdToken;
      if (!idToken) return null;
      const refresh = body.AuthenticationResult?.RefreshToken;
      return {
        idToken,
        async revoke() {
          if (refresh) await cognito('RevokeToken', { ClientId: config.userPoolClientId, Token: refresh }).catch(() => undefined);
        },
      };
    },
  };
}

import { z } from 'zod';
import { cognitoErrors } from '../cognito-errors';
import { passwordMatches } from '../srp/srp-server';
import type { IdentityUser } from '../store/user-repository';
import { defineOperation, fields, requiredParam, type Operation, type OperationContext } from './operation';
import { answerPasswordVerifier, startSrp } from './srp-flow';

/**
 * Looks the user up behind the throttle. An unknown name counts against the address and,
 * with PreventUserExistenceErrors, goes on as a phantom that no password matches.
 */
async function signInUser(ctx: OperationContext, username: string): Promise<{ user: IdentityUser; known: boolean }> {
  const { services, clientAddress } = ctx;
  const found = await services.lookUp(username).catch(async (err: unknown) => {
    await services.throttle.assertAllowed(null, clientAddress);
    await services.throttle.recordFailure(null, clientAddress);
    throw err;
  });
  await services.throttle.assertAllowed(found.known ? found.user.sub : null, clientAddress);
  return found;
}

/** USER_PASSWORD_AUTH: the password is checked against the SRP verifier, never stored. */
async function passwordAuth(
  ctx: OperationContext,
  params: Readonly<Record<string, string>>,
  clientId: string,
): Promise<object> {
  const { services, clientAddress } = ctx;
  const password = requiredParam(params, 'PASSWORD');
  const { user, known } = await signInUser(ctx, requiredParam(params, 'USERNAME'));
  if (!passwordMatches(services.srpIdentity(user.sub), password, user.credentials)) {
    await services.throttle.recordFailure(known ? user.sub : null, clientAddress);
    throw cognitoErrors.wrongCredentials();
  }
  // Only after the password: telling strangers an account is unconfirmed would leak it.
  if (user.status !== 'CONFIRMED') throw cognitoErrors.userNotConfirmed();
  await services.throttle.recordSuccess(user.sub);
  return { AuthenticationResult: await services.sessions.start(user, clientId), ChallengeParameters: {} };
}

const initiateAuthInput = z.object({
  AuthFlow: z.string().min(1),
  AuthParameters: fields.stringMap.default({}),
  ClientId: fields.clientId,
});

export const initiateAuth: Operation = defineOperation(initiateAuthInput, async (ctx, input) => {
  ctx.services.assertClient(input.ClientId);
  const params = input.AuthParameters;
  switch (input.AuthFlow) {
    case 'USER_SRP_AUTH': {
      const srpA = requiredParam(params, 'SRP_A');
      const { user } = await signInUser(ctx, requiredParam(params, 'USERNAME'));
      return startSrp(ctx, user, srpA, input.ClientId);
    }
    case 'USER_PASSWORD_AUTH':
      return passwordAuth(ctx, params, input.ClientId);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN': {
      const result = await ctx.services.sessions.refresh(requiredParam(params, 'REFRESH_TOKEN'), input.ClientId);
      return { AuthenticationResult: result, ChallengeParameters: {} };
    }
    default:
      throw cognitoErrors.invalidParameter(`Unsupported auth flow ${input.AuthFlow} for this client.`);
  }
});

const respondInput = z.object({
  ChallengeName: z.string().min(1),
  ChallengeResponses: fields.stringMap.default({}),
  ClientId: fields.clientId,
  Session: z.string().optional(),
});

export const respondToAuthChallenge: Operation = defineOperation(respondInput, async (ctx, input) => {
  ctx.services.assertClient(input.ClientId);
  if (input.ChallengeName !== 'PASSWORD_VERIFIER') {
    throw cognitoErrors.invalidParameter(`Unsupported challenge ${input.ChallengeName}.`);
  }
  const result = await answerPasswordVerifier(ctx, input.ChallengeResponses, input.ClientId);
  return { AuthenticationResult: result, ChallengeParameters: {} };
});

const refreshInput = z.object({ RefreshToken: fields.token, ClientId: fields.clientId });

/** What amplify v6 calls to refresh (fetchAuthSession with expired tokens or forceRefresh). */
export const getTokensFromRefreshToken: Operation = defineOperation(refreshInput, async (ctx, input) => {
  ctx.services.assertClient(input.ClientId);
  return { AuthenticationResult: await ctx.services.sessions.refresh(input.RefreshToken, input.ClientId) };
});

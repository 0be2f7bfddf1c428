import { randomUUID } from 'node:crypto';
import { cognitoErrors } from '../cognito-errors';
import type { AuthenticationResult } from '../sessions';
import { phantomVerifier } from '../phantom-users';
import { openChallenge, sealChallenge } from '../srp/secret-block';
import { hexToBigInt } from '../srp/srp-math';
import { claimSignature, constantTimeEqual, isValidClientA, serverEphemeral, sessionKey } from '../srp/srp-server';
import { isSrpTimestamp } from '../srp/timestamp';
import { challengeRepository } from '../store/challenge-repository';
import type { IdentityUser } from '../store/user-repository';
import { requiredParam, type OperationContext } from './operation';

/** How long a PASSWORD_VERIFIER challenge may be answered (Cognito allows minutes, not hours). */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** InitiateAuth USER_SRP_AUTH answer. */
export interface PasswordVerifierChallenge {
  readonly ChallengeName: 'PASSWORD_VERIFIER';
  readonly ChallengeParameters: Readonly<Record<'SALT' | 'SRP_B' | 'SECRET_BLOCK' | 'USER_ID_FOR_SRP' | 'USERNAME', string>>;
}

/** Step 1: the server's B and salt, with b sealed into SECRET_BLOCK. */
export function startSrp(
  ctx: OperationContext,
  user: IdentityUser,
  srpA: string,
  clientId: string,
): PasswordVerifierChallenge {
  const { services } = ctx;
  let A: bigint;
  try {
    A = hexToBigInt(srpA);
  } catch {
    throw cognitoErrors.invalidParameter('SRP_A is not a hexadecimal number');
  }
  if (!isValidClientA(A)) throw cognitoErrors.invalidParameter('SRP_A cannot be 0 modulo N');
  const { b, B } = serverEphemeral(user.credentials.verifier);
  const block = sealChallenge(
    {
      nonce: randomUUID(),
      sub: user.sub,
      userId: user.sub,
      clientId,
      A: A.toString(16),
      b: b.toString(16),
      B: B.toString(16),
      expiresAt: services.clock.now() + CHALLENGE_TTL_MS,
    },
    services.keys.secretBlockKey,
  );
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: {
      SALT: user.credentials.salt,
      SRP_B: B.toString(16),
      SECRET_BLOCK: block,
      USER_ID_FOR_SRP: user.sub,
      USERNAME: user.sub,
    },
  };
}

/**
 * Step 2: checks the client's proof that it derived the same key, i.e. knows the
 * password. Each challenge can be answered once, right or wrong.
 */
export async function answerPasswordVerifier(
  ctx: OperationContext,
  responses: Readonly<Record<string, string>>,
  clientId: string,
): Promise<AuthenticationResult> {
  const { services, clientAddress } = ctx;
  const username = requiredParam(responses, 'USERNAME');
  const block = requiredParam(responses, 'PASSWORD_CLAIM_SECRET_BLOCK');
  const signature = requiredParam(responses, 'PASSWORD_CLAIM_SIGNATURE');
  const timestamp = requiredParam(responses, 'TIMESTAMP');
  if (!isSrpTimestamp(timestamp)) throw cognitoErrors.invalidParameter('TIMESTAMP format is invalid');

  const state = openChallenge(block, services.keys.secretBlockKey);
  if (!state || state.clientId !== clientId) throw cognitoErrors.wrongCredentials();
  if (state.expiresAt <= services.clock.now()) {
    throw cognitoErrors.notAuthorized('Invalid session for the user, session is expired.');
  }
  const known = await services.users().findBySub(state.sub);
  if (!known && !services.config.preventUserExistenceErrors) throw cognitoErrors.userNotFound();
  // A phantom's challenge (an unknown name, PreventUserExistenceErrors) is worked through
  // like any other and fails at the proof, as a wrong password does.
  const verifierHex = known?.credentials.verifier ?? phantomVerifier();
  if (known && username !== known.sub && username.trim().toLowerCase() !== known.email) throw cognitoErrors.wrongCredentials();
  await services.throttle.assertAllowed(known?.sub ?? null, clientAddress);

  const fresh = await challengeRepository(services.db).markUsed(
    state.nonce,
    new Date(state.expiresAt),
    new Date(services.clock.now()),
  );
  if (!fresh) throw cognitoErrors.wrongCredentials();

  const key = sessionKey({
    A: hexToBigInt(state.A),
    B: hexToBigInt(state.B),
    b: hexToBigInt(state.b),
    verifierHex,
  });
  const srpId = { poolName: services.config.poolName, userId: state.userId };
  const expected = key && claimSignature(key, srpId, Buffer.from(block, 'base64'), timestamp);
  if (!expected || !constantTimeEqual(expected, Buffer.from(signature, 'base64')) || !known) {
    await services.throttle.recordFailure(known?.sub ?? null, clientAddress);
    throw cognitoErrors.wrongCredentials();
  }
  const user = known;
  if (user.status !== 'CONFIRMED') throw cognitoErrors.userNotConfirmed();
  await services.throttle.recordSuccess(user.sub);
  return services.sessions.start(user, clientId);
}

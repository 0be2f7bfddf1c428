import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type JobOverrides } from '../../src/app';
import type { IdentityOverrides } from '../../src/plugins/app/identity';
import { DEMO_PASSWORD, runSeed } from '../../src/seed';
import { migratedDb, testConfig } from '../helpers';

export interface Tokens {
  IdToken: string;
  AccessToken: string;
  RefreshToken: string;
}

/** A migrated app with the demo data seeded (customers, identity users, billing). */
export async function seededApp(
  opts: { identity?: IdentityOverrides; env?: Record<string, string>; jobs?: JobOverrides } = {},
): Promise<FastifyInstance> {
  const config = testConfig(opts.env);
  const app = await buildApp(config, {
    db: await migratedDb(),
    ...(opts.identity ? { identity: opts.identity } : {}),
    ...(opts.jobs ? { jobs: opts.jobs } : {}),
  });
  await app.ready();
  await runSeed(app.db, config);
  return app;
}

/** One Cognito-protocol call, as aws-amplify makes it. */
export function cognito(app: FastifyInstance, operation: string, body: object): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/cognito/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    payload: JSON.stringify(body),
  });
}

/** Signs in through the protocol endpoint (USER_PASSWORD_AUTH) and returns the tokens. */
export async function signIn(app: FastifyInstance, email: string, password: string = DEMO_PASSWORD): Promise<Tokens> {
  const res = await cognito(app, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: app.identityPool.config.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${res.statusCode}: ${res.body}`);
  return res.json().AuthenticationResult as Tokens;
}

export const bearer = (token: string): { authorization: string } => ({ authorization: `Bearer ${token}` });

/** The same token with its signature altered: well-formed, but must be refused. */
export function tampered(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const flipped = (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1);
  return [header, payload, flipped].join('.');
}

/** The code of the newest message the outbox kept for `to`. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const [message] = await app.outbox.list(to, 1);
  if (!message?.code) throw new Error(`no code mailed to ${to}`);
  return message.code;
}

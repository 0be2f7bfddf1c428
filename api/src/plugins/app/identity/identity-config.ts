import { z } from 'zod';
import type { AppConfig } from '../../../config';
import { LOCAL_IDENTITY } from '../../../contracts';

/** Pool id of the local user pool: `<region>_<name>`, as aws-amplify expects. */
export const DEFAULT_POOL_ID = LOCAL_IDENTITY.userPoolId;
/** App client id the portal's apps use against the local pool. */
export const DEFAULT_CLIENT_ID = LOCAL_IDENTITY.userPoolClientId;
/** Path of the Cognito-protocol endpoint (`Auth.Cognito.userPoolEndpoint` = PUBLIC_URL + this). */
export const COGNITO_ENDPOINT_PATH = LOCAL_IDENTITY.endpointPath;

/**
 * `local`: this api is the user pool (protocol endpoint, JWKS, local mailbox).
 * `aws`: a real Cognito pool issues the tokens; the api only verifies them.
 */
export type IdentityMode = 'local' | 'aws';

/** Everything identity needs to know about the pool, resolved once at start. */
export interface IdentityConfig {
  readonly mode: IdentityMode;
  readonly poolId: string;
  /** The part after `_`: Cognito mixes it into every SRP hash. */
  readonly poolName: string;
  readonly region: string;
  readonly clientId: string;
  /** `iss` of every token: `${PUBLIC_URL}/${poolId}` locally, Cognito's URL in aws mode. */
  readonly issuer: string;
  readonly jwksUrl: string;
  /** `/_local/mailbox` exists only in local mode with LOCAL_DEV=enabled (it shows every code). */
  readonly localMailbox: boolean;
  /**
   * PREVENT_USER_EXISTENCE_ERRORS (default enabled), as the Cognito app-client setting:
   * sign-in, SRP, password reset, resend and confirmation answer an unknown username as
   * they answer a known one (phantom-users.ts). SignUp still says the e-mail exists.
   */
  readonly preventUserExistenceErrors: boolean;
}

const envSchema = z.object({
  PORTAL_MODE: z.enum(['local', 'aws']).default('local'),
  COGNITO_USER_POOL_ID: z
    .string()
    .regex(/^[a-z]{2}-[a-z]+-\d_[A-Za-z0-9]+$/, 'must look like ap-southeast-2_LocalPool')
    .default(DEFAULT_POOL_ID),
  COGNITO_CLIENT_ID: z.string().regex(/^[\w+]{1,128}$/, 'letters, digits, _ or +').default(DEFAULT_CLIENT_ID),
  PREVENT_USER_EXISTENCE_ERRORS: z.enum(['enabled', 'disabled']).default('enabled'),
});

/**
 * Reads PORTAL_MODE, COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID. Changing the pool id
 * of an existing local pool invalidates every stored SRP verifier (the pool name is
 * hashed into them), exactly as moving users between real pools would.
 */
export function loadIdentityConfig(
  config: Pick<AppConfig, 'publicUrl' | 'localDev'>,
  env: NodeJS.ProcessEnv = process.env,
): IdentityConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid identity environment: ${problems.join('; ')}`);
  }
  const { PORTAL_MODE: mode, COGNITO_USER_POOL_ID: poolId, COGNITO_CLIENT_ID: clientId, PREVENT_USER_EXISTENCE_ERRORS: prevent } = parsed.data;
  const [region = '', poolName = ''] = poolId.split('_');
  const issuer =
    mode === 'local' ? `${config.publicUrl}/${poolId}` : `https://cognito-idp.${region}.amazonaws.com/${poolId}`;
  return Object.freeze({
    mode,
    poolId,
    poolName,
    region,
    clientId,
    issuer,
    jwksUrl: `${issuer}/.well-known/jwks.json`,
    localMailbox: mode === 'local' && config.localDev,
    preventUserExistenceErrors: prevent === 'enabled',
  });
}

import { cognitoErrors } from './cognito-errors';
import type { IdentityUser } from './store/user-repository';

/** Cognito's wire shape of one attribute. */
export interface AttributeType {
  readonly Name: string;
  readonly Value: string;
}

/** Attributes the app client may write (SignUp, UpdateUserAttributes). 000 §3. */
export const CLIENT_WRITABLE_ATTRIBUTES: readonly string[] = [
  'given_name',
  'family_name',
  'custom:country',
  'custom:notification-pref',
  'custom:industry',
];

/**
 * Set by the product backend only (billing writes the subscription and the payment
 * customer id). A client that could write custom:subscriptions could give itself Pro.
 */
export const SERVER_ONLY_ATTRIBUTES: readonly string[] = ['custom:subscriptions', 'custom:stripe-customer-id'];

/** Managed by the pool itself: readable, never writable by a client. */
const POOL_MANAGED = new Set(['sub', 'email', 'email_verified']);
const MAX_VALUE_LENGTH = 2048;

const known = new Set([...CLIENT_WRITABLE_ATTRIBUTES, ...SERVER_ONLY_ATTRIBUTES, ...POOL_MANAGED]);

/**
 * Validates attributes a client sends and returns them as a map. Unknown names are
 * InvalidParameterException, names the client may not write NotAuthorizedException,
 * as Cognito answers with a client's write permissions configured.
 */
export function clientAttributes(
  list: readonly AttributeType[],
  opts: { allow?: readonly string[] } = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { Name, Value } of list) {
    if (!known.has(Name)) {
      throw cognitoErrors.invalidParameter(
        `Attributes did not conform to the schema: ${Name}: Attribute does not exist in the schema.`,
      );
    }
    if (!CLIENT_WRITABLE_ATTRIBUTES.includes(Name) && !opts.allow?.includes(Name)) {
      throw cognitoErrors.unauthorizedAttribute();
    }
    if (Value.length > MAX_VALUE_LENGTH) {
      throw cognitoErrors.invalidParameter(`Attribute value for ${Name} must not exceed ${MAX_VALUE_LENGTH} characters.`);
    }
    out[Name] = Value;
  }
  return out;
}

/** Validates attributes the product backend sets (any known, non pool-managed name). */
export function serverAttributes(values: Readonly<Record<string, string>>): Record<string, string> {
  for (const name of Object.keys(values)) {
    if (!known.has(name) || POOL_MANAGED.has(name)) throw new Error(`attribute ${name} cannot be set`);
  }
  return { ...values };
}

/** GetUser's UserAttributes: sub and e-mail first, then the stored ones. */
export function attributeList(user: IdentityUser): AttributeType[] {
  return [
    { Name: 'sub', Value: user.sub },
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: String(user.emailVerified) },
    ...Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value })),
  ];
}

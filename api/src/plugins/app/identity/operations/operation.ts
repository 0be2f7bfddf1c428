import { z } from 'zod';
import { cognitoErrors } from '../cognito-errors';
import type { IdentityServices } from '../identity-services';

/** What an operation knows about the call besides its body. */
export interface OperationContext {
  readonly services: IdentityServices;
  /** Client IP, for the per-address sign-in throttle. */
  readonly clientAddress: string;
}

/** One `AWSCognitoIdentityProviderService.<Op>`: validates its JSON body, then runs. */
export interface Operation {
  run(ctx: OperationContext, body: unknown): Promise<object>;
}

/** Cognito words schema failures as "N validation error(s) detected: ..."; so do we. */
function describe(error: z.ZodError): string {
  const parts = error.issues.map(
    (i) => `Value at '${i.path.map(String).join('.') || 'body'}' failed to satisfy constraint: ${i.message}`,
  );
  return `${parts.length} validation error${parts.length === 1 ? '' : 's'} detected: ${parts.join('; ')}`;
}

export function defineOperation<S extends z.ZodType>(
  schema: S,
  run: (ctx: OperationContext, input: z.output<S>) => Promise<object>,
): Operation {
  return {
    async run(ctx, body) {
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw cognitoErrors.invalidParameter(describe(parsed.error));
      return run(ctx, parsed.data);
    },
  };
}

/** Field shapes shared by several operations (limits from the Cognito API reference). */
export const fields = {
  clientId: z.string().min(1).max(128),
  username: z.string().min(1).max(128),
  password: z.string().min(1).max(256),
  code: z.string().min(1).max(2048),
  token: z.string().min(1).max(20_000),
  attributes: z.array(z.object({ Name: z.string().min(1).max(32), Value: z.string() })).max(50),
  /** AuthParameters and ChallengeResponses: string maps. */
  stringMap: z.record(z.string(), z.string()),
} as const;

/** A required entry of AuthParameters / ChallengeResponses, with Cognito's message. */
export function requiredParam(map: Readonly<Record<string, string>>, name: string): string {
  const value = map[name];
  if (value === undefined || value === '') throw cognitoErrors.invalidParameter(`Missing required parameter ${name}`);
  return value;
}

/** Cognito's CodeDeliveryDetails for an e-mailed code. */
export interface CodeDeliveryDetails {
  readonly AttributeName: 'email';
  readonly DeliveryMedium: 'EMAIL';
  readonly Destination: string;
}

export function emailDelivery(destination: string): CodeDeliveryDetails {
  return { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: destination };
}

import { cognitoErrors } from './cognito-errors';

/** 000 §5 and §9: at least 8 characters with an upper, a lower, a digit and a symbol. */
export const PASSWORD_MIN_LENGTH = 8;
/** Cognito's ceiling; also bounds the work one SRP hash can be made to do. */
export const PASSWORD_MAX_LENGTH = 256;

/** The symbols Cognito counts as "special characters" (space included). */
const SYMBOLS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ');

interface Rule {
  readonly ok: (password: string) => boolean;
  /** Cognito's own wording after "Password did not conform with policy: ". */
  readonly reason: string;
}

const RULES: readonly Rule[] = [
  { ok: (p) => p.length >= PASSWORD_MIN_LENGTH, reason: 'Password not long enough' },
  { ok: (p) => p.length <= PASSWORD_MAX_LENGTH, reason: 'Password is too long' },
  { ok: (p) => /[A-Z]/.test(p), reason: 'Password must have uppercase characters' },
  { ok: (p) => /[a-z]/.test(p), reason: 'Password must have lowercase characters' },
  { ok: (p) => /[0-9]/.test(p), reason: 'Password must have numeric characters' },
  { ok: (p) => [...p].some((c) => SYMBOLS.has(c)), reason: 'Password must have symbol characters' },
];

/** The first rule the password breaks, or null when it meets the policy. */
export function passwordPolicyViolation(password: string): string | null {
  return RULES.find((r) => !r.ok(password))?.reason ?? null;
}

/** Throws InvalidPasswordException naming the first broken rule. */
export function assertPasswordPolicy(password: string): void {
  const reason = passwordPolicyViolation(password);
  if (reason) throw cognitoErrors.invalidPassword(reason);
}

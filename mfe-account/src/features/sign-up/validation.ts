import {
  ACCOUNT_LIMITS,
  EMAIL_PATTERN,
  PASSWORD_PATTERN,
  projectCodeSchema,
  type SignUpInput,
  SIGNUP_FIELD_LABELS,
  SIGNUP_MESSAGES,
  requiredField,
  type SignUpField,
  SIGNUP_TEXTS,
} from '@portal/shared-contracts/core';

/** The ten sign-up fields as typed (000 §2). */
export type SignUpValues = Record<SignUpField, string>;

export const EMPTY_SIGN_UP_VALUES: SignUpValues = {
  email: '',
  password: '',
  projectCode: '',
  firstName: '',
  lastName: '',
  companyName: '',
  roleInCompany: '',
  country: '',
  industry: '',
  postCode: '',
};

/**
 * What GET /v1/projects?code= said about a code: `free` (404), `taken` (200 or any
 * other answer), or `unknown` when no answer has arrived for this code (000 §5).
 */
export type ProjectCodeAvailability = 'free' | 'taken' | 'unknown';

/** A project code as stored and checked: trimmed and lowercased (000 §5). */
export function normaliseProjectCode(code: string): string {
  return code.trim().toLowerCase();
}

/** Trims e-mail, password, project code, first and last name; lowercases the code (000 §5). */
export function normaliseSignUpValues(values: SignUpValues): SignUpValues {
  return {
    ...values,
    email: values.email.trim(),
    password: values.password.trim(),
    projectCode: normaliseProjectCode(values.projectCode),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
  };
}

/**
 * 000 §5: a code of 20 or more characters counts as unavailable unless the availability
 * check returned free; a shorter one only when the check said taken.
 */
export function isProjectCodeAvailable(code: string, availability: ProjectCodeAvailability): boolean {
  if (availability === 'free') return true;
  if (availability === 'taken') return false;
  return code.length < ACCOUNT_LIMITS.PROJECT_CODE_MAX_LENGTH;
}

function projectCodeErrors(code: string, availability: ProjectCodeAvailability): string[] {
  if (code.length > ACCOUNT_LIMITS.PROJECT_CODE_MAX_LENGTH) return [SIGNUP_TEXTS.projectCodeTooLong];
  const errors: string[] = [];
  // The contract's own pattern (letters, digits and dashes), so the api never refuses what passed here.
  const format = projectCodeSchema.safeParse(code).error?.issues.find((i) => i.code === 'invalid_format');
  if (format) errors.push(format.message);
  if (!isProjectCodeAvailable(code, availability)) errors.push(SIGNUP_MESSAGES.projectCodeNotAvailable);
  return errors;
}

/** The rules of one non-empty field beyond being required (000 §5). */
function fieldErrors(field: SignUpField, value: string, availability: ProjectCodeAvailability): string[] {
  switch (field) {
    case 'email':
      return EMAIL_PATTERN.test(value) ? [] : [SIGNUP_MESSAGES.invalidEmail];
    case 'password':
      return PASSWORD_PATTERN.test(value) ? [] : [SIGNUP_MESSAGES.passwordRule];
    case 'projectCode':
      return projectCodeErrors(value, availability);
    default:
      return [];
  }
}

/**
 * Every error of the form, in field order (000 §5: all listed together). Expects
 * normalised values. An empty field gives only "{field} is required.".
 * @param trialPriceId the chosen plan's trial price; null when the catalogue is missing.
 */
export function validateSignUp(values: SignUpValues, availability: ProjectCodeAvailability, trialPriceId: string | null): string[] {
  const errors: string[] = [];
  for (const field of Object.keys(SIGNUP_FIELD_LABELS) as SignUpField[]) {
    const value = values[field];
    if (!value.trim()) errors.push(requiredField(SIGNUP_FIELD_LABELS[field]));
    else errors.push(...fieldErrors(field, value, availability));
  }
  if (!trialPriceId) errors.push(SIGNUP_TEXTS.noPlan);
  return errors;
}

/** The SessionApi sign-up input from normalised, valid values. */
export function toSignUpInput(values: SignUpValues, selectTrialPriceId: string): SignUpInput {
  return { ...values, selectTrialPriceId };
}

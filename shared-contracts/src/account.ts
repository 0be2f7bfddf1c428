import { z } from 'zod';
import { ACCOUNT_LIMITS } from './constants/account';
import { ROLES } from './tiers';

/**
 * Calls of the account area (000 §3, §7): projects, sign-up, customer registration,
 * last-login stamp, story request mail. The api validates with these same schemas.
 */

/** Project environments (000 §3): Dev is private (testing), Live is public. */
export const PROJECT_ENVIRONMENTS = { Dev: 'Dev', Live: 'Live' } as const;
export type ProjectEnvironment = (typeof PROJECT_ENVIRONMENTS)[keyof typeof PROJECT_ENVIRONMENTS];

export const projectSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  projectType: z.enum([PROJECT_ENVIRONMENTS.Dev, PROJECT_ENVIRONMENTS.Live]),
});
export type Project = z.infer<typeof projectSchema>;

/** GET /proxy/v1/current-user (000 §7): the caller's product-backend id and role. */
export const currentUserResponseSchema = z.object({
  result: z.object({ id: z.number().int(), role: z.enum([ROLES.admin, ROLES.customer]) }),
});
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/** GET /proxy/v1/current-user/projects: the caller's Dev and Live projects. */
export const currentUserProjectsSchema = z.object({ result: z.array(projectSchema) });
export type CurrentUserProjects = z.infer<typeof currentUserProjectsSchema>;

/** GET /v1/projects?code= when the code is taken (200); 404 means free. */
export const projectCodeTakenSchema = z.object({ result: z.object({ code: z.string(), taken: z.literal(true) }) });

/** A project code as stored: trimmed, lowercased, 1 to 20 characters (000 §5). */
export const projectCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(ACCOUNT_LIMITS.PROJECT_CODE_MAX_LENGTH)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Project codes use letters, digits and dashes');

/**
 * The sign-up payload (000 §3). `username` is the e-mail again; `selectTrialPriceId` the
 * price whose trial starts. The api re-checks every rule the form checks.
 */
export const signUpRequestSchema = z.object({
  projectCode: projectCodeSchema,
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.string().trim().toLowerCase().min(3).max(254),
  username: z.string().trim().toLowerCase().min(3).max(254),
  password: z.string().min(ACCOUNT_LIMITS.PASSWORD_MIN_LENGTH).max(256),
  country: z.string().trim().min(1).max(100),
  industry: z.string().trim().min(1).max(200),
  postCode: z.string().trim().min(1).max(20),
  companyName: z.string().trim().min(1).max(200),
  roleInCompany: z.string().trim().min(1).max(200),
  selectTrialPriceId: z.string().trim().min(1).max(100),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** 201 answer of POST /v1/sign-up: the account waits for the e-mailed code. */
export const signUpResponseSchema = z.object({
  result: z.object({ userSub: z.string(), codeDeliveryDestination: z.string() }),
});

/** `error_code`s POST /v1/sign-up answers with, mapped to the sign-up sub-states (000 §4). */
export const SIGN_UP_ERROR_CODES = {
  /** A confirmed account already uses the e-mail: usernameExists. */
  USERNAME_EXISTS: 'USERNAME_EXISTS',
  /** An unconfirmed account already uses the e-mail: reSendCode. */
  USER_NOT_CONFIRMED: 'USER_NOT_CONFIRMED',
  PROJECT_CODE_TAKEN: 'PROJECT_CODE_TAKEN',
  INVALID_PASSWORD: 'INVALID_PASSWORD',
  UNKNOWN_PRICE: 'UNKNOWN_PRICE',
} as const;

/** POST /register-customer (000 §7): used when sign-in finds no product-backend user. */
export const registerCustomerSchema = z.object({
  username: z.string().trim().toLowerCase().min(3).max(254),
  password: z.string().min(1).max(256),
});
export type RegisterCustomerRequest = z.infer<typeof registerCustomerSchema>;
export const registerCustomerResponseSchema = z.object({ result: z.object({ id: z.number().int() }) });

/** PUT /user/updateLastLoginDate (000 §7): `data.access_token` of the caller's session. */
export const updateLastLoginSchema = z.object({ data: z.object({ access_token: z.string().min(1) }) });
export type UpdateLastLoginRequest = z.infer<typeof updateLastLoginSchema>;

/** Bounds of a story request: it is mailed to a person, so a form's worth of text. */
export const REQUEST_STORY_LIMITS = {
  /** Fields, username included. */
  maxFields: 30,
  /** Characters of one text field. */
  maxFieldLength: 2000,
  /** Choices of one multi-choice field, and characters of each. */
  maxChoices: 50,
  maxChoiceLength: 500,
} as const;

const L = REQUEST_STORY_LIMITS;

/** The story request call's path (000 §7): the /requestform form posts here. */
export const REQUEST_STORY_PATH = '/mail/requestStory';

/** POST /mail/requestStory (000 §7, 001 request form): 204; failure "Sending failed". */
export const requestStorySchema = z
  .object({
    username: z.string().trim().toLowerCase().min(3).max(254),
  })
  .catchall(z.union([z.string().max(L.maxFieldLength), z.number(), z.boolean(), z.array(z.string().max(L.maxChoiceLength)).max(L.maxChoices)]))
  .refine((form) => Object.keys(form).length <= L.maxFields, { message: `at most ${L.maxFields} fields` });
export type RequestStoryForm = z.infer<typeof requestStorySchema>;

/**
 * Plan names whose holders may not use the portal (000 §2: "one of three restricted plan
 * values", not shown which). A non-admin on one is signed out and sent to the marketing
 * page. These defaults are plans the portal does not sell; deployments override them with
 * RESTRICTED_PLANS (comma-separated). See docs/adr/007-restricted-plans.md.
 */
export const DEFAULT_RESTRICTED_PLANS: readonly string[] = Object.freeze(['Legacy', 'Suspended', 'Cancelled']);

/** Length of the trial a sign-up starts on the chosen price (not shown in the spec; ours). */
export const TRIAL_PERIOD_DAYS = 14;

/** True when a non-admin's subscription name is restricted (exact, case-sensitive match). */
export function isRestrictedPlan(subscriptionName: string | null, restricted: readonly string[]): boolean {
  return subscriptionName !== null && restricted.includes(subscriptionName);
}

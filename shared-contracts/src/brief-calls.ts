import { z } from 'zod';
import { EMAIL_PATTERN } from './constants/account';
import { STORYBOARD_LIMITS } from './constants/storyboards';
import { BRIEF_TEXTS } from './messages/briefs';
import { BRIEF_LABELS } from './messages/library';
import { idResultSchema } from './storyboard-calls';
import { deferred } from './deferred';

/*
 * The brief of a custom storyboard (001 §2 "Create Brief modal", §3 "Brief form fields",
 * §5): POST /proxy/v1/customers/{customerId}/briefs (001 §7 "Brief submit (payload: the
 * form)", path not shown: ours) stores it against the customer and mails it to the sales
 * inbox. Field names are the spec's; its persona and demographic flags, named there only by
 * their labels, are persona{Label} and demographic{Label}.
 */

/** The path under a customer (the api's route and the portal's call). */
export const BRIEFS_PATH_SUFFIX = '/briefs';

/**
 * Length choices in minutes of finished video. 001 §9 gives the options 2, 3, 4 and 5 as
 * placeholder values; the portal shows them as "2 minutes" ... (briefLengthLabel).
 */
export const BRIEF_LENGTHS_MINUTES = [2, 3, 4, 5] as const;
export type BriefLength = (typeof BRIEF_LENGTHS_MINUTES)[number];

/**
 * Genre choices. 001 §9's genre options are the placeholders 2 to 5; a number tells sales
 * nothing, so the four choices are named genres of our own (docs/adr/025).
 */
export const BRIEF_GENRES = ['Documentary', 'Promotional', 'Testimonial', 'Highlights'] as const;
export type BriefGenre = (typeof BRIEF_GENRES)[number];

/** Bounds of a brief's texts: a form's worth, read by a person. */
export const BRIEF_LIMITS = {
  TITLE_MAX_LENGTH: STORYBOARD_LIMITS.TITLE_MAX_LENGTH,
  /** about, outcome, insights, users. */
  LONG_TEXT_MAX_LENGTH: 2000,
  /** tone, callToAction, addPersona, addDemographic. */
  SHORT_TEXT_MAX_LENGTH: 200,
  EMAIL_MAX_LENGTH: 254,
} as const;

const GOALS = ['promoteChecked', 'engagementChecked', 'revenueChecked'] as const;
const AUDIENCE = ['staffChecked', 'playersChecked', 'fansChecked', 'volunteersChecked', 'membersChecked'] as const;
const PROFILES = ['membersProfChecked', 'donorProfile', 'playProfile', 'coachProfile', 'fanProfile'] as const;
const VIDEO_TYPES = ['vidTypeAdaptive', 'vidTypeAr'] as const;
const PERSONAS = ['personaStaff', 'personaPlayers', 'personaVolunteers', 'personaFans', 'personaMembers', 'personaDonors'] as const;
const DEMOGRAPHICS = ['demographicStaff', 'demographicPlayers', 'demographicVolunteers', 'demographicFans', 'demographicMembers', 'demographicDonors'] as const;
const MATERIALS = ['marketing', 'communicationsMaterial'] as const;

/** Every yes/no field of a brief. */
export const BRIEF_FLAGS = [...GOALS, ...AUDIENCE, ...PROFILES, ...VIDEO_TYPES, ...PERSONAS, ...DEMOGRAPHICS, ...MATERIALS] as const;
export type BriefFlag = (typeof BRIEF_FLAGS)[number];

/** One checkbox of a group: the field and its label. */
export interface BriefChoice {
  readonly key: BriefFlag;
  readonly label: string;
}

/** A group of checkboxes, with the legend the modal shows and the mail repeats. */
export interface BriefChoiceGroup {
  readonly legend: string;
  readonly choices: readonly BriefChoice[];
}

const group = (legend: string, keys: readonly BriefFlag[], labels: readonly string[]): BriefChoiceGroup => ({
  legend,
  choices: keys.map((key, i) => ({ key, label: labels[i] ?? key })),
});

const L = BRIEF_LABELS;
// The six people of the persona and demographic lists, in the spec's order (001 §2).
const PEOPLE = [L.staff, L.players, L.volunteers, L.fans, L.members, L.donors];

/** The checkbox groups of the modal (001 §2), each with its labels in the spec's order. */
export const BRIEF_CHOICE_GROUPS = {
  goals: group(BRIEF_TEXTS.goals, GOALS, [L.promoteBrand, L.communityEngagement, L.increaseRevenue]),
  audience: group(BRIEF_TEXTS.audience, AUDIENCE, [L.staff, L.players, L.fans, L.volunteers, L.members]),
  profiles: group(BRIEF_TEXTS.profiles, PROFILES, [L.membersProfile, L.donorProfiles, L.playerProfiles, L.coachProfiles, L.fanProfiles]),
  videoType: group(BRIEF_TEXTS.videoType, VIDEO_TYPES, [L.adaptive, L.ar]),
  personas: group(BRIEF_TEXTS.personas, PERSONAS, PEOPLE),
  demographics: group(BRIEF_TEXTS.demographics, DEMOGRAPHICS, PEOPLE),
  materials: group(BRIEF_TEXTS.materials, MATERIALS, [L.marketing, L.commsMaterial]),
} as const;

type FlagShape = { [K in BriefFlag]: z.ZodDefault<z.ZodBoolean> };
const flagShape = Object.fromEntries(BRIEF_FLAGS.map((key) => [key, z.boolean().default(false)])) as FlagShape;

const text = (max: number) => z.string().trim().max(max).default('');
const longText = deferred(() => text(BRIEF_LIMITS.LONG_TEXT_MAX_LENGTH));
const shortText = deferred(() => text(BRIEF_LIMITS.SHORT_TEXT_MAX_LENGTH));
/** An optional day: '' or YYYY-MM-DD of a real date. */
const day = deferred(() => z.union([z.literal(''), z.iso.date()]).default(''));

/**
 * The body of POST .../briefs: the whole form (001 §5 "Submit sends the whole form"). Title
 * and about are required (001 §5 marks them so; the portal and the api enforce it); every
 * other field may be left empty or out. Unknown fields are refused, so a misspelt one is a
 * 400 rather than a silent loss.
 */
export const briefSchema = deferred(() => z
  .strictObject({
    // Client details
    outcome: longText,
    insights: longText,
    // Storyboard details
    title: z.string().trim().min(1).max(BRIEF_LIMITS.TITLE_MAX_LENGTH),
    about: z.string().trim().min(1).max(BRIEF_LIMITS.LONG_TEXT_MAX_LENGTH),
    length: z.literal(BRIEF_LENGTHS_MINUTES).nullable().default(null),
    genre: z.enum(BRIEF_GENRES).nullable().default(null),
    tone: shortText,
    callToAction: shortText,
    // Users, persona, target audience
    users: longText,
    addPersona: shortText,
    addDemographic: shortText,
    // Event
    email: z
      .string()
      .trim()
      .max(BRIEF_LIMITS.EMAIL_MAX_LENGTH)
      .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'must be an e-mail address')
      .default(''),
    startdate: day,
    enddate: day,
    ...flagShape,
  })
  .refine((b) => !b.startdate || !b.enddate || b.enddate >= b.startdate, { path: ['enddate'], message: 'must not be before startdate' }));
/** A brief as the portal sends it (fields with defaults may be left out). */
export type BriefInput = z.input<typeof briefSchema>;
/** A brief as the api reads it: every field present. */
export type Brief = z.output<typeof briefSchema>;

/** The answer: the stored brief's id (201). */
export const briefCreatedSchema = idResultSchema;

/** `error_code`s of POST .../briefs (with FORBIDDEN_CUSTOMER and FEATURE_NOT_IN_PLAN). */
export const BRIEF_ERROR_CODES = {
  /** The path's customer does not exist (an admin naming any id): 404. */
  CUSTOMER_NOT_FOUND: 'CUSTOMER_NOT_FOUND',
  /** Past the sales-mail budget the brief shares with /mail/requestStory: 429. */
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /** Stored, but the mail to the sales inbox failed: 502. */
  SENDING_FAILED: 'SENDING_FAILED',
} as const;

/** Cloud region of the identity provider and storage (000 §9). */
export const DEFAULT_REGION = 'ap-southeast-2';

/** Currency of every price and payment (000 §9; the licence requires Australian Dollars). */
export const CURRENCY = 'AUD';

/** Locale of price display (000 §9). */
export const LOCALE = 'en-AU';

/** Screens this wide or narrower get the "best viewed on Desktop or Tablet" modal (000 §2, §9). */
export const NARROW_SCREEN_MAX_WIDTH_PX = 767;

/** Font size of the card entry element (000 §2). */
export const CARD_ELEMENT_FONT_SIZE_PX = 16;

/** Price and billing figures (000 §2, §4, §9; 001 §9). */
export const PRICING = {
  /** GST added for customers whose custom:country is Australia. */
  GST_RATE: 0.1,
  GST_COUNTRY: 'Australia',
  /** Text claim on the subscription hub: the annual plan saves 12.5%. */
  ANNUAL_SAVING_PERCENT: 12.5,
  /** Yearly price = 12 x the monthly unit amount (plus GST for Australia). */
  MONTHS_PER_YEAR: 12,
  /** Unit amounts are in cents. */
  CENTS_PER_DOLLAR: 100,
  /** A period (end minus start) longer than this many seconds is yearly, else monthly. */
  YEARLY_PERIOD_THRESHOLD_S: 10_000_000,
  /** Beginner is "Free Forever". */
  FREE_FOREVER_TIER: 'Beginner',
  /** Sign-up plan when the product query parameter names no known product. */
  DEFAULT_SIGNUP_PRODUCT: 'Starter',
} as const;

/** Account limits (000 §5, §9; minimum age from the licence, 000 §2 and 002 §9). */
export const ACCOUNT_LIMITS = {
  PROJECT_CODE_MAX_LENGTH: 20,
  PASSWORD_MIN_LENGTH: 8,
  /** End users must be over 18 unless a parent or guardian consents. */
  MINIMUM_AGE: 18,
  /** Every account has two project codes (Dev and Live); more need Enterprise. */
  PROJECT_CODES_PER_ACCOUNT: 2,
} as const;

/**
 * Sign-up password rule (000 §5): at least 8 characters with 1 uppercase, 1 lowercase,
 * 1 number and 1 special (non-alphanumeric) character.
 */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;

/** "A standard address pattern" for the sign-up email (000 §5); the exact one is ours. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** GET /v1/projects?code={code} answers (000 §5, §7): any other status counts as taken. */
export const PROJECT_CODE_CHECK = {
  TAKEN_STATUS: 200,
  FREE_STATUS: 404,
} as const;

/** The first four entries of the sign-up country list, in order (000 §2). */
export const PRIORITY_COUNTRIES: readonly string[] = ['Australia', 'United Kingdom', 'United States', 'New Zealand'];

/** Identity attribute names of a customer (000 §3). */
export const CUSTOMER_ATTRIBUTES = {
  GIVEN_NAME: 'given_name',
  FAMILY_NAME: 'family_name',
  EMAIL: 'email',
  COUNTRY: 'custom:country',
  NOTIFICATION_PREF: 'custom:notification-pref',
  /** JSON list of { name, id, created }; the first item's name is the subscription level. */
  SUBSCRIPTIONS: 'custom:subscriptions',
  STRIPE_CUSTOMER_ID: 'custom:stripe-customer-id',
  INDUSTRY: 'custom:industry',
} as const;

/**
 * The support mailbox: the only way to change or cancel a subscription (000 §2, 002 §2),
 * named by the subscription hub, the help pages and the contact page. Not given by the
 * spec: ours, to be confirmed by the business before launch.
 */
export const SUPPORT_EMAIL = 'support@storyportal.com.au';

/** Service facts shown in the product (000 §1, 001 §9, 002 §1). */
export const SERVICE_FACTS = {
  STORAGE_TB: 25,
  OUTPUT_RESOLUTION: '1080p',
  SUPPORT_EMAIL_TURNAROUND_HOURS: 24,
  CUSTOM_STORYBOARD_DELIVERY_WEEKS: 2,
  /** Processing after customisation: about 10 minutes to an hour. */
  PROCESSING_MINUTES_MIN: 10,
  PROCESSING_MINUTES_MAX: 60,
  MOBILE_TRAINING_MINUTES: 3,
} as const;

/** One bracket of premium script pricing; `maxScripts` null means "or more". */
export interface PremiumScriptPrice {
  readonly minScripts: number;
  readonly maxScripts: number | null;
  readonly priceEachAud: number;
}

/** Premium script prices (000 §1, 001 §9): $3000 each for 2-10, $2500 for 11-20, $2000 for 21+. */
export const PREMIUM_SCRIPT_PRICES: readonly PremiumScriptPrice[] = [
  { minScripts: 2, maxScripts: 10, priceEachAud: 3000 },
  { minScripts: 11, maxScripts: 20, priceEachAud: 2500 },
  { minScripts: 21, maxScripts: null, priceEachAud: 2000 },
];

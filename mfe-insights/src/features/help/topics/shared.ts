import { ACCOUNT_LIMITS, SERVICE_FACTS, TIERS } from '@portal/shared-contracts/core';
import { HELP_VIDEO_BASE_URL } from '../helpContent';

/**
 * Statements several help pages repeat, worded once so the pages never disagree.
 * Figures come from shared-contracts (000 §1, §4; 002 §1).
 */
export const PLAN_GATES = {
  insightsAndMetrics: `Insights and Metrics need a ${TIERS.Pro} or ${TIERS.Enterprise} subscription.`,
  recommender: `The Recommender needs an ${TIERS.Enterprise} AI subscription.`,
  storyMaker: `StoryMaker needs an ${TIERS.Enterprise} subscription.`,
  studioRender: `Studio Render needs an ${TIERS.Enterprise} subscription.`,
  curation: `Curating content before it is released to the mobile app needs an ${TIERS.Enterprise} subscription.`,
  extraProjectCodes: `Extra project codes need an ${TIERS.Enterprise} subscription.`,
  customise: `Customising marketplace storyboards needs a paid plan: ${TIERS.Starter} or above.`,
} as const;

/** "about 10 minutes to an hour" (002 §1). */
export const PROCESSING_TIME = `about ${SERVICE_FACTS.PROCESSING_MINUTES_MIN} minutes to an hour`;

/** "about 2 weeks" (002 §1). */
export const CUSTOM_DELIVERY_TIME = `about ${SERVICE_FACTS.CUSTOM_STORYBOARD_DELIVERY_WEEKS} weeks`;

/** "about 3 minutes" (002 §1). */
export const MOBILE_TRAINING_TIME = `about ${SERVICE_FACTS.MOBILE_TRAINING_MINUTES} minutes`;

const codeCountWords: Readonly<Record<number, string>> = { 2: 'two' };
const codeCount = codeCountWords[ACCOUNT_LIMITS.PROJECT_CODES_PER_ACCOUNT] ?? String(ACCOUNT_LIMITS.PROJECT_CODES_PER_ACCOUNT);

/** Two project codes per account, Dev private and Live public (000 §1, 002 §1). */
export const PROJECT_CODES_FACT = `Every account has ${codeCount} project codes: a private Dev code for testing and a public-facing Live code for your community. More codes are available on ${TIERS.Enterprise}.`;

/** Output format (000 §1). */
export const OUTPUT_FACT = `Finished videos are rendered in ${SERVICE_FACTS.OUTPUT_RESOLUTION} HD, play on iOS and Android, and support HLS streaming.`;

/** The mobile app's access model (000 §1, 002 §1). */
export const MOBILE_ACCESS_FACT =
  'The mobile app is free. Your users sign in anonymously with your project code: no account, email or password needed.';

/** URL of a topic's video on the external video site. */
export function helpVideoUrl(slug: string): string {
  return `${HELP_VIDEO_BASE_URL}/${slug}`;
}

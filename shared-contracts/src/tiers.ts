/** Subscription tiers and features (000 §4). */
export const TIERS = {
  Beginner: 'Beginner',
  Starter: 'Starter',
  Entry: 'Entry',
  Pro: 'Pro',
  Enterprise: 'Enterprise',
} as const;
export type Tier = (typeof TIERS)[keyof typeof TIERS];

export const FEATURES = {
  requestStoryboard: 'requestStoryboard',
  customiseStoryboard: 'customiseStoryboard',
  viewVideoAssets: 'viewVideoAssets',
  viewInsights: 'viewInsights',
  viewRecommender: 'viewRecommender',
  viewRender: 'viewRender',
  viewDeepStory: 'viewDeepStory',
  viewDownloadKden: 'viewDownloadKden',
} as const;
export type Feature = (typeof FEATURES)[keyof typeof FEATURES];

export const ROLES = { admin: 'admin', customer: 'customer' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

const F = FEATURES;
const BEGINNER: readonly Feature[] = [F.requestStoryboard];
const STARTER: readonly Feature[] = [...BEGINNER, F.customiseStoryboard];
const ENTRY: readonly Feature[] = [...STARTER, F.viewVideoAssets];
const PRO: readonly Feature[] = [...ENTRY, F.viewInsights, F.viewRecommender, F.viewRender, F.viewDeepStory];

/**
 * The tier-to-feature table of 000 §4. Enterprise is sold through sales; it has
 * at least everything Pro has. viewDownloadKden is granted to no tier: only an
 * admin (who has every feature) holds it.
 */
export const TIER_FEATURES: Readonly<Record<Tier, readonly Feature[]>> = {
  Beginner: BEGINNER,
  Starter: STARTER,
  Entry: ENTRY,
  Pro: PRO,
  Enterprise: PRO,
};

/** Plan order on the subscription hub (000 §2). */
export const PLAN_ORDER: readonly Tier[] = [TIERS.Beginner, TIERS.Starter, TIERS.Pro, TIERS.Entry];

/** Parses a subscription name (any case) into a tier, or null when it is none. */
export function toTier(name: string | null | undefined): Tier | null {
  if (!name) return null;
  const found = (Object.values(TIERS) as string[]).find((t) => t.toLowerCase() === name.trim().toLowerCase());
  return (found as Tier | undefined) ?? null;
}

/** Every feature a user holds: an admin has all of them, a customer those of the tier. */
export function featuresFor(role: Role | null | undefined, tier: Tier | null | undefined): readonly Feature[] {
  if (role === ROLES.admin) return Object.values(FEATURES);
  return tier ? TIER_FEATURES[tier] : [];
}

export function hasFeature(role: Role | null | undefined, tier: Tier | null | undefined, feature: Feature): boolean {
  return featuresFor(role, tier).includes(feature);
}

import type { HelpTopic } from '../types';
import { accountSettingsTopic } from './accountsettings';
import { insightsTopic } from './insights';
import { metricsTopic } from './metrics';
import { mobileAppTopic } from './mobileapp';
import { overviewTopic } from './overview';
import { portalTopic } from './portal';
import { recommenderTopic } from './recommender';
import { storyboardsTopic } from './storyboards';
import { storyMakerTopic } from './storyboardcreator';
import { subscriptionsTopic } from './purchaserefund';
import { studioRenderTopic } from './videocreator';

/** Every help page, in the order the help index shows its tiles. */
export const HELP_TOPICS: readonly HelpTopic[] = [
  overviewTopic,
  portalTopic,
  storyboardsTopic,
  mobileAppTopic,
  metricsTopic,
  insightsTopic,
  recommenderTopic,
  storyMakerTopic,
  studioRenderTopic,
  accountSettingsTopic,
  subscriptionsTopic,
];

/**
 * The topic for a /help/:topic segment, or null for an unknown one. Matching ignores
 * case so a hand-typed /help/MobileApp still finds its page.
 */
export function findHelpTopic(slug: string | undefined): HelpTopic | null {
  if (!slug) return null;
  const wanted = slug.toLowerCase();
  return HELP_TOPICS.find((topic) => topic.slug === wanted) ?? null;
}

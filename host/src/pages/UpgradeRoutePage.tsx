import { useEffect, type ReactElement, type ReactNode } from 'react';
import { useNavigate } from '@portal/shared-ui/router';
import { ANALYTICS_EVENTS, ROUTES, SHELL_MESSAGES } from '@portal/shared-contracts/core';
import { RECOMMENDER_LABELS } from '@portal/shared-contracts/insights';
import { UpgradePanel } from '@portal/shared-ui';
import { useServices } from '../services';
import { usePageTitle } from '../usePageTitle';
import { RecommenderArt } from './RecommenderArt';

/** The analytics event an upgrade page tracks when it opens, by the gated route (002 §2). */
const UPGRADE_PAGE_EVENTS: Readonly<Partial<Record<string, (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS]>>> = {
  // "Metrics upgrade page: tracks an 'Accessed metrics page' event and offers 'Talk to sales'."
  [ROUTES.metrics]: ANALYTICS_EVENTS.accessedMetricsPage,
  // "Insights ... Non-admins see an upgrade panel ... A page view event is tracked." (the event the page itself tracks)
  [ROUTES.insights]: ANALYTICS_EVENTS.insightsPageView,
  // "A page-view event is tracked on entry" of the recommender, upsell panel included.
  [ROUTES.recommendations]: ANALYTICS_EVENTS.recommenderPageView,
};

/** A route's own panel: the recommender's upsell is named the recommender, with its text and an image (002 §2). */
const UPGRADE_PANELS: Readonly<Partial<Record<string, { readonly title: string; readonly description: string; readonly image: ReactNode }>>> = {
  [ROUTES.recommendations]: { title: RECOMMENDER_LABELS.upsellTitle, description: RECOMMENDER_LABELS.upsellText, image: <RecommenderArt /> },
};

/**
 * A feature-gated route the user's tier does not include: "Talk to sales", plus
 * "Upgrade Now" to the hub where the route's manifest asks for it; the route's event, if
 * it has one, is tracked on opening, and "Talk to sales" as it is chosen.
 */
export default function UpgradeRoutePage({ path, title, upgradeNow }: { path: string; title: string; upgradeNow: boolean }): ReactElement {
  usePageTitle(title);
  const navigate = useNavigate();
  const { bus } = useServices();
  const event = UPGRADE_PAGE_EVENTS[path];
  useEffect(() => {
    if (event) bus.publish('analytics/tracked', { name: event });
  }, [bus, event]);
  const panel = UPGRADE_PANELS[path];
  return (
    <UpgradePanel
      title={panel?.title ?? title}
      description={panel?.description ?? SHELL_MESSAGES.featureNotInPlan}
      image={panel?.image}
      onTalkToSales={() => bus.publish('analytics/tracked', { name: ANALYTICS_EVENTS.talkToSalesClicked, properties: { from: path } })}
      upgradeHref={upgradeNow ? ROUTES.subscription : undefined}
      onNavigate={(to) => navigate(to)}
    />
  );
}

import { lazy, Suspense, type ReactElement } from 'react';
import { MARKETPLACE_TEXTS } from '@portal/shared-contracts/storyboards';
import { PageLayout, PageLoading } from '@portal/shared-ui';
import { Tabs } from '@portal/shared-ui/widgets';
import { useSearchParams } from '@portal/shared-ui/router';
import { CreateBriefButton } from '../features/brief';
import { STORYBOARDS_TITLE, StoryboardListPage } from '../features/storyboard-list/StoryboardListPage';
import { VIEW_PARAM, VIEWS, viewOf, type View } from '../views';


// The marketplace is its own chunk: most visits of /storyboards only see My Storyboards.
const MarketplacePage = lazy(() => import('../features/marketplace/MarketplacePage').then((m) => ({ default: m.MarketplacePage })));

/**
 * /storyboards (001 §2): one heading, then My Storyboards and the Marketplace as two tabs. The tab is kept in
 * the URL (?view=marketplace) so it survives a reload and can be linked; only the shown
 * tab is mounted (each feature keeps its state in the store, so coming back is instant).
 */
function StoryboardsPage(): ReactElement {
  const [params, setParams] = useSearchParams();
  const view: View = viewOf(params);
  const onChange = (key: string): void =>
    setParams(() => {
      // A tab starts clean: another tab's parameters (the open listing) do not carry over.
      const next = new URLSearchParams();
      if (key === VIEWS.marketplace) next.set(VIEW_PARAM, VIEWS.marketplace);
      return next;
    });
  return (
    <PageLayout title={STORYBOARDS_TITLE}>
      <Tabs
        activeKey={view}
        onChange={onChange}
        destroyOnHidden
        items={[
          { key: VIEWS.mine, label: MARKETPLACE_TEXTS.myStoryboardsTab, children: <StoryboardListPage actions={<CreateBriefButton />} /> },
          {
            key: VIEWS.marketplace,
            label: MARKETPLACE_TEXTS.marketplaceTab,
            children: (
              <Suspense fallback={<PageLoading />}>
                <MarketplacePage />
              </Suspense>
            ),
          },
        ]}
      />
    </PageLayout>
  );
}

// The route's lazy chunk (lazyRoutes needs a default export).
export default StoryboardsPage;

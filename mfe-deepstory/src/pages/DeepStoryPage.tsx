import type { ReactElement, ReactNode } from 'react';
import {
  DEEPSTORY_LABELS,
  FEATURES,
  HEADINGS,
  ROLES,
  ROUTES,
  SHELL_MESSAGES,
  areaOf,
  href,
  type SessionSnapshot,
} from '@portal/shared-contracts/core';
import { Col, Flex, PageHeader, Row, Tag, UpgradePanel, createStyles, useSessionSnapshot } from '@portal/shared-ui';
import { useNavigate } from '@portal/shared-ui/router';
import { Card } from '@portal/shared-ui/widgets';
import { ButtonLink } from '../components/ButtonLink';
import { customerIdOf } from '../features/ai-api';

interface LandingPanel {
  key: string;
  title: string;
  action: ReactNode;
}

/**
 * The three ways into Deep Story (002 §2). Only Comprehensive is open; the spec marks
 * Fast and Interactive as coming soon.
 */
const PANELS: readonly LandingPanel[] = [
  {
    key: 'fast',
    title: DEEPSTORY_LABELS.fast,
    action: <Tag>{DEEPSTORY_LABELS.comingSoon}</Tag>,
  },
  {
    key: 'comprehensive',
    title: DEEPSTORY_LABELS.comprehensive,
    action: <ButtonLink to={ROUTES.discovery}>{DEEPSTORY_LABELS.letsDoThis}</ButtonLink>,
  },
  {
    key: 'interactive',
    title: DEEPSTORY_LABELS.interactive,
    action: <Tag>{DEEPSTORY_LABELS.comingSoon}</Tag>,
  },
];

const useStyles = createStyles('deepstory-landing', (token) => ({
  panelHeading: { fontSize: token.fontSizeHeading4, marginTop: 0 },
}));

/** Deep Story is for admins and plans with the viewDeepStory feature (002 §2, §6). */
export const mayUseDeepStory = (snapshot: Pick<SessionSnapshot, 'user' | 'features'>): boolean =>
  snapshot.user?.role === ROLES.admin || snapshot.features.includes(FEATURES.viewDeepStory);

/** The upgrade panel of the Deep Story area, worded and gated as the host's guard does (shared-contracts areas). */
function DeepStoryUpgrade(): ReactElement {
  const navigate = useNavigate();
  const area = areaOf(ROUTES.deepStory);
  const title = area?.title ?? HEADINGS.deepStory;
  return <UpgradePanel title={title} description={SHELL_MESSAGES.featureNotInPlan} upgradeHref={area?.upgradeNow ? ROUTES.subscription : undefined} onNavigate={(to) => navigate(to)} />;
}

/**
 * Deep Story landing (/deepstory, 002 §2): the three panels, "View series history" to the
 * customer's series page, and Go Back. A user without the feature gets the upgrade panel
 * (the host's guard shows it before the remote mounts; this covers a session that changes
 * while the page is open).
 */
export default function DeepStoryPage(): ReactElement {
  const classes = useStyles();
  const snapshot = useSessionSnapshot();
  if (!mayUseDeepStory(snapshot)) return <DeepStoryUpgrade />;
  const customerId = customerIdOf(snapshot);
  return (
    <>
      <PageHeader
        title={HEADINGS.deepStory}
        actions={
          <>
            <ButtonLink to={ROUTES.welcome} type="default">
              {DEEPSTORY_LABELS.goBack}
            </ButtonLink>
            <ButtonLink to={customerId !== null ? href.series(customerId) : ROUTES.series} type="default">
              {DEEPSTORY_LABELS.viewSeriesHistory}
            </ButtonLink>
          </>
        }
      />
      <Row gutter={[16, 16]}>
        {PANELS.map((panel) => (
          <Col key={panel.key} xs={24} md={8}>
            <section aria-labelledby={`deepstory-panel-${panel.key}`}>
              <Card>
                <Flex vertical align="flex-start" gap="small">
                  <h2 id={`deepstory-panel-${panel.key}`} className={classes.panelHeading}>
                    {panel.title}
                  </h2>
                  {panel.action}
                </Flex>
              </Card>
            </section>
          </Col>
        ))}
      </Row>
    </>
  );
}

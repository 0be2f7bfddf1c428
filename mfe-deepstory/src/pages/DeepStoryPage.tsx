import type { ReactElement, ReactNode } from 'react';
import { DEEPSTORY_LABELS, HEADINGS, ROUTES } from '@portal/shared-contracts';
import { Col, PageHeader, Row, Tag, createStyles } from '@portal/shared-ui';
import { Card } from '@portal/shared-ui/widgets';
import { ButtonLink } from '../components/ButtonLink';

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

/**
 * Deep Story landing (/deepstory). The series history button, the feature gate and the
 * Go Back target come with the Discovery work.
 */
export default function DeepStoryPage(): ReactElement {
  const classes = useStyles();
  return (
    <>
      <PageHeader title={HEADINGS.deepStory} />
      <Row gutter={[16, 16]}>
        {PANELS.map((panel) => (
          <Col key={panel.key} xs={24} md={8}>
            <section aria-labelledby={`deepstory-panel-${panel.key}`}>
              <Card>
                <h2 id={`deepstory-panel-${panel.key}`} className={classes.panelHeading}>
                  {panel.title}
                </h2>
                {panel.action}
              </Card>
            </section>
          </Col>
        ))}
      </Row>
    </>
  );
}

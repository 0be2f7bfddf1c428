import type { ReactElement } from 'react';
import { createStyles, PageHeader, Typography } from '@portal/shared-ui';
import { useInsightsStyles } from '../../insightsStyles';
import { HelpTile } from './components/HelpTile';
import { StillNeedHelp } from './components/StillNeedHelp';
import { HELP_PAGE_TEXT } from './helpContent';
import { HELP_TOPICS } from './topics';

const useStyles = createStyles('insights-help-index', (token) => ({
  page: { maxWidth: 1120 },
  intro: { maxWidth: 720 },
  tiles: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: token.margin,
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  },
}));

/** /needhelp: one tile per help page (002 §2). */
export default function HelpIndexPage(): ReactElement {
  const classes = useStyles();
  const common = useInsightsStyles();
  return (
    <div className={classes.page}>
      <PageHeader title={HELP_PAGE_TEXT.indexTitle}>
        <Typography.Paragraph className={`${common.lead} ${classes.intro}`}>{HELP_PAGE_TEXT.indexIntro}</Typography.Paragraph>
      </PageHeader>
      <ul aria-label={HELP_PAGE_TEXT.topicsLabel} className={classes.tiles}>
        {HELP_TOPICS.map((topic) => (
          <li key={topic.slug}>
            <HelpTile topic={topic} />
          </li>
        ))}
      </ul>
      <StillNeedHelp />
    </div>
  );
}

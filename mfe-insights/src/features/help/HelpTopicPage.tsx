import type { ReactElement } from 'react';
import { useParams } from '@portal/shared-ui/router';
import { ROUTES } from '@portal/shared-contracts/core';
import { createStyles, PageHeader, Typography } from '@portal/shared-ui';
import { useInsightsStyles } from '../../insightsStyles';
import { HelpTopicView } from './components/HelpTopicView';
import { LinkButton } from '../../components/LinkButton';
import { HELP_PAGE_TEXT } from './helpContent';
import { findHelpTopic } from './topics';

const useStyles = createStyles('insights-help-not-found', () => ({
  page: { maxWidth: 720 },
}));

/** Shown for a /help/... path that names no help page. */
function HelpTopicNotFound(): ReactElement {
  const classes = useStyles();
  const common = useInsightsStyles();
  return (
    <div className={classes.page}>
      <PageHeader title={HELP_PAGE_TEXT.notFoundTitle}>
        <Typography.Paragraph className={common.lead}>{HELP_PAGE_TEXT.notFoundText}</Typography.Paragraph>
      </PageHeader>
      <LinkButton to={ROUTES.needHelp} type="primary">
        {HELP_PAGE_TEXT.backToHelp}
      </LinkButton>
    </div>
  );
}

/** /help/:topic: one help page from its data file, or a friendly not-found (002 §2). */
export default function HelpTopicPage(): ReactElement {
  const { topic: slug } = useParams<{ topic: string }>();
  const topic = findHelpTopic(slug);
  // Keyed by slug so moving between topics starts with every FAQ closed.
  return topic ? <HelpTopicView key={topic.slug} topic={topic} /> : <HelpTopicNotFound />;
}

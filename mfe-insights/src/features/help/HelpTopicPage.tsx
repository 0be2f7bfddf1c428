import type { ReactElement } from 'react';
import { useParams } from '@portal/shared-ui/router';
import { ROUTES } from '@portal/shared-contracts';
import { PageHeader, Typography } from '@portal/shared-ui';
import { HelpTopicView } from './components/HelpTopicView';
import { LinkButton } from './components/LinkButton';
import { HELP_PAGE_TEXT } from './helpContent';
import { findHelpTopic } from './topics';

/** Shown for a /help/... path that names no help page. */
function HelpTopicNotFound(): ReactElement {
  return (
    <div style={{ maxWidth: 720 }}>
      <PageHeader title={HELP_PAGE_TEXT.notFoundTitle}>
        <Typography.Paragraph style={{ fontSize: 16 }}>{HELP_PAGE_TEXT.notFoundText}</Typography.Paragraph>
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

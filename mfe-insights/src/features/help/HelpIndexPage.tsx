import type { ReactElement } from 'react';
import { PageHeader, Typography } from '@portal/shared-ui';
import { HelpTile } from './components/HelpTile';
import { StillNeedHelp } from './components/StillNeedHelp';
import { HELP_PAGE_TEXT } from './helpContent';
import { HELP_TOPICS } from './topics';

/** /needhelp: one tile per help page (002 §2). */
export default function HelpIndexPage(): ReactElement {
  return (
    <div style={{ maxWidth: 1120 }}>
      <PageHeader title={HELP_PAGE_TEXT.indexTitle}>
        <Typography.Paragraph style={{ fontSize: 16, maxWidth: 720 }}>{HELP_PAGE_TEXT.indexIntro}</Typography.Paragraph>
      </PageHeader>
      <ul
        aria-label={HELP_PAGE_TEXT.topicsLabel}
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        }}
      >
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

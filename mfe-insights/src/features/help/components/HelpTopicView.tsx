import type { ReactElement } from 'react';
import { Link } from '@portal/shared-ui/router';
import { ROUTES } from '@portal/shared-contracts';
import { BRAND, PageHeader, Typography } from '@portal/shared-ui';
import { Breadcrumb } from '@portal/shared-ui/widgets';
import { HELP_PAGE_TEXT } from '../helpContent';
import type { HelpTopic } from '../types';
import { HelpFaqList } from './HelpFaqList';
import { HelpVideoCard } from './HelpVideoCard';
import { StillNeedHelp } from './StillNeedHelp';

const sectionTitle = { fontSize: 20, marginTop: 32 } as const;

/** One help page: breadcrumb, intro, key facts, FAQ, video, related links, contact. */
export function HelpTopicView({ topic }: { topic: HelpTopic }): ReactElement {
  const id = (part: string): string => `help-${topic.slug}-${part}`;
  return (
    <div style={{ maxWidth: 880 }}>
      <Breadcrumb
        aria-label={HELP_PAGE_TEXT.breadcrumbLabel}
        separator=">"
        style={{ marginBottom: 12 }}
        items={[
          {
            // antd's default crumb link grey is below 4.5:1 on the canvas; the brand colour passes.
            title: (
              <Link to={ROUTES.needHelp} style={{ color: BRAND.primary }}>
                {HELP_PAGE_TEXT.breadcrumbRoot}
              </Link>
            ),
          },
          { title: topic.title, 'aria-current': 'page' },
        ]}
      />
      <PageHeader title={topic.title}>
        {topic.intro.map((paragraph) => (
          <Typography.Paragraph key={paragraph} style={{ fontSize: 16 }}>
            {paragraph}
          </Typography.Paragraph>
        ))}
      </PageHeader>

      {topic.facts ? (
        <section aria-labelledby={id('facts')}>
          <Typography.Title level={2} id={id('facts')} style={sectionTitle}>
            {HELP_PAGE_TEXT.factsHeading}
          </Typography.Title>
          <ul style={{ paddingInlineStart: 22, lineHeight: 1.7 }}>
            {topic.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby={id('faq')}>
        <Typography.Title level={2} id={id('faq')} style={sectionTitle}>
          {HELP_PAGE_TEXT.faqHeading}
        </Typography.Title>
        <HelpFaqList faqs={topic.faqs} />
      </section>

      {topic.video ? (
        <section aria-labelledby={id('video')}>
          <Typography.Title level={2} id={id('video')} style={sectionTitle}>
            {HELP_PAGE_TEXT.videoHeading}
          </Typography.Title>
          <HelpVideoCard video={topic.video} />
        </section>
      ) : null}

      {topic.related?.length ? (
        <nav aria-labelledby={id('related')}>
          <Typography.Title level={2} id={id('related')} style={sectionTitle}>
            {HELP_PAGE_TEXT.relatedHeading}
          </Typography.Title>
          <ul style={{ paddingInlineStart: 22, lineHeight: 1.8 }}>
            {topic.related.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <StillNeedHelp />
    </div>
  );
}

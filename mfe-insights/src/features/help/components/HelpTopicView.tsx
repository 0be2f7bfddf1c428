import type { ReactElement } from 'react';
import { Link } from '@portal/shared-ui/router';
import { ROUTES } from '@portal/shared-contracts/core';
import { createStyles, PageHeader, Typography, overAntd } from '@portal/shared-ui';
import { Breadcrumb } from '@portal/shared-ui/widgets';
import { useInsightsStyles } from '../../../insightsStyles';
import { HELP_PAGE_TEXT } from '../helpContent';
import type { HelpTopic } from '../types';
import { HelpFaqList } from './HelpFaqList';
import { HelpVideoCard } from './HelpVideoCard';
import { StillNeedHelp } from './StillNeedHelp';

const useStyles = createStyles('insights-help-topic', (token) => ({
  page: { maxWidth: 880 },
  breadcrumb: overAntd({ marginBottom: token.marginSM }),
  // antd's default crumb link grey is below 4.5:1 on the canvas; the brand colour passes.
  crumbLink: overAntd({ '&, &:hover': { color: token.colorPrimary } }),
  sectionTitle: overAntd({ fontSize: token.fontSizeHeading4, marginTop: token.marginXL }),
  // Longer items than the other lists: the reading line height.
  facts: { paddingInlineStart: token.paddingLG, lineHeight: 1.7 },
}));

/** One help page: breadcrumb, intro, key facts, FAQ, video, related links, contact. */
export function HelpTopicView({ topic }: { topic: HelpTopic }): ReactElement {
  const classes = useStyles();
  const common = useInsightsStyles();
  const id = (part: string): string => `help-${topic.slug}-${part}`;
  return (
    <div className={classes.page}>
      <Breadcrumb
        aria-label={HELP_PAGE_TEXT.breadcrumbLabel}
        separator=">"
        className={classes.breadcrumb}
        items={[
          {
            title: (
              <Link to={ROUTES.needHelp} className={classes.crumbLink}>
                {HELP_PAGE_TEXT.breadcrumbRoot}
              </Link>
            ),
          },
          { title: topic.title, 'aria-current': 'page' },
        ]}
      />
      <PageHeader title={topic.title}>
        {topic.intro.map((paragraph) => (
          <Typography.Paragraph key={paragraph} className={common.lead}>
            {paragraph}
          </Typography.Paragraph>
        ))}
      </PageHeader>

      {topic.facts ? (
        <section aria-labelledby={id('facts')}>
          <Typography.Title level={2} id={id('facts')} className={classes.sectionTitle}>
            {HELP_PAGE_TEXT.factsHeading}
          </Typography.Title>
          <ul className={classes.facts}>
            {topic.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby={id('faq')}>
        <Typography.Title level={2} id={id('faq')} className={classes.sectionTitle}>
          {HELP_PAGE_TEXT.faqHeading}
        </Typography.Title>
        <HelpFaqList faqs={topic.faqs} />
      </section>

      {topic.video ? (
        <section aria-labelledby={id('video')}>
          <Typography.Title level={2} id={id('video')} className={classes.sectionTitle}>
            {HELP_PAGE_TEXT.videoHeading}
          </Typography.Title>
          <HelpVideoCard video={topic.video} />
        </section>
      ) : null}

      {topic.related?.length ? (
        <nav aria-labelledby={id('related')}>
          <Typography.Title level={2} id={id('related')} className={classes.sectionTitle}>
            {HELP_PAGE_TEXT.relatedHeading}
          </Typography.Title>
          <ul className={common.list}>
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

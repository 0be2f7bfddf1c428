import type { ReactElement } from 'react';
import { createStyles, PageHeader, Typography, overAntd } from '@portal/shared-ui';
import { Card } from '@portal/shared-ui/widgets';
import { useInsightsStyles } from '../../insightsStyles';
import { ExternalFormLink } from './components/ExternalFormLink';
import { HOSTED_FORMS, REQUEST_PAGE_TEXT } from './contactContent';

const T = REQUEST_PAGE_TEXT;

const useStyles = createStyles('insights-request-form', (token) => ({
  page: { maxWidth: 840 },
  /** A section title after the first: the card heading size, set apart from the list above. */
  sectionTitle: overAntd({ fontSize: token.fontSizeHeading4, marginTop: token.marginLG }),
}));

/** /requestform: the custom storyboard request, on an externally hosted form (002 §2). */
export default function RequestFormPage(): ReactElement {
  const classes = useStyles();
  const common = useInsightsStyles();
  return (
    <div className={classes.page}>
      <PageHeader title={T.title} heading={T.heading}>
        <Typography.Paragraph className={common.lead}>{T.intro}</Typography.Paragraph>
      </PageHeader>
      <Card>
        <section aria-labelledby="request-include">
          <Typography.Title level={2} id="request-include" className={common.cardTitle}>
            {T.includeHeading}
          </Typography.Title>
          <ul className={common.list}>
            {T.include.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="request-next">
          <Typography.Title level={2} id="request-next" className={classes.sectionTitle}>
            {T.nextHeading}
          </Typography.Title>
          <ol className={common.list}>
            {T.next.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <ExternalFormLink href={HOSTED_FORMS.customStoryboardRequest} label={T.openForm} newTabNote={T.newTab} />
      </Card>
    </div>
  );
}

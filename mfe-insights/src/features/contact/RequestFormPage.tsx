import type { ReactElement } from 'react';
import { PageHeader, Typography } from '@portal/shared-ui';
import { Card } from '@portal/shared-ui/widgets';
import { ExternalFormLink } from './components/ExternalFormLink';
import { HOSTED_FORMS, REQUEST_PAGE_TEXT } from './contactContent';

const T = REQUEST_PAGE_TEXT;
const sectionTitle = { fontSize: 20, marginTop: 24 } as const;

/** /requestform: the custom storyboard request, on an externally hosted form (002 §2). */
export default function RequestFormPage(): ReactElement {
  return (
    <div style={{ maxWidth: 840 }}>
      <PageHeader title={T.title} heading={T.heading}>
        <Typography.Paragraph style={{ fontSize: 16 }}>{T.intro}</Typography.Paragraph>
      </PageHeader>
      <Card>
        <section aria-labelledby="request-include">
          <Typography.Title level={2} id="request-include" style={{ ...sectionTitle, marginTop: 0 }}>
            {T.includeHeading}
          </Typography.Title>
          <ul style={{ paddingInlineStart: 22, lineHeight: 1.8 }}>
            {T.include.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="request-next">
          <Typography.Title level={2} id="request-next" style={sectionTitle}>
            {T.nextHeading}
          </Typography.Title>
          <ol style={{ paddingInlineStart: 22, lineHeight: 1.8 }}>
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

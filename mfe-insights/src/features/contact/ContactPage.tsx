import type { ReactElement } from 'react';
import { PageHeader, Typography } from '@portal/shared-ui';
import { Card } from '@portal/shared-ui/widgets';
import { ContactDetails } from './components/ContactDetails';
import { ExternalFormLink } from './components/ExternalFormLink';
import { CONTACT_DETAILS, CONTACT_PAGE_TEXT, HOSTED_FORMS } from './contactContent';

const T = CONTACT_PAGE_TEXT;

/**
 * /contactform: Contact Us (002 §2). Public: it is linked from the login page for
 * non-members and from every "Talk to sales" and "Send us a message!" button.
 */
export default function ContactPage(): ReactElement {
  return (
    <div style={{ maxWidth: 1040 }}>
      <PageHeader title={T.title}>
        <Typography.Paragraph style={{ fontSize: 16, maxWidth: 680 }}>{T.intro}</Typography.Paragraph>
      </PageHeader>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'stretch' }}>
        <Card style={{ flex: '1 1 380px' }}>
          <section aria-labelledby="contact-message">
            <Typography.Title level={2} id="contact-message" style={{ fontSize: 20, marginTop: 0 }}>
              {T.messageHeading}
            </Typography.Title>
            <Typography.Paragraph>{T.messageText}</Typography.Paragraph>
            <ExternalFormLink href={HOSTED_FORMS.contact} label={T.openForm} newTabNote={T.newTab} />
            <Typography.Paragraph style={{ marginTop: 20, marginBottom: 0 }}>
              {T.emailInstead}{' '}
              <Typography.Link href={`mailto:${CONTACT_DETAILS.email}`} underline>
                {CONTACT_DETAILS.email}
              </Typography.Link>
              .
            </Typography.Paragraph>
          </section>
        </Card>
        <Card style={{ flex: '1 1 320px' }}>
          <section aria-labelledby="contact-details">
            <Typography.Title level={2} id="contact-details" style={{ fontSize: 20, marginTop: 0 }}>
              {T.detailsHeading}
            </Typography.Title>
            <ContactDetails />
          </section>
        </Card>
      </div>
    </div>
  );
}

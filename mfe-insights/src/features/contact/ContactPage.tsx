import type { ReactElement } from 'react';
import { createStyles, Flex, PageHeader, Typography, overAntd } from '@portal/shared-ui';
import { Card } from '@portal/shared-ui/widgets';
import { useInsightsStyles } from '../../insightsStyles';
import { ContactDetails } from './components/ContactDetails';
import { ExternalFormLink } from './components/ExternalFormLink';
import { CONTACT_DETAILS, CONTACT_PAGE_TEXT, HOSTED_FORMS } from './contactContent';

const T = CONTACT_PAGE_TEXT;

const useStyles = createStyles('insights-contact', (token) => ({
  page: { maxWidth: 1040 },
  intro: { maxWidth: 680 },
  messageCard: { flex: '1 1 380px' },
  detailsCard: { flex: '1 1 320px' },
  emailInstead: overAntd({ marginTop: token.marginMD, marginBottom: 0 }),
}));

/**
 * /contactform: Contact Us (002 §2). Public: it is linked from the login page for
 * non-members and from every "Talk to sales" and "Send us a message!" button.
 */
export default function ContactPage(): ReactElement {
  const classes = useStyles();
  const common = useInsightsStyles();
  return (
    <div className={classes.page}>
      <PageHeader title={T.title}>
        <Typography.Paragraph className={`${common.lead} ${classes.intro}`}>{T.intro}</Typography.Paragraph>
      </PageHeader>
      <Flex wrap gap="large" align="stretch">
        <Card className={classes.messageCard}>
          <section aria-labelledby="contact-message">
            <Typography.Title level={2} id="contact-message" className={common.cardTitle}>
              {T.messageHeading}
            </Typography.Title>
            <Typography.Paragraph>{T.messageText}</Typography.Paragraph>
            <ExternalFormLink href={HOSTED_FORMS.contact} label={T.openForm} newTabNote={T.newTab} />
            <Typography.Paragraph className={classes.emailInstead}>
              {T.emailInstead}{' '}
              <Typography.Link href={`mailto:${CONTACT_DETAILS.email}`} underline>
                {CONTACT_DETAILS.email}
              </Typography.Link>
              .
            </Typography.Paragraph>
          </section>
        </Card>
        <Card className={classes.detailsCard}>
          <section aria-labelledby="contact-details">
            <Typography.Title level={2} id="contact-details" className={common.cardTitle}>
              {T.detailsHeading}
            </Typography.Title>
            <ContactDetails />
          </section>
        </Card>
      </Flex>
    </div>
  );
}

import type { ReactElement, ReactNode } from 'react';
import { REQUEST_FORM_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { Flex, PageHeader, Typography, createStyles, overAntd, useMountProps } from '@portal/shared-ui';
import { Card } from '@portal/shared-ui/widgets';
import { CreateBriefButton } from './CreateBriefButton';
import { HostedFormLink } from './components/HostedFormLink';
import { RequestForm } from './RequestForm';

const useStyles = createStyles('request-form-page', (token) => ({
  page: { maxWidth: 1120 },
  lead: { fontSize: token.fontSizeLG, maxWidth: 760 },
  main: { flex: '2 1 440px', minWidth: 0 },
  side: { flex: '1 1 280px', minWidth: 0 },
  cardTitle: overAntd({ fontSize: token.fontSizeHeading4, marginTop: 0 }),
  list: { paddingInlineStart: token.paddingLG, marginBlockEnd: 0, lineHeight: 1.8 },
}));

/** A card that is a region named by its h2. */
function CardSection({ id, heading, children }: { readonly id: string; readonly heading: string; readonly children: ReactNode }): ReactElement {
  const classes = useStyles();
  return (
    <Card>
      <section aria-labelledby={id}>
        <Typography.Title level={2} id={id} className={classes.cardTitle}>
          {heading}
        </Typography.Title>
        {children}
      </section>
    </Card>
  );
}

/**
 * /requestform, "CUSTOM STORYBOARD REQUEST FORM" (001 §2; docs/adr/025): the portal's own
 * request form, the Create Brief modal for the full picture, what happens next, and the
 * externally hosted form as a second option when one is configured.
 */
export function RequestFormPage(): ReactElement {
  const classes = useStyles();
  const hostedForm = useMountProps().config.requestFormUrl ?? null;
  return (
    <div className={classes.page}>
      <PageHeader title={T.title} heading={T.heading}>
        <Typography.Paragraph className={classes.lead}>{T.intro}</Typography.Paragraph>
      </PageHeader>
      <Flex wrap gap="large" align="flex-start">
        <div className={classes.main}>
          <CardSection id="request-form" heading={T.formHeading}>
            <RequestForm />
          </CardSection>
        </div>
        <Flex vertical gap="large" className={classes.side}>
          <CardSection id="request-brief" heading={T.briefHeading}>
            <Typography.Paragraph>{T.briefText}</Typography.Paragraph>
            <CreateBriefButton primary />
          </CardSection>
          <CardSection id="request-next" heading={T.nextHeading}>
            <ol className={classes.list}>
              {T.next.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </CardSection>
          {hostedForm ? (
            <CardSection id="request-hosted" heading={T.hostedHeading}>
              <HostedFormLink href={hostedForm} />
            </CardSection>
          ) : null}
        </Flex>
      </Flex>
    </div>
  );
}

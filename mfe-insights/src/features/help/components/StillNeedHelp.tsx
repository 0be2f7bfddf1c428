import type { ReactElement } from 'react';
import { ROUTES } from '@portal/shared-contracts/core';
import { createStyles, Typography, overAntd } from '@portal/shared-ui';
import { Card } from '@portal/shared-ui/widgets';
import { useInsightsStyles } from '../../../insightsStyles';
import { HELP_PAGE_TEXT } from '../helpContent';
import { LinkButton } from '../../../components/LinkButton';

const useStyles = createStyles('insights-still-need-help', (token) => ({
  card: overAntd({ marginTop: token.marginXL }),
}));

/** Closing panel of every help page: the "Send us a message!" way to the contact form. */
export function StillNeedHelp(): ReactElement {
  const classes = useStyles();
  const common = useInsightsStyles();
  return (
    <Card className={classes.card}>
      <section aria-labelledby="help-still-need-help">
        <Typography.Title level={2} id="help-still-need-help" className={common.cardTitle}>
          {HELP_PAGE_TEXT.stillNeedHelpHeading}
        </Typography.Title>
        <Typography.Paragraph>{HELP_PAGE_TEXT.stillNeedHelpText}</Typography.Paragraph>
        <LinkButton to={ROUTES.contactForm} type="primary" size="large">
          {HELP_PAGE_TEXT.sendUsAMessage}
        </LinkButton>
      </section>
    </Card>
  );
}

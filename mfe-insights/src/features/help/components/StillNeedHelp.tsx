import type { ReactElement } from 'react';
import { ROUTES } from '@portal/shared-contracts';
import { Typography } from '@portal/shared-ui';
import { Card } from '@portal/shared-ui/widgets';
import { HELP_PAGE_TEXT } from '../helpContent';
import { LinkButton } from './LinkButton';

/** Closing panel of every help page: the "Send us a message!" way to the contact form. */
export function StillNeedHelp(): ReactElement {
  return (
    <Card style={{ marginTop: 32 }}>
      <section aria-labelledby="help-still-need-help">
        <Typography.Title level={2} id="help-still-need-help" style={{ fontSize: 20, marginTop: 0 }}>
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

import type { ReactElement } from 'react';
import { useNavigate } from '@portal/shared-ui/router';
import { HEADINGS, LABELS, ROUTES, SHELL_MESSAGES } from '@portal/shared-contracts';
import { Button, Typography } from '@portal/shared-ui';
import { usePageTitle } from '../usePageTitle';

/** /welcome: "CREATE BETTER STORIES" and "Let's go" to Deep Story discovery. */
export default function WelcomePage(): ReactElement {
  usePageTitle('Welcome');
  const navigate = useNavigate();
  return (
    <section style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 24, padding: '48px 24px' }}>
      <Typography.Title level={1} style={{ fontSize: 44, letterSpacing: 1, margin: 0 }}>
        {HEADINGS.createBetterStories}
      </Typography.Title>
      <Typography.Paragraph style={{ fontSize: 18, maxWidth: 640, color: '#434343' }}>
        {SHELL_MESSAGES.welcomeIntro}
      </Typography.Paragraph>
      <Button type="primary" size="large" href={ROUTES.discovery} onClick={(e) => { e.preventDefault(); navigate(ROUTES.discovery); }}>
        {LABELS.letsGo}
      </Button>
    </section>
  );
}

import type { ReactElement } from 'react';
import { useNavigate } from '@portal/shared-ui/router';
import { HEADINGS, LABELS, ROUTES, SHELL_MESSAGES } from '@portal/shared-contracts/core';
import { Button, Typography, createStyles, overAntd } from '@portal/shared-ui';
import { usePageTitle } from '../usePageTitle';

const useStyles = createStyles('welcome', (token) => ({
  hero: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: token.marginLG, padding: `${token.marginXXL}px ${token.paddingLG}px` },
  title: overAntd({ fontSize: token.fontSizeHeading1, letterSpacing: 1, margin: 0 }),
  intro: overAntd({ fontSize: token.fontSizeLG, maxWidth: 640, color: token.colorTextSecondary }),
}));

/** /welcome: "CREATE BETTER STORIES" and "Let's go" to Deep Story discovery. */
export default function WelcomePage(): ReactElement {
  usePageTitle('Welcome');
  const navigate = useNavigate();
  const classes = useStyles();
  return (
    <section className={classes.hero}>
      <Typography.Title level={1} className={classes.title}>
        {HEADINGS.createBetterStories}
      </Typography.Title>
      <Typography.Paragraph className={classes.intro}>
        {SHELL_MESSAGES.welcomeIntro}
      </Typography.Paragraph>
      <Button type="primary" size="large" href={ROUTES.discovery} onClick={(e) => { e.preventDefault(); navigate(ROUTES.discovery); }}>
        {LABELS.letsGo}
      </Button>
    </section>
  );
}

import type { ReactElement } from 'react';
import { createStyles } from '@portal/shared-ui';

const useStyles = createStyles('status-heading', (token) => ({
  heading: { fontSize: token.fontSizeHeading3, margin: 0 },
}));

/** The one heading of a status page (not found, server error, the shell's own failure). */
export function StatusHeading({ children }: { children: string }): ReactElement {
  const classes = useStyles();
  return <h1 className={classes.heading}>{children}</h1>;
}

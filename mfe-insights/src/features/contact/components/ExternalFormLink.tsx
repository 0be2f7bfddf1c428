import type { ReactElement } from 'react';
import { Button, createStyles } from '@portal/shared-ui';
import { ExportOutlined } from '@portal/shared-ui/icons';

const useStyles = createStyles('insights-external-form-link', () => ({
  // Read by screen readers, invisible on screen.
  visuallyHidden: {
    position: 'absolute',
    width: 1,
    height: 1,
    margin: -1,
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
}));

export interface ExternalFormLinkProps {
  /** Absolute URL of the hosted form. */
  readonly href: string;
  readonly label: string;
  /** Announced after the label, e.g. "(opens in a new tab)". */
  readonly newTabNote: string;
}

/** A button-styled link that opens an externally hosted form in a new tab. */
export function ExternalFormLink({ href, label, newTabNote }: ExternalFormLinkProps): ReactElement {
  const classes = useStyles();
  return (
    <Button
      type="primary"
      size="large"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      icon={<ExportOutlined aria-hidden />}
      iconPlacement="end"
    >
      {label}
      <span className={classes.visuallyHidden}> {newTabNote}</span>
    </Button>
  );
}

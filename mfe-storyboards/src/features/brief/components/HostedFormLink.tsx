import type { ReactElement } from 'react';
import { REQUEST_FORM_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { Typography } from '@portal/shared-ui';
import { ExportOutlined } from '@portal/shared-ui/icons';

export interface HostedFormLinkProps {
  /** The hosted form's address (PortalConfig.requestFormUrl). */
  readonly href: string;
}

/** The externally hosted request form, the page's second option: a link to a new tab, never an embed. */
export function HostedFormLink({ href }: HostedFormLinkProps): ReactElement {
  return (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer" underline>
      {T.openHostedForm} {T.newTab} <ExportOutlined aria-hidden />
    </Typography.Link>
  );
}

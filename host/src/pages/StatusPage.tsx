import type { ReactElement } from 'react';
import { useNavigate } from '@portal/shared-ui/router';
import { ROUTES, SHELL_MESSAGES } from '@portal/shared-contracts/core';
import { Button, Result } from '@portal/shared-ui';
import { usePageTitle } from '../usePageTitle';
import { StatusHeading } from './StatusHeading';

const PAGES = {
  404: { title: SHELL_MESSAGES.notFoundTitle, text: SHELL_MESSAGES.notFoundText },
  500: { title: SHELL_MESSAGES.serverErrorTitle, text: SHELL_MESSAGES.serverErrorText },
} as const;

/** The shell's own status pages: not found (unknown paths and /404) and /500. */
export default function StatusPage({ status }: { status: keyof typeof PAGES }): ReactElement {
  const { title, text } = PAGES[status];
  usePageTitle(title);
  const navigate = useNavigate();
  return (
    <Result
      status={String(status) as '404' | '500'}
      title={<StatusHeading>{title}</StatusHeading>}
      subTitle={text}
      extra={
        <Button type="primary" onClick={() => navigate(ROUTES.welcome)}>
          {SHELL_MESSAGES.backToWelcome}
        </Button>
      }
    />
  );
}

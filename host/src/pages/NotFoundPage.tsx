import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@portal/shared-contracts';
import { Button, Result } from '@portal/shared-ui';
import { usePageTitle } from '../usePageTitle';

/** Shown inside the shell for a path no app owns, and at /404. */
export default function NotFoundPage(): ReactElement {
  usePageTitle('Page not found');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>Page not found</h1>}
      subTitle="The page you asked for does not exist or has moved."
      extra={<Button type="primary" onClick={() => navigate(ROUTES.welcome)}>Back to Welcome</Button>}
    />
  );
}

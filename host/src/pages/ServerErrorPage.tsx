import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@portal/shared-contracts';
import { Button, Result } from '@portal/shared-ui';
import { usePageTitle } from '../usePageTitle';

/** /500: a generic failure page with a way back. */
export default function ServerErrorPage(): ReactElement {
  usePageTitle('Something went wrong');
  const navigate = useNavigate();
  return (
    <Result
      status="500"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>Something went wrong</h1>}
      subTitle="An unexpected error occurred on our side. Please try again in a moment."
      extra={<Button type="primary" onClick={() => navigate(ROUTES.welcome)}>Back to Welcome</Button>}
    />
  );
}

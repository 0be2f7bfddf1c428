import type { ReactElement } from 'react';
import { Link } from '@portal/shared-ui/router';
import { ROUTES } from '@portal/shared-contracts/core';
import { PageHeader, Typography } from '@portal/shared-ui';
import { DEEPSTORY_UI } from '../texts';

/** Any /deepstory/* address this remote has no page for. */
export default function NotFoundPage(): ReactElement {
  return (
    <>
      <PageHeader title={DEEPSTORY_UI.notFoundTitle} />
      <Typography.Paragraph>{DEEPSTORY_UI.notFoundBody}</Typography.Paragraph>
      <Link to={ROUTES.deepStory}>{DEEPSTORY_UI.backToDeepStory}</Link>
    </>
  );
}

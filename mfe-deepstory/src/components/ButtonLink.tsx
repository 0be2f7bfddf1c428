import type { ReactElement, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from '@portal/shared-ui/router';
import { Button } from '@portal/shared-ui';

export interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  type?: 'primary' | 'default';
}

/**
 * A link styled as an antd button. It stays a real `<a href>` (so it reads as a link and
 * opens in a new tab on modifier clicks) while plain clicks navigate inside the router.
 */
export function ButtonLink({ to, children, type = 'primary' }: ButtonLinkProps): ReactElement {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button type={type} href={href} onClick={onClick}>
      {children}
    </Button>
  );
}

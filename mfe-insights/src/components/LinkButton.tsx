import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { useNavigate } from '@portal/shared-ui/router';
import { Button } from '@portal/shared-ui';

export interface LinkButtonProps {
  /** An in-app path. */
  readonly to: string;
  readonly children: ReactNode;
  readonly type?: 'primary' | 'default';
  readonly size?: 'middle' | 'large';
}

/**
 * An in-app link that looks like a button. It is a real `<a href>` (so it can be
 * opened in a new tab and is announced as a link) that navigates through the router.
 */
export function LinkButton({ to, children, type = 'default', size = 'middle' }: LinkButtonProps): ReactElement {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>): void => {
    // Let modified clicks (new tab or window) through to the browser.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Button type={type} size={size} href={to} onClick={onClick}>
      {children}
    </Button>
  );
}

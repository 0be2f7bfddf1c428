import { useCallback, type ReactElement } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { BRAND } from '../theme';

/**
 * antd renders a column's filter trigger as `span[role=button][tabindex=-1]`: out of the
 * tab order and without Enter or Space. The icon, once mounted, puts its trigger in the
 * tab order and opens it from the keyboard, without letting the key reach the header
 * cell (where Enter would sort). Its label names the trigger ("Filter User").
 */
function makeKeyboardReachable(icon: HTMLElement | null): void {
  const trigger = icon?.closest<HTMLElement>('[role="button"]');
  if (!trigger || trigger.dataset.keyboard === 'on') return;
  trigger.dataset.keyboard = 'on';
  trigger.tabIndex = 0;
  trigger.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    e.stopPropagation();
    trigger.click();
  });
}

/** The icon of a column's text filter; brand-coloured while the column is filtered. */
export function ColumnFilterIcon({ label, filtered }: { label: string; filtered: boolean }): ReactElement {
  const ref = useCallback((icon: HTMLSpanElement | null) => makeKeyboardReachable(icon), []);
  return <SearchOutlined ref={ref} aria-label={label} style={filtered ? { color: BRAND.primary } : undefined} />;
}

import { useRef, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { DRAG } from '@portal/shared-contracts/storyboards';
import { createStyles } from '@portal/shared-ui';

const useStyles = createStyles('series-row', (token) => ({
  row: {
    display: 'flex',
    gap: token.margin,
    margin: 0,
    padding: `${token.paddingXS}px 0 ${token.padding}px`,
    listStyle: 'none',
    overflowX: 'auto',
    cursor: 'grab',
    userSelect: 'none',
    '&:focus-visible': { outline: `2px solid ${token.colorPrimary}`, outlineOffset: 2 },
  },
}));

/** A move shorter than this is a click, not a drag (the card's link and checkbox still work). */
const CLICK_SLOP_PX = 4;

/**
 * The horizontal row of a series' cards (002 §2): scrolled by dragging with the mouse at
 * twice the pointer's speed (DRAG.SCROLL_FACTOR), and, as any scrollable region, with its
 * scrollbar, or the arrow keys once focused (it is in the tab order).
 */
export function DragScrollRow({ label, children }: { label: string; children: ReactNode }): ReactElement {
  const classes = useStyles();
  const drag = useRef<{ x: number; scrollLeft: number } | null>(null);
  const dragged = useRef(false);

  const onMouseDown = (e: MouseEvent<HTMLUListElement>): void => {
    if (e.button !== 0) return;
    drag.current = { x: e.clientX, scrollLeft: e.currentTarget.scrollLeft };
    dragged.current = false;
  };
  const onMouseMove = (e: MouseEvent<HTMLUListElement>): void => {
    if (!drag.current) return;
    const dx = e.clientX - drag.current.x;
    if (Math.abs(dx) > CLICK_SLOP_PX) dragged.current = true;
    if (!dragged.current) return;
    e.preventDefault();
    e.currentTarget.scrollLeft = drag.current.scrollLeft - dx * DRAG.SCROLL_FACTOR;
  };
  const onDragEnd = (): void => {
    drag.current = null;
  };
  // The click that ends a drag does not open the card under the pointer.
  const onClickCapture = (e: MouseEvent<HTMLUListElement>): void => {
    if (!dragged.current) return;
    e.preventDefault();
    e.stopPropagation();
    dragged.current = false;
  };

  return (
    // A scrollable list: focusable so the keyboard scrolls it (WCAG 2.1.1).
    <ul
      aria-label={label}
      tabIndex={0}
      className={classes.row}
      onMouseDown={onMouseDown}
      onMouseMove={onMouseMove}
      onMouseUp={onDragEnd}
      onMouseLeave={onDragEnd}
      onClickCapture={onClickCapture}
    >
      {children}
    </ul>
  );
}

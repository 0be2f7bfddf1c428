import type { ReactElement } from 'react';
import { Spin } from './antd';
import { createStyles } from './styles';

/** The reserved block and the overlay centring the spinner on it. */
const useStyles = createStyles('page-loading', () => ({
  block: { position: 'relative', minHeight: 240 },
  overlay: { position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' },
}));

/**
 * Loading indicator for an area whose content is on its way. It takes no room in
 * the flow (an overlay on a reserved block), so the content that replaces it never
 * shifts the layout.
 */
export function PageLoading({ label = 'Loading' }: { label?: string }): ReactElement {
  const classes = useStyles();
  return (
    <div role="status" aria-label={label} className={classes.block}>
      <div className={classes.overlay}>
        <Spin />
      </div>
    </div>
  );
}

import type { ReactElement } from 'react';
import { Spin } from './antd';

/**
 * Loading indicator for an area whose content is on its way. It takes no room in
 * the flow (an overlay on a reserved block), so the content that replaces it never
 * shifts the layout.
 */
export function PageLoading({ label = 'Loading' }: { label?: string }): ReactElement {
  return (
    <div role="status" aria-label={label} style={{ position: 'relative', minHeight: 240 }}>
      <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Spin />
      </div>
    </div>
  );
}

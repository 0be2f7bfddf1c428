import type { ReactElement } from 'react';

/** antd's red and green 9: the default error and success text colours fail WCAG AA contrast. */
const COLORS = { error: '#a8071a', success: '#135200' } as const;

/**
 * The text under a form's button: an error (announced as an alert) or a note. The live
 * region is always rendered so screen readers hear the text when it appears.
 */
export function FormMessage({ text, kind = 'error', id }: { text: string | null; kind?: 'error' | 'success'; id?: string }): ReactElement {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} id={id} style={{ minHeight: 24, marginTop: 8, color: COLORS[kind], whiteSpace: 'pre-line' }}>
      {text}
    </div>
  );
}

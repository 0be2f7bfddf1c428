import type { ReactElement } from 'react';
import { createStyles } from '@portal/shared-ui';
import { useAccountStyles } from '../styles';

const useStyles = createStyles('account-form-message', (token) => ({
  /** Room for one line even when empty, so the form does not jump when a message appears. */
  message: { minHeight: `${token.lineHeight}em`, marginTop: token.marginXS, whiteSpace: 'pre-line' },
}));

/**
 * The text under a form's button: an error (announced as an alert) or a note. The live
 * region is always rendered so screen readers hear the text when it appears.
 */
export function FormMessage({ text, kind = 'error', id }: { text: string | null; kind?: 'error' | 'success'; id?: string }): ReactElement {
  const classes = useStyles();
  const shared = useAccountStyles();
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} id={id} className={`${classes.message} ${kind === 'error' ? shared.errorText : shared.successText}`}>
      {text}
    </div>
  );
}

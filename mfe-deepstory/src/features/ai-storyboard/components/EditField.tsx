import type { ReactElement, ReactNode } from 'react';
import { Typography, createStyles } from '@portal/shared-ui';

const useStyles = createStyles('ai-edit-field', (token) => ({
  field: { display: 'flex', flexDirection: 'column', gap: token.marginXXS },
  label: { fontWeight: token.fontWeightStrong },
}));

/** What a control needs to be named by its label and described by its message. */
export interface FieldWiring {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

/** The id and aria attributes of the control of field `id` with `error`. */
export const wiring = (id: string, error: string | null | undefined): FieldWiring => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-message` : undefined,
});

/** A labelled field of the editor with its 002 §5 message under it. */
export function EditField({ id, label, error, children }: { id: string; label: string; error?: string | null; children: ReactNode }): ReactElement {
  const classes = useStyles();
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {children}
      {error ? (
        <Typography.Text type="danger" id={`${id}-message`}>
          {error}
        </Typography.Text>
      ) : null}
    </div>
  );
}

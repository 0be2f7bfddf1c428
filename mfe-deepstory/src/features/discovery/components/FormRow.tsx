import type { ReactElement, ReactNode } from 'react';
import { Form } from '@portal/shared-ui/forms';
import { DEEPSTORY_UI } from '../../../texts';

/** The id of a field's error text, for the input's aria-describedby. */
export const errorIdOf = (id: string, error: string | undefined): string | undefined => (error ? `${id}-error` : undefined);

export interface FormRowProps {
  readonly id: string;
  readonly label: string;
  readonly error?: string;
  /** Marks the label "(optional)" (key topics, target audience). */
  readonly optional?: boolean;
  readonly children: ReactNode;
}

/** One field of the brief: its label (for the input `id`), and its error under it. */
export function FormRow({ id, label, error, optional = false, children }: FormRowProps): ReactElement {
  return (
    <Form.Item
      label={optional ? `${label} ${DEEPSTORY_UI.optional}` : label}
      htmlFor={id}
      required={!optional}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={errorIdOf(id, error)}>{error}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}

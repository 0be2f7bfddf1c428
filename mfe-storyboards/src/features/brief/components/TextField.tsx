import type { ComponentProps, ReactElement } from 'react';
import { Form, Input } from '@portal/shared-ui/forms';

type FormItemProps = ComponentProps<typeof Form.Item>;

export interface TextFieldProps {
  readonly name: string;
  readonly label: string;
  /** Characters the input takes. */
  readonly maxLength: number;
  /** A few lines (TextArea) instead of one. */
  readonly multiline?: boolean;
  readonly type?: 'text' | 'email' | 'date';
  readonly rules?: FormItemProps['rules'];
  readonly dependencies?: FormItemProps['dependencies'];
  /** Marked required (the rules say how); the input says so to assistive technology too. */
  readonly required?: boolean;
}

/** A labelled text input of the brief or request form, its hint under it. */
export function TextField({ name, label, maxLength, multiline, type = 'text', rules, dependencies, required }: TextFieldProps): ReactElement {
  const common = { maxLength, 'aria-required': required || undefined };
  return (
    <Form.Item name={name} label={label} rules={rules} dependencies={dependencies} required={required}>
      {multiline ? <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 6 }} /> : <Input {...common} type={type} />}
    </Form.Item>
  );
}

import type { ReactElement } from 'react';
import { Form, Select } from '@portal/shared-ui/forms';

export interface SelectFieldProps<V extends string | number> {
  readonly name: string;
  readonly label: string;
  readonly options: readonly { readonly value: V; readonly label: string }[];
  readonly placeholder: string;
}

/** A labelled choice that may be left empty (cleared, it is undefined). */
export function SelectField<V extends string | number>({ name, label, options, placeholder }: SelectFieldProps<V>): ReactElement {
  return (
    <Form.Item name={name} label={label}>
      <Select<V> options={[...options]} placeholder={placeholder} allowClear />
    </Form.Item>
  );
}

import type { ReactElement } from 'react';
import type { KdenliveSetting } from '@portal/shared-contracts/deepstory';
import { Input, Select } from '@portal/shared-ui/forms';

/** The choices of a setting (value_list, comma-separated; 002 §3), or none for a free value. */
export const choicesOf = (setting: Pick<KdenliveSetting, 'value_list'>): string[] =>
  setting.value_list
    .split(',')
    .map((choice) => choice.trim())
    .filter((choice) => choice !== '');

export interface SettingControlProps {
  readonly setting: KdenliveSetting;
  /** The control's accessible name. */
  readonly label: string;
  readonly disabled: boolean;
  readonly onChange: (value: string) => void;
}

/** A Kdenlive setting's value: one of its value_list choices, or free text when it has none. */
export function SettingControl({ setting, label, disabled, onChange }: SettingControlProps): ReactElement {
  const choices = choicesOf(setting);
  if (choices.length === 0) return <Input aria-label={label} value={setting.value} disabled={disabled} maxLength={200} onChange={(e) => onChange(e.target.value)} />;
  const options = (choices.includes(setting.value) ? choices : [setting.value, ...choices]).map((value) => ({ value, label: value }));
  return <Select<string> aria-label={label} value={setting.value} options={options} disabled={disabled} onChange={onChange} />;
}

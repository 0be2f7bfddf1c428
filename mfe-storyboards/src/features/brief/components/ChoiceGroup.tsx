import type { ReactElement } from 'react';
import type { BriefChoiceGroup } from '@portal/shared-contracts/storyboards';
import { Flex, createStyles } from '@portal/shared-ui';
import { Checkbox, Form } from '@portal/shared-ui/forms';

const useStyles = createStyles('brief-choice-group', (token) => ({
  group: { border: 0, padding: 0, margin: 0, marginBlockEnd: token.marginMD, minInlineSize: 0 },
  legend: { fontSize: token.fontSize, padding: 0, marginBlockEnd: token.marginXS, color: token.colorText },
}));

/** How a box's value is held: a boolean (the brief), or 'yes'/'no' (the request form, 002 §4). */
export type ChoiceValues = 'boolean' | 'yesNo';

const YES_NO = {
  getValueProps: (value: unknown) => ({ checked: value === 'yes' }),
  getValueFromEvent: (e: { target: { checked: boolean } }) => (e.target.checked ? 'yes' : 'no'),
};

export interface ChoiceGroupProps {
  readonly group: BriefChoiceGroup;
  readonly values?: ChoiceValues;
}

/** A group of checkboxes under its legend, one form field each. */
export function ChoiceGroup({ group, values = 'boolean' }: ChoiceGroupProps): ReactElement {
  const classes = useStyles();
  const binding = values === 'yesNo' ? YES_NO : { valuePropName: 'checked' };
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{group.legend}</legend>
      <Flex wrap gap="small">
        {group.choices.map(({ key, label }) => (
          <Form.Item key={key} name={key} noStyle {...binding}>
            <Checkbox>{label}</Checkbox>
          </Form.Item>
        ))}
      </Flex>
    </fieldset>
  );
}

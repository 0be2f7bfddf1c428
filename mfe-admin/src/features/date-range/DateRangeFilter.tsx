import { useId, type ReactElement } from 'react';
import { ADMIN_LABELS, ADMIN_MESSAGES } from '@portal/shared-contracts';
import { Flex, Typography, createStyles } from '@portal/shared-ui';
import { Input } from '@portal/shared-ui/forms';
import { isValidRange, type DateRange } from './range';

const useStyles = createStyles('admin-date-range', (token) => ({
  filter: { marginBlockEnd: token.marginLG },
  field: { display: 'flex', flexDirection: 'column', gap: token.marginXXS },
  input: { inlineSize: 170 },
}));

export interface DateRangeFilterProps {
  readonly range: DateRange;
  readonly onChange: (next: DateRange) => void;
}

/**
 * The from/to date filter (002 §2): two labelled date inputs; while from is after to,
 * "'From' date must be before 'To' date." shows under them (announced) and the page's
 * figures wait for a valid range.
 */
export function DateRangeFilter({ range, onChange }: DateRangeFilterProps): ReactElement {
  const classes = useStyles();
  const id = useId();
  const valid = isValidRange(range);
  const errorId = `${id}-error`;
  const field = (key: keyof DateRange, label: string) => (
    <label className={classes.field} htmlFor={`${id}-${key}`}>
      <Typography.Text>{label}</Typography.Text>
      <Input
        id={`${id}-${key}`}
        type="date"
        className={classes.input}
        value={range[key]}
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : errorId}
        onChange={(event) => onChange({ ...range, [key]: event.target.value })}
      />
    </label>
  );
  return (
    <div role="group" aria-label={`${ADMIN_LABELS.from} – ${ADMIN_LABELS.to}`} className={classes.filter}>
      <Flex gap="middle" wrap align="end">
        {field('from', ADMIN_LABELS.from)}
        {field('to', ADMIN_LABELS.to)}
      </Flex>
      <div role="alert" id={errorId}>
        {valid ? null : <Typography.Text type="danger">{ADMIN_MESSAGES.fromBeforeTo}</Typography.Text>}
      </div>
    </div>
  );
}

import { useId, type ReactElement } from 'react';
import { QR_MESSAGES as T } from '@portal/shared-contracts/storyboards';
import { Flex, Typography, createStyles } from '@portal/shared-ui';
import { Input } from '@portal/shared-ui/forms';
import type { ExpiryInput } from '../expiry';

const useStyles = createStyles('storyboard-qr-expiry', (token) => ({
  fieldset: { border: 'none', margin: 0, padding: 0, minInlineSize: 0 },
  legend: { padding: 0, marginBlockEnd: token.marginXS, fontWeight: token.fontWeightStrong },
  field: { display: 'flex', flexDirection: 'column', gap: token.marginXXS },
  short: { inlineSize: '4.5em' },
  long: { inlineSize: '6em' },
  problem: { display: 'block', marginBlockStart: token.marginXS },
}));

const FIELDS = [
  { key: 'day', label: T.dayLabel, placeholder: T.dayPlaceholder, maxLength: 2, size: 'short' },
  { key: 'month', label: T.monthLabel, placeholder: T.monthPlaceholder, maxLength: 2, size: 'short' },
  { key: 'year', label: T.yearLabel, placeholder: T.yearPlaceholder, maxLength: 4, size: 'long' },
] as const;

export interface ExpiryFieldsProps {
  readonly value: ExpiryInput;
  /** Why the date cannot be used (001 §5's label, or its range), shown under the fields. */
  readonly problem: string | null;
  readonly onChange: (field: keyof ExpiryInput, value: string) => void;
}

/** The expiry's day, month and year inputs (dd mm yyyy), with the reason a date is refused. */
export function ExpiryFields({ value, problem, onChange }: ExpiryFieldsProps): ReactElement {
  const classes = useStyles();
  const id = useId();
  const problemId = `${id}-problem`;
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{T.expiryLegend}</legend>
      <Flex gap="small" wrap>
        {FIELDS.map((field) => (
          <label key={field.key} className={classes.field}>
            <span>{field.label}</span>
            <Input
              value={value[field.key]}
              onChange={(e) => onChange(field.key, e.target.value)}
              placeholder={field.placeholder}
              maxLength={field.maxLength}
              inputMode="numeric"
              autoComplete="off"
              status={problem ? 'error' : undefined}
              aria-invalid={problem !== null}
              aria-describedby={problem ? problemId : undefined}
              className={classes[field.size]}
            />
          </label>
        ))}
      </Flex>
      {problem ? (
        <Typography.Text type="danger" id={problemId} role="alert" className={classes.problem}>
          {problem}
        </Typography.Text>
      ) : null}
    </fieldset>
  );
}

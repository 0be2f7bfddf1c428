import { useId, type ReactElement } from 'react';
import { ADMIN_MESSAGES, METRICS_LABELS as L } from '@portal/shared-contracts';
import { Flex, Typography, createStyles } from '@portal/shared-ui';
import { Input } from '@portal/shared-ui/forms';
import { boundsOf, type DayRange } from '../range';

const useStyles = createStyles('metrics-range', (token) => ({
  field: { display: 'flex', flexDirection: 'column', gap: token.marginXXS },
  input: { inlineSize: 170 },
}));

/** The from/to days of the figures; while from is after to the error shows (announced) and the figures wait. */
export function MetricsRange({ range, onChange }: { readonly range: DayRange; readonly onChange: (next: DayRange) => void }): ReactElement {
  const classes = useStyles();
  const id = useId();
  const valid = boundsOf(range) !== null;
  const field = (key: keyof DayRange, label: string) => (
    <label className={classes.field} htmlFor={`${id}-${key}`}>
      <Typography.Text>{label}</Typography.Text>
      <Input
        id={`${id}-${key}`}
        type="date"
        className={classes.input}
        value={range[key]}
        aria-invalid={!valid}
        aria-describedby={valid ? `${id}-hint` : `${id}-error`}
        onChange={(event) => onChange({ ...range, [key]: event.target.value })}
      />
    </label>
  );
  return (
    <div role="group" aria-label={L.range}>
      <Flex gap="middle" wrap align="end">
        {field('from', L.from)}
        {field('to', L.to)}
      </Flex>
      <Typography.Paragraph type="secondary" id={`${id}-hint`}>
        {L.rangeHint}
      </Typography.Paragraph>
      <div role="alert" id={`${id}-error`}>
        {valid ? null : <Typography.Text type="danger">{ADMIN_MESSAGES.fromBeforeTo}</Typography.Text>}
      </div>
    </div>
  );
}

import { useCallback, useEffect, useId, useMemo, useRef, type ReactElement } from 'react';
import { ADMIN_MESSAGES } from '@portal/shared-contracts/admin';
import { Flex, Typography } from '../antd';
import { Input } from '../formsAntd';
import { useSearchParams } from '@portal/shared-ui/router';
import { createStyles } from '../styles';
import { isValidRange, lastDays, rangeBounds, type DayRange, type DayRangeBounds } from './dayRange';

const useStyles = createStyles('day-range-filter', (token) => ({
  field: { display: 'flex', flexDirection: 'column', gap: token.marginXXS },
  input: { inlineSize: 170 },
}));

export interface DayRangeFilterProps {
  readonly range: DayRange;
  /**
   * Called with the one day edited. Only that day: a second edit made before the first
   * has re-rendered the filter must not write the first field's old value back.
   */
  readonly onChange: (change: Partial<DayRange>) => void;
  /** The group's name and the two fields' labels. */
  readonly labels: { readonly group: string; readonly from: string; readonly to: string };
  /** A line under the fields saying what the range covers. */
  readonly hint?: string;
  readonly className?: string;
}

/**
 * A from/to filter of whole days (002 §2): two labelled date inputs; while from is after
 * to, "'From' date must be before 'To' date." shows under them (announced) and the page's
 * figures wait for a valid range.
 */
export function DayRangeFilter({ range, onChange, labels, hint, className }: DayRangeFilterProps): ReactElement {
  const classes = useStyles();
  const id = useId();
  const valid = isValidRange(range);
  const hintId = hint ? `${id}-hint` : undefined;
  const field = (key: keyof DayRange, label: string) => (
    <label className={classes.field} htmlFor={`${id}-${key}`}>
      <Typography.Text>{label}</Typography.Text>
      <Input
        id={`${id}-${key}`}
        type="date"
        className={classes.input}
        value={range[key]}
        aria-invalid={!valid}
        aria-describedby={valid ? hintId : `${id}-error`}
        onChange={(event) => onChange({ [key]: event.target.value })}
      />
    </label>
  );
  return (
    <div role="group" aria-label={labels.group} className={className}>
      <Flex gap="middle" wrap align="end">
        {field('from', labels.from)}
        {field('to', labels.to)}
      </Flex>
      {hint ? (
        <Typography.Paragraph type="secondary" id={hintId}>
          {hint}
        </Typography.Paragraph>
      ) : null}
      <div role="alert" id={`${id}-error`}>
        {valid ? null : <Typography.Text type="danger">{ADMIN_MESSAGES.fromBeforeTo}</Typography.Text>}
      </div>
    </div>
  );
}

export interface DayRangeParams {
  /** The days as the filter shows them (the URL's `from` and `to`, else the default). */
  readonly range: DayRange;
  /** The range as instants, or null while from is after to (the filter then shows its error). */
  readonly bounds: DayRangeBounds | null;
  /** Sets the days given and keeps the other as it is. */
  readonly setRange: (change: Partial<DayRange>) => void;
}

/**
 * A day range kept in the URL (`?from=YYYY-MM-DD&to=YYYY-MM-DD`), so it survives switching
 * tabs, a reload and a shared link. A missing day takes the default: the last
 * `defaultDays` days, today included.
 */
export function useDayRangeParams(defaultDays: number, now: () => number = Date.now): DayRangeParams {
  const [params, setParams] = useSearchParams();
  const fromParam = params.get('from');
  const toParam = params.get('to');
  const range = useMemo<DayRange>(() => {
    const fallback = lastDays(now(), defaultDays);
    return { from: fromParam ?? fallback.from, to: toParam ?? fallback.to };
  }, [fromParam, toParam, now, defaultDays]);
  const bounds = useMemo(() => rangeBounds(range), [range]);
  // Edits the URL does not show yet. react-router hands setParams' updater the params of
  // the last render, so without these a second edit made before the first has re-rendered
  // would write the URL from those params and lose the first.
  const pending = useRef<Partial<DayRange>>({});
  useEffect(() => {
    const shown: DayRange = { from: fromParam ?? '', to: toParam ?? '' };
    for (const key of Object.keys(pending.current) as Array<keyof DayRange>)
      if (pending.current[key] === shown[key]) delete pending.current[key];
  }, [fromParam, toParam]);
  const setRange = useCallback(
    (change: Partial<DayRange>) => {
      pending.current = { ...pending.current, ...change };
      const edits = pending.current;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const [key, day] of Object.entries(edits)) updated.set(key, day);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { range, bounds, setRange };
}

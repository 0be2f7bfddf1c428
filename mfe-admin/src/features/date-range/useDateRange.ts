import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@portal/shared-ui/router';
import { defaultRange, rangeBounds, type DateRange } from './range';

export interface DateRangeState {
  /** The days as the filter shows them (the URL's `from` and `to`, else the default). */
  readonly range: DateRange;
  /** The range as instants, or null while from is after to (the filter then shows its error). */
  readonly bounds: { readonly fromMs: number; readonly toMs: number } | null;
  readonly setRange: (next: DateRange) => void;
}

/**
 * The admin page's from/to filter, kept in the URL (`?from=YYYY-MM-DD&to=YYYY-MM-DD`) so
 * it survives switching tabs, a reload and a shared link. Missing days take the default
 * (from 6 days before today at midnight, to today, in Brisbane).
 */
export function useDateRange(now: () => number = Date.now): DateRangeState {
  const [params, setParams] = useSearchParams();
  const fromParam = params.get('from');
  const toParam = params.get('to');
  const range = useMemo<DateRange>(() => {
    const fallback = defaultRange(now());
    return { from: fromParam ?? fallback.from, to: toParam ?? fallback.to };
  }, [fromParam, toParam, now]);
  const bounds = useMemo(() => rangeBounds(range), [range]);
  const setRange = useCallback(
    (next: DateRange) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('from', next.from);
          updated.set('to', next.to);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { range, bounds, setRange };
}

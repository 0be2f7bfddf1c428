import type { ReactElement } from 'react';
import { ADMIN_FIGURES, ADMIN_LABELS } from '@portal/shared-contracts/admin';
import { createStyles } from '@portal/shared-ui';
import { DayRangeFilter, useDayRangeParams, type DayRange, type DayRangeParams } from '@portal/shared-ui/data';

/** From 6 days before today at midnight to today (002 §2), in Brisbane days. */
const DEFAULT_DAYS = ADMIN_FIGURES.DEFAULT_FROM_DAYS_BACK + 1;

/** The admin page's from/to filter, kept in the URL's query so it survives tabs, reloads and links. */
export function useDateRange(now?: () => number): DayRangeParams {
  return useDayRangeParams(DEFAULT_DAYS, now);
}

const useStyles = createStyles('admin-date-range', (token) => ({ filter: { marginBlockEnd: token.marginLG } }));
const LABELS = { group: `${ADMIN_LABELS.from} – ${ADMIN_LABELS.to}`, from: ADMIN_LABELS.from, to: ADMIN_LABELS.to };

/** The from/to date filter over the Dashboard and Users tabs (002 §2). */
export function DateRangeFilter({ range, onChange }: { readonly range: DayRange; readonly onChange: (change: Partial<DayRange>) => void }): ReactElement {
  return <DayRangeFilter range={range} onChange={onChange} labels={LABELS} className={useStyles().filter} />;
}

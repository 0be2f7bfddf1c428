// The admin page's from/to filter (002 §2): Brisbane days, kept in the URL.
export { DateRangeFilter, useDateRange } from './DateRangeFilter';

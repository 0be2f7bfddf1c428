// The admin page's from/to filter (002 §2): Brisbane days, kept in the URL.
export { brisbaneDayOf, defaultRange, isValidRange, midnightOf, rangeBounds, type DateRange, type IsoDay } from './range';
export { useDateRange, type DateRangeState } from './useDateRange';
export { DateRangeFilter, type DateRangeFilterProps } from './DateRangeFilter';

import dayjs from 'dayjs';
import 'dayjs/locale/en-au';

// The date components of `@portal/shared-ui/forms` (antd's pickers run on dayjs) format
// and parse in Australian English: day-first dates, Monday weeks.
dayjs.locale('en-au');

export { dayjs };

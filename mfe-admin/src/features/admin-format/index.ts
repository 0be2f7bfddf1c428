// How the admin page writes dates (en-GB, Australia/Brisbane) and money (minor units / 100, AUD by default).
export { currencyOf, formatAdminDate, formatAdminDateTime, formatAmount, type AdminMoment } from './format';

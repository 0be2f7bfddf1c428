/** Admin dashboard figures (002 §2, §4, §9). */
export const ADMIN_FIGURES = {
  /**
   * "Recent logins": last login within 7,776,000 (002 §4). Both readings are noted by
   * the spec: the source's arithmetic compares it as days (7,776,000 days, i.e. every
   * user who ever logged in), while the likely intent is seconds (7,776,000 s = 90
   * days). Whoever uses it must say which reading it applies; seconds is recommended.
   */
  RECENT_LOGIN_THRESHOLD: 7_776_000,
  /** "Long-term": account at least 1 year old (31,556,952,000 ms = 365.2425 days). */
  LONG_TERM_ACCOUNT_MS: 31_556_952_000,
  /** The from-date filter defaults to 6 days before today at midnight. */
  DEFAULT_FROM_DAYS_BACK: 6,
  /** Invoice amounts are in minor units. */
  INVOICE_AMOUNT_DIVISOR: 100,
  DEFAULT_CURRENCY: 'AUD',
  DATE_LOCALE: 'en-GB',
  TIME_ZONE: 'Australia/Brisbane',
  /** Updates after an action may take up to 24 hours to reflect. */
  UPDATE_REFLECT_HOURS: 24,
  /** Loader notes: "may take up to N seconds". */
  LOADER_SECONDS: {
    DELETE_OR_CANCEL: 3,
    INVOICES: 5,
    USER_DATA: 10,
  },
} as const;

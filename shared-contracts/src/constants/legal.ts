/** Figures of the service agreement shown on the terms page (000 §9). */
export const TERMS_FIGURES = {
  UPTIME_TARGET_PERCENT: 95.5,
  /** Reports within 10 business days of each monthly period. */
  REPORT_WITHIN_BUSINESS_DAYS: 10,
  PAYMENT_WITHIN_BUSINESS_DAYS: 14,
  /** Late interest: 2% above the central bank cash rate. */
  LATE_INTEREST_ABOVE_CASH_RATE_PERCENT: 2,
  /** Fees rise at most once a year, with 30 days' notice. */
  FEE_RISE_MAX_PER_YEAR: 1,
  FEE_RISE_NOTICE_DAYS: 30,
  LIABILITY_CAP_AUD: 50_000,
  LIABILITY_CAP_DISPLAY: 'AU$50,000',
  LIABILITY_CAP_PERIOD_MONTHS: 12,
  DATA_BREACH_NOTICE_HOURS: 72,
  PERSONAL_DATA_RETENTION_YEARS: 3,
  DATA_COPY_DAILY_RATE_AUD: 1_875,
  DATA_COPY_DAILY_RATE_DISPLAY: '$1,875',
  RENEWAL_TERM_YEARS: 1,
  REMEDY_PERIOD_DAYS: 30,
  DISPUTE_MEETING_BUSINESS_DAYS: 15,
  DATA_REQUEST_AFTER_TERMINATION_MONTHS: 1,
  PAYMENT_CURRENCY: 'AUD',
  GOVERNING_LAW: 'Canberra',
} as const;

/** Accessibility statement (000 §9, 002 §2, §9): partial WCAG 2.1 AA. */
export const ACCESSIBILITY = {
  STANDARD: 'WCAG 2.1 AA',
  CONFORMANCE: 'partial',
  RESPONSE_HOURS: 48,
  SOLUTION_BUSINESS_DAYS: 10,
} as const;

/**
 * Support and contact hours, Monday to Friday (000 §9, 002 §9): the service agreement
 * says 9am-6pm, the contact page 09:00 to 17:30.
 */
export const SUPPORT_HOURS = {
  DAYS: 'Monday to Friday',
  AGREEMENT_OPEN: '09:00',
  AGREEMENT_CLOSE: '18:00',
  CONTACT_OPEN: '09:00',
  CONTACT_CLOSE: '17:30',
} as const;

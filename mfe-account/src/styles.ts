import { createStyles, overAntd } from '@portal/shared-ui';

/**
 * Text colours that pass WCAG AA where antd's defaults do not: antd's red 9 and green 9
 * (its error and success text colours fall under 4.5:1).
 */
export const AA_TEXT_COLORS = { error: '#a8071a', success: '#135200' } as const;

/** Rules several screens of the account remote share (docs/adr/016). */
export const useAccountStyles = createStyles('account-shared', (token) => ({
  /** A page's column, centred with the page padding above and below; the page sets its width. */
  page: { margin: '0 auto', paddingBlock: token.paddingLG },
  /** The level-2 heading of a card or a step: smaller than a page heading, nothing above it. */
  cardHeading: overAntd({ fontSize: token.fontSizeHeading4, marginTop: 0 }),
  /** No margin around a heading or paragraph (antd gives them some). */
  flush: overAntd({ margin: 0 }),
  /** The label above a field. */
  fieldLabel: { display: 'block', marginBottom: token.marginXXS, fontWeight: 500 },
  /** A Form.Item of the account's forms: closer together than antd's default. */
  formItem: { marginBottom: token.margin },
  errorText: { color: AA_TEXT_COLORS.error },
  successText: { color: AA_TEXT_COLORS.success },
}));

import { createStyles, overAntd } from '@portal/shared-ui';

/** Rules the contact and help pages share (docs/adr/016). */
export const useInsightsStyles = createStyles('insights-common', (token) => ({
  /** A page's intro under its heading: a step larger than the text. */
  lead: { fontSize: token.fontSizeLG },
  /** The h2 that opens a card: a card-sized heading, flush with the card's top. */
  cardTitle: overAntd({ fontSize: token.fontSizeHeading4, marginTop: 0 }),
  /** A list of short items, airy. */
  list: { paddingInlineStart: token.paddingLG, lineHeight: 1.8 },
}));

import { HEADINGS } from '@portal/shared-contracts/core';
import { LEGAL_LABELS } from '@portal/shared-contracts/insights';

/**
 * The product's name in legal text. The spec shows only a "portal prefix" for titles;
 * the legal entity behind it is not named, so the texts speak of "we" and "us".
 */
export const PRODUCT_NAME = 'Story Portal';

/** Headings and labels of the terms and privacy pages that are not part of the long text. */
export const LEGAL_PAGE_TEXT = {
  termsTitle: HEADINGS.termsOfService,
  privacyTitle: HEADINGS.privacyPolicy,
  /** Landmark name of the terms sidebar. */
  termsNavLabel: 'Terms sections',
  termsNavHeading: 'On this page',
  effectiveLabel: 'Effective:',
  /** "End user licence last updated July 2020; revised November 2023" (000 §2, 002 §2). */
  eulaUpdated: `End user licence last updated ${LEGAL_LABELS.eulaDates[0]}; revised ${LEGAL_LABELS.eulaDates[1]}.`,
  privacyUpdated: `Last updated ${LEGAL_LABELS.privacyLastUpdated}`,
} as const;

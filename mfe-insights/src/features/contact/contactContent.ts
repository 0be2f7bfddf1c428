import { HEADINGS, SERVICE_FACTS, SUPPORT_EMAIL } from '@portal/shared-contracts/core';
import { LEGAL_LABELS } from '@portal/shared-contracts/insights';

/**
 * Contact details shown on the Contact Us page (002 §2: an address in Australia, a
 * phone number, opening hours). The spec gives only the hours; the address and phone
 * (from the range reserved for examples) are ours and must be replaced with the
 * business's real details before launch. The email is the shared SUPPORT_EMAIL.
 */
export const CONTACT_DETAILS = {
  addressLines: ['Level 5, 1 Moore Street', 'Canberra ACT 2601', 'Australia'],
  phoneDisplay: '(02) 5550 4127',
  /** E.164 form for the tel: link. */
  phoneHref: 'tel:+61255504127',
  email: SUPPORT_EMAIL,
  /** "Monday to Friday 09:00 to 17:30" exactly as the spec words it (002 §2, §9). */
  openingHours: LEGAL_LABELS.contactHours,
  openingHoursNote: 'Canberra time (AEST/AEDT), closed on ACT public holidays.',
} as const;

/**
 * The externally hosted contact form. It is linked, not embedded: an iframe would fail
 * offline, load third-party code on our page and slow it down. (The custom storyboard
 * request is mfe-storyboards' /requestform, with a form of the portal's own.)
 */
export const HOSTED_FORMS = {
  contact: 'https://forms.storyportal.com.au/contact',
} as const;

/** Copy of the Contact Us page. */
export const CONTACT_PAGE_TEXT = {
  title: HEADINGS.contactUs,
  intro:
    "Whether you have a question about your account, need a hand with a storyboard, or would like to talk to sales about Pro or Enterprise, we'd love to hear from you.",
  messageHeading: 'Send us a message',
  messageText: `Our contact form opens on our secure forms site. Tell us who you are and how we can help, and we'll reply within ${SERVICE_FACTS.SUPPORT_EMAIL_TURNAROUND_HOURS} hours on business days.`,
  openForm: 'Open the contact form',
  emailInstead: 'Prefer email? Write to us at',
  detailsHeading: 'Our details',
  addressLabel: 'Address',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  hoursLabel: 'Opening hours',
  newTab: '(opens in a new tab)',
} as const;

import { HEADINGS, LEGAL_LABELS, SERVICE_FACTS, SUPPORT_EMAIL } from '@portal/shared-contracts';

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
 * The externally hosted forms. They are linked, not embedded: an iframe would fail
 * offline, load third-party code on our page and slow it down.
 */
export const HOSTED_FORMS = {
  contact: 'https://forms.storyportal.com.au/contact',
  customStoryboardRequest: 'https://forms.storyportal.com.au/custom-storyboard-request',
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

/** Copy of the custom storyboard request page (002 §2). */
export const REQUEST_PAGE_TEXT = {
  title: 'Request Form',
  heading: HEADINGS.customStoryboardRequestForm,
  intro: `Tell our story team what you want to achieve and we'll design a storyboard for you, shot by shot, ready for your community to film. Custom storyboards are delivered in about ${SERVICE_FACTS.CUSTOM_STORYBOARD_DELIVERY_WEEKS} weeks.`,
  includeHeading: 'What to include',
  include: [
    'The purpose of the video and the objectives it should meet.',
    'Who it is for: your target audience.',
    'Who will tell the story, such as staff, students, members or customers.',
    'Key topics or questions the storytellers should answer.',
    'Length, and whether it should be filmed landscape or portrait.',
    'Brand assets to use: logo, colours, music and any closing message.',
  ],
  nextHeading: 'What happens next',
  next: [
    'We confirm we have your request and contact you if we need more detail.',
    'Our story team writes the shots, story guides and film guides.',
    `In about ${SERVICE_FACTS.CUSTOM_STORYBOARD_DELIVERY_WEEKS} weeks the storyboard is added to your account. It is not live until you release it: release it to dev to test it, then move it to live.`,
  ],
  openForm: 'Open the request form',
  newTab: '(opens in a new tab)',
} as const;

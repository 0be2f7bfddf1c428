import { SERVICE_FACTS } from '../constants/account';
import { COMMON_MESSAGES } from './common';
import { HEADINGS } from './headings';

/**
 * The Create Brief modal (001 §2 "Create Brief modal", §3 brief form fields, §5): the spec
 * names its groups and checkboxes (BRIEF_LABELS) but not the labels of its text fields, the
 * required-field hints or what a sent brief says; those are ours.
 */
export const BRIEF_TEXTS = {
  /** The button on My Storyboards and /requestform, and the modal's title. */
  createBrief: 'Create Brief',
  outcome: 'Desired outcome',
  goals: 'Goals',
  insights: 'Data-driven insights',
  audience: 'Audience',
  profiles: 'Profiles',
  title: 'Title',
  about: 'About the storyboard',
  length: 'Length',
  lengthPlaceholder: 'Choose a length',
  genre: 'Genre',
  genrePlaceholder: 'Choose a genre',
  tone: 'Tone',
  callToAction: 'Call to action',
  videoType: 'Video type',
  usersDemographic: 'User demographic',
  personas: 'Personas',
  addPersona: 'Add a persona',
  demographics: 'Demographics',
  addDemographic: 'Add a demographic',
  email: 'Contact email',
  startDate: 'Start date',
  endDate: 'End date',
  materials: 'Materials',
  /** Field hints: 001 §5 marks title and about required; the portal and the api enforce it. */
  titleRequired: 'Please give the storyboard a title',
  aboutRequired: 'Please say what the storyboard is about',
  emailInvalid: 'Please enter a valid email address',
  endBeforeStart: 'The end date cannot be before the start date',
  /** Toast once the api has the brief. */
  sent: 'Thank you, your brief was sent. Our story team will be in touch.',
} as const;

/** A length choice (001 §9 options 2 to 5, read as minutes of finished video). */
export const briefLengthLabel = (minutes: number): string => `${minutes} minutes`;

/**
 * The custom storyboard request page, /requestform (001 §2, 002 §2): the spec's heading,
 * then our copy for its own key/value form, the brief and the hosted form.
 */
export const REQUEST_FORM_TEXTS = {
  title: 'Request Form',
  heading: HEADINGS.customStoryboardRequestForm,
  intro: `Tell our story team what you want to achieve and we'll design a storyboard for you, shot by shot, ready for your community to film. Custom storyboards are delivered in about ${SERVICE_FACTS.CUSTOM_STORYBOARD_DELIVERY_WEEKS} weeks.`,
  formHeading: 'Your request',
  briefHeading: 'Want to give us the full picture?',
  briefText: 'A brief covers your goals, audience, personas and event dates in one go.',
  nextHeading: 'What happens next',
  next: [
    'We confirm we have your request and contact you if we need more detail.',
    'Our story team writes the shots, story guides and film guides.',
    `In about ${SERVICE_FACTS.CUSTOM_STORYBOARD_DELIVERY_WEEKS} weeks the storyboard is added to your account. It is not live until you release it: release it to dev to test it, then move it to live.`,
  ],
  /** Shown under the form once the api has the request. */
  sent: 'Thank you, your request was sent. Our story team will be in touch.',
  hostedHeading: 'Prefer our hosted form?',
  openHostedForm: 'Open the hosted request form',
  newTab: COMMON_MESSAGES.opensInNewTab,
} as const;

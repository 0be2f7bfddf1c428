import { ACCOUNT_LIMITS, ROUTES } from '@portal/shared-contracts/core';
import { HELP_LABELS } from '@portal/shared-contracts/insights';
import type { HelpTopic } from '../types';
import {
  MOBILE_ACCESS_FACT,
  MOBILE_TRAINING_TIME,
  OUTPUT_FACT,
  PROCESSING_TIME,
  PROJECT_CODES_FACT,
  helpVideoUrl,
} from './shared';

/** /help/mobileapp: the free app end users film with (000 §1, 002 §1). */
export const mobileAppTopic: HelpTopic = {
  slug: 'mobileapp',
  path: ROUTES.helpMobileApp,
  title: HELP_LABELS.mobileApp,
  summary: 'How your community gets the free app, signs in with a project code and films a story.',
  intro: [
    'The mobile app is where your community films. It guides each person through your storyboard one shot at a time, then uploads their clips so our platform can render the finished video.',
  ],
  facts: [
    MOBILE_ACCESS_FACT,
    PROJECT_CODES_FACT,
    `The getting-started training in the app takes ${MOBILE_TRAINING_TIME}.`,
    OUTPUT_FACT,
  ],
  faqs: [
    {
      question: 'How do people get the app?',
      answer: [
        'The app is free on the Apple App Store and Google Play. Share the download link with your Live project code, for example in an email, on a poster or as a QR code from the Storyboards area.',
      ],
    },
    {
      question: 'Do my users need to create an account?',
      answer: [
        'No. Sign-in is anonymous: people enter your project code and start filming. There is no email address or password to remember.',
      ],
    },
    {
      question: 'Which project code should I share?',
      answer: [
        'Share your Live code with your community: it shows storyboards you have moved to live. Keep your Dev code within your team for testing storyboards before they go live.',
      ],
    },
    {
      question: 'How long does it take a new user to learn the app?',
      answer: [
        `The getting-started training takes ${MOBILE_TRAINING_TIME}. It covers framing, sound and light, and how to follow the story and film guides for each shot.`,
      ],
    },
    {
      question: 'What happens after someone submits their clips?',
      answer: [
        `The platform renders a finished video from the storyboard and the clips, usually in ${PROCESSING_TIME}. The video appears in the Videos area of your Studio.`,
      ],
    },
    {
      question: 'Are there age limits or data costs?',
      answer: [
        `Users must be over ${ACCOUNT_LIMITS.MINIMUM_AGE}, unless a parent or guardian consents. Uploading video uses mobile data, so we recommend Wi-Fi; any charges from a mobile carrier are the user's own.`,
      ],
    },
  ],
  video: {
    title: 'Mobile app: getting started',
    description: 'The in-app training your users see on first launch: framing, sound, light and following the guides.',
    duration: '3 min',
    url: helpVideoUrl('mobileapp'),
  },
  related: [{ label: 'Storyboards help', to: ROUTES.helpStoryboards }],
};

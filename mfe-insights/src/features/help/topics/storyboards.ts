import { ROUTES, TIERS } from '@portal/shared-contracts/core';
import { HELP_LABELS } from '@portal/shared-contracts/insights';
import type { HelpTopic } from '../types';
import { CUSTOM_DELIVERY_TIME, PLAN_GATES, PROCESSING_TIME, helpVideoUrl } from './shared';

/**
 * /help/storyboards. The lifecycle statements are the spec's (002 §2, storyboard help):
 * not live until released; dev first, then "move to live"; Published in green;
 * processing after customising; suspend to edit, then re-release.
 */
export const storyboardsTopic: HelpTopic = {
  slug: 'storyboards',
  path: ROUTES.helpStoryboards,
  title: HELP_LABELS.storyboards,
  summary: 'Add, customise, release and edit storyboards, and what each status means.',
  intro: [
    'A storyboard is the shot-by-shot guide your community follows in the mobile app. Each shot tells the filmmaker what to capture and how, so every video tells your story in a consistent, on-brand way.',
    'Storyboards move through a simple lifecycle: you add one to your account, release it for testing, move it to live, and suspend it when you want to make changes.',
  ],
  facts: [
    'A storyboard added to your account is not live until you release it.',
    'Releasing sends a storyboard to your private Dev project code first. "Move to live" then releases it to your public Live code.',
    'Published storyboards show their status in green.',
    `After you customise a storyboard with your own trailer or director guide videos, its status shows processing for ${PROCESSING_TIME} while the videos are converted to streaming format and distributed. It then changes itself to published.`,
    'To edit a storyboard, suspend it first. It goes back to draft (dev); edit it, save it and release it again.',
    PLAN_GATES.customise,
  ],
  faqs: [
    {
      question: 'Where do storyboards come from?',
      answer: [
        `Pick one from the marketplace (unlimited on every plan), design one with Deep Story, or ask our story team for a custom storyboard, delivered in ${CUSTOM_DELIVERY_TIME}. ${PLAN_GATES.storyMaker}`,
      ],
    },
    {
      question: "I added a storyboard but my users can't see it. Why?",
      answer: [
        'A storyboard added to your account is not live until you release it. Release it to dev and check it with your Dev project code, then choose "move to live" so it appears for everyone using your Live code.',
      ],
    },
    {
      question: 'How do I release a storyboard to my community?',
      answer: ['Release in two stages so you can check everything first:'],
      steps: [
        'Release the storyboard. It goes to your private Dev project code.',
        'Open the mobile app with your Dev code and walk through the storyboard.',
        'Choose "move to live". The storyboard is released to your public Live code and its Published status shows in green.',
      ],
    },
    {
      question: 'My storyboard says processing. Is something wrong?',
      answer: [
        `No. After you customise a storyboard with your own trailer or director guide videos, we convert those videos to streaming format and distribute them, which takes ${PROCESSING_TIME}. The status changes itself to published when it's done: there's nothing you need to do.`,
      ],
    },
    {
      question: 'How do I edit a storyboard that is already live?',
      answer: ['Live storyboards are locked so your users always see a complete version. To change one:'],
      steps: [
        'Suspend the storyboard. Its status returns to draft (dev).',
        'Make your edits and save.',
        'Re-release it: it goes back to dev so you can test it, then move it to live (production) again.',
      ],
    },
    {
      question: 'Can I customise a marketplace storyboard?',
      answer: [
        `Yes, on a paid plan: ${TIERS.Starter} or above. You can add your own trailer and director guide videos. ${PLAN_GATES.curation}`,
      ],
    },
  ],
  video: {
    title: 'Releasing a storyboard: from dev to live',
    description: 'Release to your Dev code, test it in the app, then move it to live.',
    duration: '3 min',
    url: helpVideoUrl('storyboards'),
  },
  related: [{ label: 'Request a custom storyboard', to: ROUTES.requestForm }],
};

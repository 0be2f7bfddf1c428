import { ROUTES, TIERS } from '@portal/shared-contracts/core';
import { HELP_LABELS } from '@portal/shared-contracts/insights';
import type { HelpTopic } from '../types';
import { PLAN_GATES, PROCESSING_TIME, helpVideoUrl } from './shared';

/** /help/storyboardcreator: StoryMaker, the storyboard editor; Enterprise (000 §4, 002 §1). */
export const storyMakerTopic: HelpTopic = {
  slug: 'storyboardcreator',
  path: ROUTES.helpStoryboardCreator,
  title: HELP_LABELS.storyMaker,
  summary: `Build your own storyboards shot by shot, with reusable assets. ${TIERS.Enterprise}.`,
  intro: [
    'StoryMaker is our storyboard editor. Build a storyboard from scratch or from an existing one: write each shot, set its duration, add story and film guides, and attach images, trailers and director guide videos your filmmakers will see in the app.',
  ],
  facts: [
    PLAN_GATES.storyMaker,
    PLAN_GATES.curation,
    'Storyboards you build are not live until you release them: to your Dev code first, then "move to live".',
  ],
  faqs: [
    {
      question: 'What goes into a shot?',
      answer: [
        'A title and description, a story guide (what to say or show), a film guide (how to film it), a duration and the media that illustrates it. Shots can be interviews or B-roll, and you can reorder them by dragging.',
      ],
    },
    {
      question: 'What are reusable assets?',
      answer: [
        'Logos, watermarks, music and clips you use again and again. Upload them once and add them to any storyboard, so every video stays on brand.',
      ],
    },
    {
      question: 'How long before my changes reach the app?',
      answer: [
        `Once you release, new trailer and director guide videos are converted to streaming format, which takes ${PROCESSING_TIME}. The status changes itself to published when it's ready.`,
      ],
    },
    {
      question: 'Who can use StoryMaker?',
      answer: [
        `${PLAN_GATES.storyMaker} On other plans, our story team can build a custom storyboard for you instead: use the Request Form.`,
      ],
    },
  ],
  video: {
    title: 'Building a storyboard in StoryMaker',
    description: 'Create shots, write guides, add assets and release your storyboard for testing.',
    duration: '6 min',
    url: helpVideoUrl('storyboardcreator'),
  },
  related: [
    { label: 'Storyboards help', to: ROUTES.helpStoryboards },
    { label: 'Request a custom storyboard', to: ROUTES.requestForm },
  ],
};

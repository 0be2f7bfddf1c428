import { ROUTES, TIERS } from '@portal/shared-contracts/core';
import { HELP_LABELS } from '@portal/shared-contracts/insights';
import type { HelpTopic } from '../types';
import { OUTPUT_FACT, PLAN_GATES, PROCESSING_TIME, helpVideoUrl } from './shared';

/** /help/videocreator: Studio Render, automated rendering; Enterprise (000 §4, 002 §1). */
export const studioRenderTopic: HelpTopic = {
  slug: 'videocreator',
  path: ROUTES.helpVideoCreator,
  title: HELP_LABELS.studioRender,
  summary: `Render finished videos yourself from a storyboard and your chosen clips. ${TIERS.Enterprise}.`,
  intro: [
    'Studio Render lets your team produce a finished video in the Studio. Choose a storyboard, pick a clip or image for each shot from your library, and render: the platform cuts, brands and encodes the video for you.',
  ],
  facts: [PLAN_GATES.studioRender, OUTPUT_FACT],
  faqs: [
    {
      question: 'What do I need before I render?',
      answer: [
        'A storyboard and an asset for every filmed shot. If any shot is still empty, the render will not start, so fill each one from your videos or reusable assets first.',
      ],
    },
    {
      question: 'How long does a render take?',
      answer: [
        `Most renders finish in ${PROCESSING_TIME}, depending on length. A progress bar shows how far along it is, and you can keep working while it runs.`,
      ],
    },
    {
      question: 'What format is the finished video?',
      answer: [`${OUTPUT_FACT} Download it for your website, social channels or presentations.`],
    },
    {
      question: 'Who can use Studio Render?',
      answer: [`${PLAN_GATES.studioRender} Send us a message to add it to your account.`],
    },
  ],
  video: {
    title: 'Rendering a video with Studio Render',
    description: 'Choose clips for each shot, start the render and follow its progress.',
    duration: '4 min',
    url: helpVideoUrl('videocreator'),
  },
  related: [{ label: 'StoryMaker help', to: ROUTES.helpStoryboardCreator }],
};

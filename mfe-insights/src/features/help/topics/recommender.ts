import { LABELS, ROUTES, TIERS } from '@portal/shared-contracts/core';
import { HELP_LABELS } from '@portal/shared-contracts/insights';
import type { HelpTopic } from '../types';
import { PLAN_GATES, helpVideoUrl } from './shared';

/** /help/recommender: Enterprise AI subscription (000 §4, 002 §1, §2 recommender page). */
export const recommenderTopic: HelpTopic = {
  slug: 'recommender',
  path: ROUTES.helpRecommender,
  title: HELP_LABELS.recommender,
  summary: `Machine learning that finds the storytellers, videos and storyboards with the most impact. ${TIERS.Enterprise} AI.`,
  intro: [
    'The Recommender uses machine learning to raise the reach, engagement and impact of your stories. It ranks the people, videos and storyboards that best match your goals, so you know whose stories to share and which storyboard to run next.',
  ],
  facts: [
    PLAN_GATES.recommender,
    `On other plans the Recommender page shows what it offers and a "${LABELS.talkToSales}" button.`,
  ],
  faqs: [
    {
      question: 'What does the Recommender show?',
      answer: [
        'Top ranked storytellers, your top 10 videos and recommended storyboards, each with a match percentage. Themed rows focus on a goal, such as brand awareness, revenue, retention or community engagement.',
      ],
    },
    {
      question: 'What does the match percentage mean?',
      answer: [
        'It is how closely a person, video or storyboard fits the goal of that row, based on what is said and shown in the videos. Higher is a closer fit; use it to choose where to look first, alongside your own judgement.',
      ],
    },
    {
      question: 'Can I switch between storyboards and videos?',
      answer: ['Yes. Each row can show storyboards or videos. Select an item to see its details, shots and similar storyboards.'],
    },
    {
      question: 'How do I get the Recommender?',
      answer: [
        `${PLAN_GATES.recommender} Choose "${LABELS.talkToSales}" on the Recommender page or send us a message and we will set it up with you.`,
      ],
    },
  ],
  video: {
    title: 'Getting more from the Recommender',
    description: 'How rankings and themed recommendations help you pick the next story to tell.',
    duration: '4 min',
    url: helpVideoUrl('recommender'),
  },
  related: [{ label: 'Insights help', to: ROUTES.helpInsights }],
};

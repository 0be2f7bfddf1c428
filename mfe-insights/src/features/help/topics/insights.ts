import { LABELS, ROUTES, TIERS } from '@portal/shared-contracts/core';
import { HELP_LABELS } from '@portal/shared-contracts/insights';
import type { HelpTopic } from '../types';
import { PLAN_GATES, helpVideoUrl } from './shared';

/** /help/insights: Pro or Enterprise (000 §4, 002 §1, §2 insights pages). */
export const insightsTopic: HelpTopic = {
  slug: 'insights',
  path: ROUTES.helpInsights,
  title: HELP_LABELS.insights,
  summary: `Reports on what your community is saying: personas, phrases, questions and trends. ${TIERS.Pro} and ${TIERS.Enterprise}.`,
  intro: [
    'Insights turns the videos your community makes into reports you can act on. We analyse what people say and show in their stories, then summarise it as personas, buying thoughts, key phrases, the questions your audience needs answered, and trends over time.',
  ],
  facts: [
    PLAN_GATES.insightsAndMetrics,
    `On other plans the Insights page shows what it offers and a "${LABELS.talkToSales}" button.`,
  ],
  faqs: [
    {
      question: 'What is in an insights report?',
      answer: [
        'A report brings together personas of the people telling your stories, what motivates them, the phrases they use, the questions they want answered and how these change over time. Sample rows show the shots and storyboards behind each finding.',
      ],
    },
    {
      question: 'How many videos do I need before insights are useful?',
      answer: [
        'Patterns become clearer as more people take part. A few dozen videos on a topic give a good first read; the more stories you collect, the more confident the findings.',
      ],
    },
    {
      question: 'Which plans include Insights?',
      answer: [
        `${PLAN_GATES.insightsAndMetrics} To upgrade, choose "${LABELS.talkToSales}" on the Insights page or send us a message.`,
      ],
    },
    {
      question: 'Can I use insights to plan new storyboards?',
      answer: [
        'Yes. Key questions and buying thoughts make strong objectives for a new Deep Story brief or a custom storyboard request.',
      ],
    },
  ],
  video: {
    title: 'Turning stories into insights',
    description: 'A walk through an insights report, from personas to buying trends.',
    duration: '4 min',
    url: helpVideoUrl('insights'),
  },
  related: [
    { label: 'Metrics help', to: ROUTES.helpMetrics },
    { label: 'Recommender help', to: ROUTES.helpRecommender },
  ],
};

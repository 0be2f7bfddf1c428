import { LABELS, ROUTES, TIERS } from '@portal/shared-contracts/core';
import { HELP_LABELS } from '@portal/shared-contracts/insights';
import type { HelpTopic } from '../types';
import { PLAN_GATES, helpVideoUrl } from './shared';

/** /help/metrics: Pro or Enterprise (000 §4, 002 §1). */
export const metricsTopic: HelpTopic = {
  slug: 'metrics',
  path: ROUTES.helpMetrics,
  title: HELP_LABELS.metrics,
  summary: `Track participation and output across your projects. ${TIERS.Pro} and ${TIERS.Enterprise}.`,
  intro: [
    'Metrics shows how your storytelling programme is performing: how many storyboards are live, how many people are taking part and how many videos and shots they have submitted.',
  ],
  facts: [
    PLAN_GATES.insightsAndMetrics,
    `On other plans the Metrics page shows what it offers and a "${LABELS.talkToSales}" button.`,
  ],
  faqs: [
    {
      question: 'What can I measure?',
      answer: [
        'How many storyboards you have live, and how many videos and shots your community has submitted, so you can see which stories people respond to and when.',
      ],
    },
    {
      question: 'Which plans include Metrics?',
      answer: [
        `${PLAN_GATES.insightsAndMetrics} To add it to your account, choose "${LABELS.talkToSales}" on the Metrics page or send us a message.`,
      ],
    },
    {
      question: 'Why are my numbers lower than the videos I expected?',
      answer: [
        'Videos are counted once they have been submitted and processed. Clips still uploading from a phone, or videos still being rendered, appear shortly afterwards.',
      ],
    },
    {
      question: 'How can I lift participation?',
      answer: [
        'Share your Live code where your community already is, keep storyboards short and clear, and release new storyboards regularly. Metrics shows you quickly which of these works best for you.',
      ],
    },
  ],
  video: {
    title: 'Reading your metrics',
    description: 'What each figure means and how to use it to plan your next campaign.',
    duration: '3 min',
    url: helpVideoUrl('metrics'),
  },
  related: [{ label: 'Insights help', to: ROUTES.helpInsights }],
};

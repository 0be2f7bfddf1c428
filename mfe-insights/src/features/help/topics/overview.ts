import { ROUTES, TIERS } from '@portal/shared-contracts/core';
import { HELP_LABELS } from '@portal/shared-contracts/insights';
import type { HelpTopic } from '../types';
import {
  CUSTOM_DELIVERY_TIME,
  MOBILE_ACCESS_FACT,
  OUTPUT_FACT,
  PLAN_GATES,
  PROCESSING_TIME,
  PROJECT_CODES_FACT,
  helpVideoUrl,
} from './shared';

/** /help/overview: what the product is and how the parts fit together (000 §1, 002 §1). */
export const overviewTopic: HelpTopic = {
  slug: 'overview',
  path: ROUTES.helpOverview,
  title: HELP_LABELS.overview,
  summary: 'What the platform does, how the pieces fit together and where to start.',
  intro: [
    'Story Portal helps your organisation collect authentic video stories from the people who know you best: your staff, your community and the filmmakers you work with. They film their own clips on the free mobile app, guided shot by shot by a storyboard you choose, and our platform renders a finished, on-brand video for you to review, release and share.',
    'This page explains the main parts of the product and the plan each one needs. Use the other help topics for step-by-step detail.',
  ],
  facts: [
    MOBILE_ACCESS_FACT,
    PROJECT_CODES_FACT,
    OUTPUT_FACT,
    'Marketplace storyboards, videos and users are unlimited.',
    `Custom storyboards are delivered in ${CUSTOM_DELIVERY_TIME}. After you customise a storyboard, processing takes ${PROCESSING_TIME}.`,
  ],
  faqs: [
    {
      question: 'What are the main parts of the product?',
      answer: [
        'The mobile app, where your users film and submit their clips. The Studio, this web portal, where you manage storyboards and videos and see metrics, insights and recommendations. Deep Story, a guided tool that designs storyboards with AI from a short brief. StoryMaker, our storyboard editor. Studio Render, which renders videos automatically. And APIs for connecting your own systems.',
      ],
    },
    {
      question: 'Which plan do I need for each feature?',
      answer: [
        `Every plan can request custom storyboards and use the marketplace. ${PLAN_GATES.customise} ${PLAN_GATES.insightsAndMetrics} ${PLAN_GATES.recommender}`,
        `StoryMaker, Studio Render, curation of content before release to the mobile app and extra project codes need an ${TIERS.Enterprise} subscription. Account and profile settings are available to every customer.`,
      ],
    },
    {
      question: 'What is a project code?',
      answer: [
        PROJECT_CODES_FACT,
        'Use the Dev code with your own team to check a storyboard on a phone before anyone else sees it. When you are happy, move the storyboard to live and share the Live code with your community.',
      ],
    },
    {
      question: 'How do I get started?',
      answer: ['Four steps take you from an idea to a finished video:'],
      steps: [
        'Choose a storyboard from the marketplace, design one with Deep Story, or request a custom storyboard.',
        'Release it to your Dev code and try it yourself in the mobile app.',
        'Move it to live and share your Live code with the people you want to hear from.',
        'Review the videos they make in the Videos area of the Studio.',
      ],
    },
    {
      question: 'Who owns the videos my community makes?',
      answer: [
        'Your organisation and the people who film keep ownership of their content. We only use it to provide the service to you. The Terms of Service explain the detail, including the consent you need from the people who appear in your films.',
      ],
    },
  ],
  video: {
    title: 'Getting started with Story Portal',
    description: 'A short tour of the mobile app, the Studio and the journey from storyboard to finished video.',
    duration: '4 min',
    url: helpVideoUrl('overview'),
  },
  related: [
    { label: 'Request a custom storyboard', to: ROUTES.requestForm },
    { label: 'Terms of Service', to: ROUTES.terms },
  ],
};

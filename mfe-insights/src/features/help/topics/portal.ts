import { NAV_LABELS, PROFILE_MENU_LABELS, ROUTES, TIERS } from '@portal/shared-contracts/core';
import { HELP_LABELS } from '@portal/shared-contracts/insights';
import type { HelpTopic } from '../types';
import { PLAN_GATES, helpVideoUrl } from './shared';

const navItems = Object.values(NAV_LABELS).join(', ');
const M = PROFILE_MENU_LABELS;

/** /help/portal: finding your way around the Studio web app (000 §2 navigation shell). */
export const portalTopic: HelpTopic = {
  slug: 'portal',
  path: ROUTES.helpPortal,
  title: HELP_LABELS.studio,
  summary: 'Find your way around the web studio: navigation, your profile menu and what each area does.',
  intro: [
    'The Studio is the web app you are using now. It is where your team manages storyboards, reviews the videos your community submits and, on the right plan, measures results with metrics, insights and recommendations.',
  ],
  facts: [
    `The left navigation holds ${navItems}. Use its toggle to collapse it to icons only when you need more room.`,
    'The Studio is designed for desktop and tablet screens. Your community uses the mobile app instead.',
    `${PLAN_GATES.insightsAndMetrics} ${PLAN_GATES.recommender}`,
  ],
  faqs: [
    {
      question: 'What does each area of the Studio do?',
      answer: [
        'Welcome is your starting point. Deep Story designs new storyboards from a short brief. Storyboards lists the storyboards on your account and where each one is released. Videos collects what your community has filmed; a badge shows how many are waiting. Metrics, Insights and Recommender help you understand and grow the response to your stories.',
      ],
    },
    {
      question: "Why can't I see Deep Story, Metrics or Insights?",
      answer: [
        `Some areas depend on your plan. Deep Story is included with ${TIERS.Pro} and ${TIERS.Enterprise}. ${PLAN_GATES.insightsAndMetrics} If your plan doesn't include an area, you'll see a short description and a "Talk to sales" button instead.`,
      ],
    },
    {
      question: 'Where do I change my password, card or subscription?',
      answer: [
        `Open the profile button at the top right. It shows your name, email and current subscription, and has ${M.changePassword}, ${M.manageSubscription}, ${M.updateCardDetails}, ${M.termsAndCondition}, ${M.privacyPolicy} and ${M.logout}.`,
      ],
    },
    {
      question: 'Can I use the Studio on my phone?',
      answer: [
        'You can, but the Studio works best on a desktop or tablet, and small screens show a reminder. The mobile app is the place to film and submit clips.',
      ],
    },
    {
      question: 'How do I get back to help from anywhere?',
      answer: ['Use the "Need Help?" link in the header, or "Need help?" in your profile menu.'],
    },
  ],
  video: {
    title: 'A tour of the Studio',
    description: 'Where everything lives in the Studio and how to move between storyboards, videos and reports.',
    duration: '5 min',
    url: helpVideoUrl('portal'),
  },
  related: [{ label: 'Account/Profile Settings help', to: ROUTES.helpAccountSettings }],
};

import { LABELS } from '@portal/shared-contracts/core';

/**
 * Page copy of the help area that is not tied to one topic. The spec gives the title
 * "Need Help" (route table) and the "Send us a message!" button; the rest is ours.
 */
export const HELP_PAGE_TEXT = {
  indexTitle: 'Need Help',
  indexIntro:
    'Find answers about the Studio, storyboards, the mobile app and your subscription. Choose a topic to see how it works, what your plan includes and the questions customers ask us most.',
  breadcrumbRoot: 'Help',
  breadcrumbLabel: 'Breadcrumb',
  topicsLabel: 'Help topics',
  factsHeading: 'Good to know',
  faqHeading: 'Frequently asked questions',
  videoHeading: 'Video guide',
  relatedHeading: 'Related pages',
  stillNeedHelpHeading: 'Still need help?',
  stillNeedHelpText:
    "Our support team answers by phone and email, Monday to Friday. Tell us what you're trying to do and we'll get back to you.",
  sendUsAMessage: LABELS.sendUsAMessage,
  watchOnVideoSite: 'Watch on the video site',
  notFoundTitle: 'Help topic not found',
  notFoundText:
    "We couldn't find that help topic. It may have moved, or the link may be mistyped. Browse all topics to find what you need.",
  backToHelp: 'Back to Need Help',
} as const;

/** Where the help videos live; the spec names embedded videos but not their host. */
export const HELP_VIDEO_BASE_URL = 'https://videos.storyportal.com.au/help';

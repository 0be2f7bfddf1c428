import { ACCOUNT_LIMITS, PROFILE_MENU_LABELS, ROUTES } from '@portal/shared-contracts/core';
import { HELP_LABELS } from '@portal/shared-contracts/insights';
import type { HelpTopic } from '../types';
import { PROJECT_CODES_FACT, helpVideoUrl } from './shared';

const M = PROFILE_MENU_LABELS;

/** /help/accountsettings: available to every customer (000 §2, §6; 002 §6). */
export const accountSettingsTopic: HelpTopic = {
  slug: 'accountsettings',
  path: ROUTES.helpAccountSettings,
  title: HELP_LABELS.accountSettings,
  summary: 'Change your password, notification preferences and card details.',
  intro: [
    'Account and profile settings are available to every customer, on every plan. Open the profile button at the top right of the Studio to see your name, email and current subscription, and to change your settings.',
  ],
  facts: [
    `Passwords need at least ${ACCOUNT_LIMITS.PASSWORD_MIN_LENGTH} characters, with an uppercase letter, a lowercase letter, a number and a special character.`,
    PROJECT_CODES_FACT,
  ],
  faqs: [
    {
      question: 'How do I change my password?',
      answer: [
        `Choose ${M.changePassword} in the profile menu, enter your current and new password, and select Save. "Show Password" lets you check what you typed.`,
      ],
    },
    {
      question: "I've forgotten my password. What do I do?",
      answer: [
        'On the sign-in page, choose Forgot Password and enter your email. We email you a reset code: enter it with your new password to finish.',
      ],
    },
    {
      question: 'How do I choose which emails I get?',
      answer: [
        `Your notification setting is in the ${M.changePassword} window and is saved when you select Save. Choose all emails, none, billing only or sales only.`,
      ],
    },
    {
      question: 'How do I update my card?',
      answer: [
        `Choose ${M.updateCardDetails} in the profile menu, enter the name on the card, your country and the new card, then select Update Card.`,
      ],
    },
    {
      question: 'Can I change my project codes?',
      answer: [
        'Project codes are set when your account is created and are how your users find your storyboards, so they stay the same. Send us a message if you need a change.',
      ],
    },
  ],
  video: {
    title: 'Managing your account settings',
    description: 'Password, notifications and card details in under three minutes.',
    duration: '2 min',
    url: helpVideoUrl('accountsettings'),
  },
  related: [{ label: 'Subscriptions & Cancellations help', to: ROUTES.helpPurchaseRefund }],
};

import { ROUTES, SUPPORT_EMAIL } from '@portal/shared-contracts/core';
import { HELP_LABELS } from '@portal/shared-contracts/insights';
import type { HelpTopic } from '../types';

const emailUs = `Email our support team at ${SUPPORT_EMAIL}`;

/**
 * /help/purchaserefund. The spec says this page only tells customers to email for an
 * upgrade, downgrade or cancellation (002 §2; 000 §2 hub help text), so it says no more.
 */
export const subscriptionsTopic: HelpTopic = {
  slug: 'purchaserefund',
  path: ROUTES.helpPurchaseRefund,
  title: HELP_LABELS.purchaseRefund,
  summary: 'Upgrade, downgrade or cancel your subscription.',
  intro: [
    `To upgrade, downgrade or cancel your subscription, email us at ${SUPPORT_EMAIL} from the email address on your account and tell us what you would like to change.`,
  ],
  faqs: [
    { question: 'How do I upgrade my subscription?', answer: [`${emailUs} and tell us which plan you would like.`] },
    { question: 'How do I downgrade my subscription?', answer: [`${emailUs} and tell us which plan you would like.`] },
    { question: 'How do I cancel my subscription?', answer: [`${emailUs} and ask us to cancel your subscription.`] },
  ],
};

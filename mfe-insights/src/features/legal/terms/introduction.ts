import { ACCOUNT_LIMITS, TIERS } from '@portal/shared-contracts/core';
import { LEGAL_LABELS } from '@portal/shared-contracts/insights';
import { PRODUCT_NAME } from '../legalContent';
import { p, type LegalSection } from '../legalTypes';

/** Terms anchor 1: who the terms bind, the licence (Your Rights) and accounts (000 §1, §2; 002 §2). */
export const introductionSection: LegalSection = {
  id: 'terms-introduction',
  title: LEGAL_LABELS.termsAnchors[0],
  blocks: [
    p(
      `These Terms of Service govern your use of ${PRODUCT_NAME}: the Studio web portal, the ${PRODUCT_NAME} mobile app, Deep Story, StoryMaker, Studio Render, and the related APIs and services (together, the "product"). They combine the service agreement between us and the organisation that holds the subscription (the "client") with the end user licence that applies to everyone who uses the product, including people who film with the mobile app.`,
    ),
    p(
      'By creating an account, downloading the mobile app or otherwise using the product, you agree to these terms. If you accept them on behalf of an organisation, you confirm that you have authority to bind it. If you do not agree, do not use the product.',
    ),
    p(
      `You must be over ${ACCOUNT_LIMITS.MINIMUM_AGE} to use the product, unless a parent or guardian has consented to your use and agrees to these terms on your behalf.`,
    ),
  ],
  subsections: [
    {
      id: 'terms-your-rights',
      title: 'Your Rights',
      blocks: [
        p(
          'Subject to these terms, we grant you a limited, non-exclusive, non-transferable and revocable licence to install and use the mobile app on devices you own or control, and to access the Studio, for as long as the client\'s subscription is active. The licence is for the client\'s internal business purposes and for taking part in the client\'s storytelling projects.',
        ),
        p(
          'You must not copy, modify, translate, sell, lease or sub-license the product or any part of it, reverse engineer it or try to extract its source code, or remove any notice of our rights, except as the law expressly allows or we agree in writing.',
        ),
        p(
          'We and our licensors own the product and all intellectual property rights in it, including storyboard templates, software, designs and documentation. These terms give you no right to use our names, logos or trade marks.',
        ),
      ],
    },
    {
      id: 'terms-account',
      title: 'Account',
      blocks: [
        p(
          'Studio accounts are for clients and their staff. Keep your sign-in details confidential and tell us straight away if you suspect someone else has used them. The client is responsible for everything done through its accounts, and for keeping its account details accurate and up to date.',
        ),
        p(
          `Every account has two project codes: a private code for testing (Dev) and a public-facing code (Live). Extra project codes are available with an ${TIERS.Enterprise} subscription. People using the mobile app sign in anonymously with a project code and do not need an account.`,
        ),
        p(
          'We may suspend an account that we reasonably believe is being used to breach these terms, to put the product or other users at risk, or unlawfully. Where we can, we will tell the client first and give it a chance to fix the problem.',
        ),
      ],
    },
  ],
};

import { ACCOUNT_LIMITS, DEFAULT_REGION, ROUTES, TERMS_FIGURES } from '@portal/shared-contracts/core';
import { PRODUCT_NAME } from './legalContent';
import { linked, p, ul, type LegalSection } from './legalTypes';

const section = (id: string, title: string, ...blocks: LegalSection['blocks']): LegalSection => ({
  id: `privacy-${id}`,
  title,
  blocks,
  subsections: [],
});

/**
 * The Privacy Policy (002 §2): static text under Australian privacy law. The spec
 * names its first sections (scope, personal information, what is collected, how it is
 * collected) and says the end is not shown; the remaining sections are the ones the
 * Australian Privacy Principles expect a policy to cover.
 */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  section(
    'scope',
    'Scope',
    p(
      `This policy explains how ${PRODUCT_NAME} ("we", "us") collects, holds, uses and discloses personal information. It applies to the Studio web portal, the mobile app, our websites and our support services. We are bound by the Privacy Act 1988 (Cth) and the Australian Privacy Principles.`,
    ),
    p(
      `Users under ${ACCOUNT_LIMITS.MINIMUM_AGE} need the consent of a parent or guardian before using the product or giving us any personal information.`,
    ),
  ),
  section(
    'personal-information',
    'Personal information',
    p(
      'Personal information is information or an opinion about an identified individual, or an individual who is reasonably identifiable. Videos, photos and voice recordings of a person are personal information. Some information is sensitive, such as health information or religious beliefs; we do not ask for it, but a person may choose to share it in a video.',
    ),
  ),
  section(
    'what-we-collect',
    'What we collect',
    ul(
      'Studio account details: your name, email address, company name, role or position, country, industry, post code and project code.',
      'Billing details: card payments are handled by our payment processor; we keep only the card brand and last four digits.',
      'Your preferences, such as your notification setting.',
      'Mobile app content: the clips, photos, audio and text you submit. The app signs you in anonymously with a project code, so we do not need your name or email to use it.',
      'Technical information: device type, operating system, app version, IP address and how you use the product.',
      'Anything you tell us when you contact support or send us a message.',
    ),
  ),
  section(
    'how-we-collect',
    'How we collect it',
    p(
      'We collect most personal information directly from you: when you sign up, use the Studio or the app, submit a film, fill in a form or contact us. We collect technical information automatically through server logs and analytics. Sometimes we receive information from the organisation whose project code you used, or from our payment processor.',
    ),
  ),
  section(
    'use-and-disclosure',
    'Use and disclosure',
    p('We use personal information to:'),
    ul(
      'provide the product, including rendering, streaming and analysing films;',
      'share the films you submit with the organisation whose project code you used;',
      'manage accounts, subscriptions and payments;',
      'answer questions and provide support;',
      'keep the product secure and improve it;',
      'send service messages, and other emails in line with your notification setting.',
    ),
    p(
      'We disclose personal information to service providers who help us run the product (hosting, payment processing, email, analytics and support tools), to professional advisers, and where the law requires it. Some of these providers may store information outside Australia, including in the United States; when that happens we take reasonable steps to make sure they handle it in line with the Australian Privacy Principles. We do not sell personal information.',
    ),
  ),
  section(
    'storage-and-security',
    'Storage and security',
    p(
      `We store the product's data in Australia (cloud region ${DEFAULT_REGION}, Sydney). It is encrypted in transit and at rest, and access is limited to the people who need it. We keep personal information for up to ${TERMS_FIGURES.PERSONAL_DATA_RETENTION_YEARS} years, unless the law requires us to keep it longer, and then delete or de-identify it.`,
    ),
    p(
      'If a data breach is likely to cause serious harm, we will notify the people affected and the Office of the Australian Information Commissioner under the Notifiable Data Breaches scheme.',
    ),
  ),
  section(
    'access-and-correction',
    'Access and correction',
    p(
      'You can ask to see the personal information we hold about you, and ask us to correct it if it is wrong, out of date or incomplete. We will respond within 30 days. If we refuse a request, we will explain why in writing.',
    ),
  ),
  section(
    'complaints',
    'Complaints',
    p(
      'If you are concerned about how we have handled your personal information, please tell us and we will respond within 30 days. If you are not satisfied with our response, you can complain to the Office of the Australian Information Commissioner (OAIC) at www.oaic.gov.au or on 1300 363 992.',
    ),
  ),
  section(
    'contact',
    'Contact us',
    linked('For privacy questions, access requests or complaints, please use our ', 'contact form', ROUTES.contactForm, '.'),
  ),
];

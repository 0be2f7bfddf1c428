import { ROUTES, TERMS_FIGURES as T } from '@portal/shared-contracts/core';
import { LEGAL_LABELS } from '@portal/shared-contracts/insights';
import { linked, p, ul, type LegalSection } from '../legalTypes';

const capMonths = T.LIABILITY_CAP_PERIOD_MONTHS === 12 ? 'twelve months' : `${T.LIABILITY_CAP_PERIOD_MONTHS} months`;
const requestWindow =
  T.DATA_REQUEST_AFTER_TERMINATION_MONTHS === 1 ? 'one month' : `${T.DATA_REQUEST_AFTER_TERMINATION_MONTHS} months`;

/**
 * Terms anchor 4: warranties, indemnity, liability, termination, disputes and general
 * terms (000 §1 governing law, 000 §9 figures, 002 §2 licence sections).
 */
export const issuesAndConflictsSection: LegalSection = {
  id: 'terms-issues',
  title: LEGAL_LABELS.termsAnchors[3],
  blocks: [p('This part explains what happens if something goes wrong, and how we will work together to resolve it.')],
  subsections: [
    {
      id: 'terms-disclaimer',
      title: 'Disclaimer of warranties',
      blocks: [
        p(
          'We provide the product with due care and skill, but we do not promise that it will be uninterrupted or error-free, or that it will meet every requirement the client has. Apart from the promises in these terms, and to the extent the law allows, the product is provided "as is".',
        ),
        p(
          'Nothing in these terms excludes, restricts or changes any right or remedy you have under the Australian Consumer Law or any other law that cannot be excluded.',
        ),
      ],
    },
    {
      id: 'terms-indemnity',
      title: 'Indemnity',
      blocks: [
        p(
          'The client indemnifies us against any loss, cost or claim arising from Films or other content submitted through its project codes without the consents these terms require, or from its breach of these terms or of the law. This indemnity is reduced to the extent that we caused or contributed to the loss.',
        ),
      ],
    },
    {
      id: 'terms-liability',
      title: 'Limitation of Liability',
      blocks: [
        p(
          `To the extent the law allows, our total liability to the client under or in connection with these terms is limited to ${T.LIABILITY_CAP_DISPLAY} in any period of ${capMonths}. We are not liable for any indirect or consequential loss, or for loss of profit, revenue, data or goodwill.`,
        ),
        p(
          'Where our liability for failing to meet a consumer guarantee cannot be excluded but can be limited, it is limited, at our option, to supplying the services again or paying the cost of having them supplied again.',
        ),
      ],
    },
    {
      id: 'terms-termination',
      title: 'Termination',
      blocks: [
        p(
          `Either party may end these terms by written notice if the other breaches them and does not remedy the breach within ${T.REMEDY_PERIOD_DAYS} days of receiving notice describing it. Either party may also end them at once if the other becomes insolvent.`,
        ),
        p('To cancel a subscription, the client emails our support team. On termination:'),
        ul(
          'access to the Studio and the client\'s project codes ends;',
          'amounts owed up to the termination date remain payable;',
          `the client may request its data for up to ${requestWindow} afterwards;`,
          'terms that by their nature should survive, such as those on liability, indemnity and disputes, continue to apply.',
        ),
      ],
    },
    {
      id: 'terms-disputes',
      title: 'Disputes',
      blocks: [
        p(
          `If a dispute arises, the party raising it gives the other written notice. Senior representatives of both parties then meet, in person or online, within ${T.DISPUTE_MEETING_BUSINESS_DAYS} business days of the notice and try in good faith to resolve it. Neither party may start court proceedings until that meeting has taken place, except to seek urgent relief.`,
        ),
        p(
          `These terms are governed by the laws in force in the territory of ${T.GOVERNING_LAW}, Australia, and each party submits to the courts of that territory.`,
        ),
      ],
    },
    {
      id: 'terms-general',
      title: 'General',
      blocks: [
        p(
          'We may update these terms from time to time. We will tell clients about significant changes by email or in the Studio before they take effect; continuing to use the product after that means you accept the updated terms.',
        ),
        p(
          'If any part of these terms is unenforceable, the rest continues to apply. A failure to enforce a term is not a waiver of it. The client may not transfer its rights under these terms without our written consent. These terms are the entire agreement between us about the product.',
        ),
        linked('Questions about these terms? Reach us through our ', 'contact form', ROUTES.contactForm, '.'),
      ],
    },
  ],
};

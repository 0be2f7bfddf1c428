import { CURRENCY, PREMIUM_SCRIPT_PRICES, PRICING, SERVICE_FACTS, TERMS_FIGURES as T, formatWholeAud } from '@portal/shared-contracts/core';
import { LEGAL_LABELS } from '@portal/shared-contracts/insights';
import { formatScriptRange } from '../legalFormat';
import { p, ul, type LegalSection } from '../legalTypes';

const premiumScripts = PREMIUM_SCRIPT_PRICES.map(
  (bracket) => `${formatScriptRange(bracket.minScripts, bracket.maxScripts)} scripts: ${formatWholeAud(bracket.priceEachAud)} each`,
);

const years = (n: number): string => (n === 1 ? '1-year' : `${n}-year`);

/**
 * Terms anchor 2: the services, term, fees and the parties' obligations
 * (000 §1 service terms, 000 §9 figures, 002 §2 licence sections).
 */
export const relationshipSection: LegalSection = {
  id: 'terms-relationship',
  title: LEGAL_LABELS.termsAnchors[1],
  blocks: [p('This part sets out what we provide to the client, what the client pays, and what each of us can expect from the other.')],
  subsections: [
    {
      id: 'terms-services',
      title: 'Services',
      blocks: [
        p('With an active subscription, the client receives:'),
        ul(
          'worldwide coverage: the product can be used, and films made, anywhere in the world;',
          `${SERVICE_FACTS.STORAGE_TB} TB of storage, with more available on request;`,
          'unlimited scripts, video production and users;',
          `finished videos in ${SERVICE_FACTS.OUTPUT_RESOLUTION} HD that play on iOS and Android and support HLS streaming;`,
          `support by phone and email, ${LEGAL_LABELS.supportHours}, with a ${SERVICE_FACTS.SUPPORT_EMAIL_TURNAROUND_HOURS}-hour turnaround on email, free of charge.`,
        ),
        p('The features available to the client depend on its subscription, as described on the Subscription hub and in the help pages.'),
      ],
    },
    {
      id: 'terms-term',
      title: 'Term and renewal',
      blocks: [
        p(
          `The term starts when the client's account is created and runs as an annual subscription. At the end of each term it renews automatically in ${years(T.RENEWAL_TERM_YEARS)} steps unless either party gives written notice before the renewal date that it does not wish to renew.`,
        ),
      ],
    },
    {
      id: 'terms-fees',
      title: 'Fees',
      blocks: [
        p(
          `The annual fee depends on the client's subscription. All prices are in Australian Dollars and payment must be made in Australian Dollars (${CURRENCY}). Prices exclude GST; for clients in ${PRICING.GST_COUNTRY}, GST of ${PRICING.GST_RATE * 100}% is added.`,
        ),
        p(
          `Invoices are payable within ${T.PAYMENT_WITHIN_BUSINESS_DAYS} business days of the invoice date. Overdue amounts attract interest at ${T.LATE_INTEREST_ABOVE_CASH_RATE_PERCENT}% a year above the cash rate target of the Reserve Bank of Australia, calculated daily from the due date until paid.`,
        ),
        p(
          `We may increase our fees no more than once a year, and only after giving the client at least ${T.FEE_RISE_NOTICE_DAYS} days' written notice. A new fee applies from the next invoice after the notice period ends.`,
        ),
        p('Premium scripts are charged per script, at a price that depends on how many the client orders:'),
        ul(...premiumScripts),
      ],
    },
    {
      id: 'terms-partners',
      title: 'Partners',
      blocks: [
        p(
          'We work with carefully chosen partners to provide the product, including hosting, payment processing, analytics, support and app store providers. Partners process information for us under written agreements that protect it.',
        ),
        p(
          'Where the product links to a partner\'s own service or offer, that service is provided by the partner under its own terms, and we are not responsible for it.',
        ),
      ],
    },
    {
      id: 'terms-your-obligations',
      title: 'Your Obligations',
      blocks: [
        p('When you use the product you must:'),
        ul(
          'comply with all laws that apply to you, including privacy, copyright and workplace laws;',
          'obtain the informed consent of every person who appears in or is recorded for a film, and of a parent or guardian for anyone under 18;',
          'not upload anything that is unlawful, defamatory, discriminatory, obscene, or that infringes anyone\'s rights;',
          'not film where filming is unsafe or not allowed, or put yourself or others at risk to capture a shot;',
          'not interfere with the product\'s security or operation, or access it by automated means we have not approved;',
          'keep your Dev project code within your team and share the Live code only with the people you intend to take part.',
        ),
      ],
    },
    {
      id: 'terms-films',
      title: 'Films: our rights',
      blocks: [
        p(
          '"Films" means the clips, images, audio and text submitted through the product and the videos the product renders from them. The client and the people who film keep ownership of their Films.',
        ),
        p(
          'You grant us a worldwide, non-exclusive, royalty-free licence to host, store, copy, convert (including into streaming formats), render, display and distribute Films, and to analyse them for metrics, insights and recommendations, in each case only to provide the product to the client. The client may use the finished videos for its own purposes.',
        ),
        p(
          'We will not use Films to promote our own business without the client\'s written permission. We may remove a Film that we reasonably believe breaches these terms.',
        ),
      ],
    },
    {
      id: 'terms-direction-communications',
      title: 'Direction Communications',
      blocks: [
        p(
          'Storyboards include directions for filmmakers, such as story guides, film guides and director guide videos. Directions are suggestions only: use your own judgement, and never follow a direction that would be unsafe or unlawful where you are.',
        ),
        p(
          'We send service communications about your account, security, billing and releases, which you cannot opt out of while you have an account. Other emails follow the notification setting in your account (all, none, billing or sales).',
        ),
      ],
    },
  ],
};

import { ACCESSIBILITY, ROUTES, TERMS_FIGURES as T } from '@portal/shared-contracts/core';
import { LEGAL_LABELS } from '@portal/shared-contracts/insights';
import { PRODUCT_NAME } from '../legalContent';
import { linked, p, ul, type LegalSection } from '../legalTypes';

const months = (n: number): string => (n === 1 ? 'one month' : `${n} months`);

/**
 * Terms anchor 3: service levels, data, GDPR, network charges, third-party (Apple)
 * terms and accessibility (000 §9 figures; 002 §2, §9 accessibility).
 */
export const usingServicesSection: LegalSection = {
  id: 'terms-using-services',
  title: LEGAL_LABELS.termsAnchors[2],
  blocks: [p('This part explains the service levels we aim for, how we look after data, and the other terms that apply when you use the product.')],
  subsections: [
    {
      id: 'terms-service-levels',
      title: 'Service levels and reporting',
      blocks: [
        p(
          `We target availability of ${T.UPTIME_TARGET_PERCENT}% for the Studio and the mobile app services in each monthly period, not counting scheduled maintenance we have announced in advance or events beyond our reasonable control.`,
        ),
        p(
          `Within ${T.REPORT_WITHIN_BUSINESS_DAYS} business days of the end of each monthly period, we give the client a report on availability, usage and the support requests raised in that period.`,
        ),
      ],
    },
    {
      id: 'terms-data',
      title: 'Data',
      blocks: [
        p(
          'The client owns the data it and its users put into the product. We use that data only to provide, secure and improve the product, as these terms and our Privacy Policy describe, and we store it in Australia.',
        ),
        p(
          `We keep personal data for up to ${T.PERSONAL_DATA_RETENTION_YEARS} years, unless the law requires us to keep it longer, after which we delete or de-identify it.`,
        ),
        p(
          `The client can download its videos from the Studio at any time. If the client asks us to prepare a full copy of its data, we charge for the work at a daily rate of ${T.DATA_COPY_DAILY_RATE_DISPLAY} (plus GST).`,
        ),
        p(
          `After termination, the client may request its data for up to ${months(T.DATA_REQUEST_AFTER_TERMINATION_MONTHS)}. After that we may delete it permanently.`,
        ),
        linked('Read how we handle personal information in our ', 'Privacy Policy', ROUTES.privacy, '.'),
      ],
    },
    {
      id: 'terms-gdpr',
      title: 'GDPR',
      blocks: [
        p(
          'Where the client collects personal data about people in the European Union or the United Kingdom, the client is the controller and we process that data on its behalf under the General Data Protection Regulation (GDPR). We will:',
        ),
        ul(
          'process the data only on the client\'s documented instructions;',
          'make sure our staff and partners who handle it are bound by confidentiality;',
          'keep it secure with appropriate technical and organisational measures;',
          'help the client respond to requests from people exercising their rights;',
          `notify the client of a data breach affecting its data within ${T.DATA_BREACH_NOTICE_HOURS} hours of becoming aware of it;`,
          'delete or return the data when the services end, as the client chooses.',
        ),
      ],
    },
    {
      id: 'terms-network-charges',
      title: 'Network Charges',
      blocks: [
        p(
          'The mobile app uses the internet to download storyboards and upload your clips, and video files can be large. Your mobile carrier may charge you for data, including roaming; these charges are your responsibility. We recommend using Wi-Fi to upload.',
        ),
      ],
    },
    {
      id: 'terms-third-party',
      title: 'Third Party Terms',
      blocks: [
        p(
          'If you download the mobile app from an app store, the store\'s own terms also apply to you. If you downloaded it from the Apple App Store, you and we also agree that:',
        ),
        ul(
          'these terms are between you and us only, not Apple, and we, not Apple, are solely responsible for the app and its content;',
          'your licence to use the app is limited to Apple-branded products that you own or control, as permitted by the Usage Rules in the Apple Media Services Terms and Conditions;',
          'Apple has no obligation to provide maintenance or support for the app;',
          'if the app fails to conform to any applicable warranty, you may notify Apple, and Apple will refund the purchase price (if any); to the maximum extent the law allows, Apple has no other warranty obligation for the app;',
          'Apple is not responsible for any claim relating to the app, including product liability claims, claims that it fails to meet a legal or regulatory requirement, and consumer protection or privacy claims;',
          'Apple is not responsible for investigating, defending or settling any claim that the app infringes a third party\'s intellectual property rights;',
          'you confirm that you are not located in a country subject to a United States Government embargo, nor listed on any United States Government list of prohibited or restricted parties;',
          'Apple and its subsidiaries are third-party beneficiaries of these terms and may enforce them against you.',
        ),
      ],
    },
    {
      id: 'terms-accessibility',
      title: 'Accessibility',
      blocks: [
        p(
          `We want ${PRODUCT_NAME} to be usable by everyone. The product partially conforms with the Web Content Accessibility Guidelines (${ACCESSIBILITY.STANDARD}): most of it meets the standard, and we are working on the parts that do not yet, such as some drag-and-drop features that do not yet have a keyboard alternative.`,
        ),
        p(
          `If something is hard to use, please tell us. We reply to accessibility feedback within ${ACCESSIBILITY.RESPONSE_HOURS} hours and propose a solution within ${ACCESSIBILITY.SOLUTION_BUSINESS_DAYS} business days.`,
        ),
        linked('Send accessibility feedback through our ', 'contact form', ROUTES.contactForm, '.'),
      ],
    },
  ],
};

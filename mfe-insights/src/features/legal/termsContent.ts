import type { LegalSection } from './legalTypes';
import { introductionSection } from './terms/introduction';
import { issuesAndConflictsSection } from './terms/issuesAndConflicts';
import { relationshipSection } from './terms/relationship';
import { usingServicesSection } from './terms/usingServices';

/**
 * The terms page, in the order of its four sidebar anchors (000 §2 terms page). The
 * figures inside come from shared-contracts' TERMS_FIGURES and related constants.
 */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  introductionSection,
  relationshipSection,
  usingServicesSection,
  issuesAndConflictsSection,
];

/** Element ids of the four anchored sections, in page order; a stable array for the scroll spy. */
export const TERMS_SECTION_IDS: readonly string[] = TERMS_SECTIONS.map((section) => section.id);

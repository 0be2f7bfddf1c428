import type { ReactElement } from 'react';
import { createStyles, PageHeader } from '@portal/shared-ui';
import { EffectiveClock } from './components/EffectiveClock';
import { LegalSectionView } from './components/LegalSectionView';
import { TermsSidebar } from './components/TermsSidebar';
import { LEGAL_PAGE_TEXT } from './legalContent';
import { useLegalStyles } from './legalStyles';
import { TERMS_SECTIONS, TERMS_SECTION_IDS } from './termsContent';

/*
 * Sidebar beside the text, and sticky, only when the content area is wide enough (a
 * container query, since the host's left navigation takes part of the viewport; a
 * container cannot style itself, hence the shell around the grid).
 * Narrower, the anchors sit above the text and scroll away with it instead of
 * covering it.
 */
const WIDE = '@container (min-width: 760px)';

const useStyles = createStyles('insights-terms', (token) => ({
  page: { maxWidth: 1160 },
  shell: { containerType: 'inline-size' },
  layout: {
    display: 'grid',
    gap: token.marginLG,
    [WIDE]: { gridTemplateColumns: '240px minmax(0, 1fr)', gap: token.marginXL },
  },
  nav: { [WIDE]: { position: 'sticky', top: token.marginLG, alignSelf: 'start' } },
  article: { minWidth: 0, maxWidth: 820 },
}));

/**
 * /policy/terms and /policy/Terms (000 §2, 002 §2). Built for Lighthouse: the long
 * text is plain semantic HTML, the ticking clock and the scroll highlight each
 * re-render only themselves, and nothing loads after first paint.
 */
export default function TermsPage(): ReactElement {
  const classes = useStyles();
  const legal = useLegalStyles();
  return (
    <div className={`${legal.page} ${classes.page}`}>
      <PageHeader title={LEGAL_PAGE_TEXT.termsTitle}>
        <EffectiveClock />
        <p className={legal.updated}>{LEGAL_PAGE_TEXT.eulaUpdated}</p>
      </PageHeader>
      <div className={classes.shell}>
        <div className={classes.layout}>
          <TermsSidebar sections={TERMS_SECTIONS} sectionIds={TERMS_SECTION_IDS} className={classes.nav} />
          <article aria-label={LEGAL_PAGE_TEXT.termsTitle} className={`${legal.article} ${classes.article}`}>
            {TERMS_SECTIONS.map((section) => (
              <LegalSectionView key={section.id} section={section} />
            ))}
          </article>
        </div>
      </div>
    </div>
  );
}

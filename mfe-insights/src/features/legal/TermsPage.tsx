import type { CSSProperties, ReactElement } from 'react';
import { BRAND, PageHeader, theme } from '@portal/shared-ui';
import { EffectiveClock } from './components/EffectiveClock';
import { LegalSectionView } from './components/LegalSectionView';
import { TermsSidebar } from './components/TermsSidebar';
import { LEGAL_PAGE_TEXT } from './legalContent';
import { TERMS_SECTIONS, TERMS_SECTION_IDS } from './termsContent';

/*
 * Sidebar beside the text, and sticky, only when the content area is wide enough (a
 * container query, since the host's left navigation takes part of the viewport; a
 * container cannot style itself, hence the shell around the grid).
 * Narrower, the anchors sit above the text and scroll away with it instead of
 * covering it.
 */
const LAYOUT_CSS = `
.terms-shell { container-type: inline-size; }
.terms-layout { display: grid; gap: 24px; }
@container (min-width: 760px) {
  .terms-layout { grid-template-columns: 240px minmax(0, 1fr); gap: 32px; }
  .terms-layout__nav { position: sticky; top: 24px; align-self: start; }
}`;

const ARTICLE_STYLE: CSSProperties = {
  minWidth: 0,
  maxWidth: 820,
  padding: '8px 32px 24px',
  background: '#ffffff',
  borderRadius: 8,
  fontSize: 15,
  lineHeight: 1.7,
};

/**
 * /policy/terms and /policy/Terms (000 §2, 002 §2). Built for Lighthouse: the long
 * text is plain semantic HTML, the ticking clock and the scroll highlight each
 * re-render only themselves, and nothing loads after first paint.
 */
export default function TermsPage(): ReactElement {
  const { token } = theme.useToken();
  return (
    <div style={{ maxWidth: 1160, fontFamily: token.fontFamily, color: '#1f1f1f' }}>
      <PageHeader title={LEGAL_PAGE_TEXT.termsTitle}>
        <EffectiveClock />
        <p style={{ margin: 0, color: BRAND.muted }}>{LEGAL_PAGE_TEXT.eulaUpdated}</p>
      </PageHeader>
      <style>{LAYOUT_CSS}</style>
      <div className="terms-shell">
        <div className="terms-layout">
          <TermsSidebar sections={TERMS_SECTIONS} sectionIds={TERMS_SECTION_IDS} className="terms-layout__nav" />
          <article aria-label={LEGAL_PAGE_TEXT.termsTitle} style={ARTICLE_STYLE}>
            {TERMS_SECTIONS.map((section) => (
              <LegalSectionView key={section.id} section={section} />
            ))}
          </article>
        </div>
      </div>
    </div>
  );
}

import type { ReactElement } from 'react';
import { PageHeader, theme } from '@portal/shared-ui';
import { EffectiveClock } from './components/EffectiveClock';
import { LegalSectionView } from './components/LegalSectionView';
import { TermsSidebar } from './components/TermsSidebar';
import { LEGAL_PAGE_TEXT } from './legalContent';
import { TERMS_SECTIONS, TERMS_SECTION_IDS } from './termsContent';

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
        <p style={{ margin: 0, color: '#595959' }}>{LEGAL_PAGE_TEXT.eulaUpdated}</p>
      </PageHeader>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32, alignItems: 'flex-start' }}>
        <TermsSidebar sections={TERMS_SECTIONS} sectionIds={TERMS_SECTION_IDS} />
        <article
          aria-label={LEGAL_PAGE_TEXT.termsTitle}
          style={{
            flex: '1 1 520px',
            minWidth: 0,
            maxWidth: 820,
            padding: '8px 32px 24px',
            background: '#ffffff',
            borderRadius: 8,
            fontSize: 15,
            lineHeight: 1.7,
          }}
        >
          {TERMS_SECTIONS.map((section) => (
            <LegalSectionView key={section.id} section={section} />
          ))}
        </article>
      </div>
    </div>
  );
}

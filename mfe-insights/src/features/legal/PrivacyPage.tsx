import type { ReactElement } from 'react';
import { BRAND, PageHeader, theme } from '@portal/shared-ui';
import { LegalSectionView } from './components/LegalSectionView';
import { LEGAL_PAGE_TEXT } from './legalContent';
import { PRIVACY_SECTIONS } from './privacyContent';

/** /policy/privacy and /policy/Privacy: the Privacy Policy as static text (002 §2). */
export default function PrivacyPage(): ReactElement {
  const { token } = theme.useToken();
  return (
    <div style={{ maxWidth: 860, fontFamily: token.fontFamily, color: '#1f1f1f' }}>
      <PageHeader title={LEGAL_PAGE_TEXT.privacyTitle}>
        <p style={{ margin: 0, color: BRAND.muted }}>{LEGAL_PAGE_TEXT.privacyUpdated}</p>
      </PageHeader>
      <article
        aria-label={LEGAL_PAGE_TEXT.privacyTitle}
        style={{ padding: '8px 32px 24px', background: '#ffffff', borderRadius: 8, fontSize: 15, lineHeight: 1.7 }}
      >
        {PRIVACY_SECTIONS.map((section) => (
          <LegalSectionView key={section.id} section={section} />
        ))}
      </article>
    </div>
  );
}

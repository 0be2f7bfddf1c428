import type { ReactElement } from 'react';
import { createStyles, PageHeader } from '@portal/shared-ui';
import { LegalSectionView } from './components/LegalSectionView';
import { LEGAL_PAGE_TEXT } from './legalContent';
import { useLegalStyles } from './legalStyles';
import { PRIVACY_SECTIONS } from './privacyContent';

const useStyles = createStyles('insights-privacy', () => ({
  page: { maxWidth: 860 },
}));

/** /policy/privacy and /policy/Privacy: the Privacy Policy as static text (002 §2). */
export default function PrivacyPage(): ReactElement {
  const classes = useStyles();
  const legal = useLegalStyles();
  return (
    <div className={`${legal.page} ${classes.page}`}>
      <PageHeader title={LEGAL_PAGE_TEXT.privacyTitle}>
        <p className={legal.updated}>{LEGAL_PAGE_TEXT.privacyUpdated}</p>
      </PageHeader>
      <article aria-label={LEGAL_PAGE_TEXT.privacyTitle} className={legal.article}>
        {PRIVACY_SECTIONS.map((section) => (
          <LegalSectionView key={section.id} section={section} />
        ))}
      </article>
    </div>
  );
}

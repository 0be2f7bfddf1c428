import type { CSSProperties, MouseEvent, ReactElement } from 'react';
import { BRAND } from '@portal/shared-ui';
import { LEGAL_PAGE_TEXT } from '../legalContent';
import type { LegalSection } from '../legalTypes';
import { useScrollSpy } from '../useScrollSpy';

export interface TermsSidebarProps {
  readonly sections: readonly LegalSection[];
  /** The sections' ids in page order; a stable (module constant) array. */
  readonly sectionIds: readonly string[];
  /** Layout class from the page (sticky positioning lives there). */
  readonly className?: string;
}

const linkStyle = (active: boolean): CSSProperties => ({
  display: 'block',
  padding: '6px 12px',
  borderInlineStart: `3px solid ${active ? BRAND.primary : 'transparent'}`,
  color: active ? BRAND.primary : '#1f1f1f',
  fontWeight: active ? 600 : 400,
  textDecoration: 'none',
  lineHeight: 1.4,
});

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The sticky "Terms sections" navigation with scroll highlighting. It owns the
 * scroll-spy state so a highlight change re-renders only the sidebar, never the text.
 */
export function TermsSidebar({ sections, sectionIds, className }: TermsSidebarProps): ReactElement {
  const [active, setActive] = useScrollSpy(sectionIds);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string): void => {
    const target = document.getElementById(id);
    if (!target) return;
    // Scroll in page rather than changing the URL hash, which the host's router owns.
    event.preventDefault();
    target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    document.getElementById(`${id}-heading`)?.focus({ preventScroll: true });
    setActive(id);
  };

  return (
    <nav aria-label={LEGAL_PAGE_TEXT.termsNavLabel} className={className}>
      <p style={{ margin: '0 0 8px 15px', fontSize: 13, fontWeight: 600, letterSpacing: 0.4, color: BRAND.muted, textTransform: 'uppercase' }}>
        {LEGAL_PAGE_TEXT.termsNavHeading}
      </p>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {sections.map((section) => {
          const isActive = section.id === active;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={isActive ? 'location' : undefined}
                style={linkStyle(isActive)}
                onClick={(event) => onClick(event, section.id)}
              >
                {section.title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import type { MouseEvent, ReactElement } from 'react';
import { createStyles } from '@portal/shared-ui';
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

/** Width of the bar that marks the current section. */
const MARKER_WIDTH = 3;

const useStyles = createStyles('insights-terms-sidebar', (token) => ({
  // Lined up with the links' text: past the marker and the links' padding.
  heading: {
    margin: `0 0 ${token.marginXS}px ${MARKER_WIDTH + token.paddingSM}px`,
    fontSize: token.fontSizeSM,
    fontWeight: token.fontWeightStrong,
    letterSpacing: 0.4,
    color: token.colorTextSecondary,
    textTransform: 'uppercase',
  },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  link: {
    display: 'block',
    padding: `${token.paddingXS}px ${token.paddingSM}px`,
    borderInlineStart: `${MARKER_WIDTH}px solid transparent`,
    color: token.colorText,
    fontWeight: 'normal',
    textDecoration: 'none',
    lineHeight: 1.4,
    // The section being read (aria-current, set from the scroll spy).
    '&[aria-current]': { borderInlineStartColor: token.colorPrimary, color: token.colorPrimary, fontWeight: token.fontWeightStrong },
  },
}));

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The sticky "Terms sections" navigation with scroll highlighting. It owns the
 * scroll-spy state so a highlight change re-renders only the sidebar, never the text.
 */
export function TermsSidebar({ sections, sectionIds, className }: TermsSidebarProps): ReactElement {
  const classes = useStyles();
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
      <p className={classes.heading}>{LEGAL_PAGE_TEXT.termsNavHeading}</p>
      <ul className={classes.list}>
        {sections.map((section) => {
          const isActive = section.id === active;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={isActive ? 'location' : undefined}
                className={classes.link}
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

import type { CSSProperties, ReactElement } from 'react';
import { Link } from '@portal/shared-ui/router';
import { BRAND } from '@portal/shared-ui';
import type { LegalBlock, LegalSection } from '../legalTypes';

// Leaves room for the host's header when a section is scrolled to.
const anchorTarget: CSSProperties = { scrollMarginTop: 24 };
const h2Style: CSSProperties = { fontSize: 24, lineHeight: 1.3, margin: '40px 0 12px', fontWeight: 600 };
const h3Style: CSSProperties = { fontSize: 18, lineHeight: 1.4, margin: '28px 0 8px', fontWeight: 600 };
const listStyle: CSSProperties = { paddingInlineStart: 24, margin: '0 0 16px' };
const paragraphStyle: CSSProperties = { margin: '0 0 16px' };
const linkStyle: CSSProperties = { color: BRAND.primary, textDecoration: 'underline' };

function Block({ block }: { block: LegalBlock }): ReactElement {
  switch (block.kind) {
    case 'paragraph':
      return <p style={paragraphStyle}>{block.text}</p>;
    case 'list':
      return (
        <ul style={listStyle}>
          {block.items.map((item) => (
            <li key={item} style={{ marginBottom: 6 }}>
              {item}
            </li>
          ))}
        </ul>
      );
    case 'link':
      return (
        <p style={paragraphStyle}>
          {block.before}
          <Link to={block.to} style={linkStyle}>
            {block.linkText}
          </Link>
          {block.after}
        </p>
      );
  }
}

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }): ReactElement {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  );
}

/**
 * One legal section as plain HTML: an h2 with its blocks, then an h3 per subsection.
 * Headings take focus (tabIndex -1) so a sidebar link can move keyboard focus there.
 */
export function LegalSectionView({ section }: { section: LegalSection }): ReactElement {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} style={anchorTarget}>
      <h2 id={headingId} tabIndex={-1} style={h2Style}>
        {section.title}
      </h2>
      <Blocks blocks={section.blocks} />
      {section.subsections.map((sub) => (
        <section key={sub.id} id={sub.id} aria-labelledby={`${sub.id}-heading`} style={anchorTarget}>
          <h3 id={`${sub.id}-heading`} style={h3Style}>
            {sub.title}
          </h3>
          <Blocks blocks={sub.blocks} />
        </section>
      ))}
    </section>
  );
}

import type { ReactElement } from 'react';
import { Link } from '@portal/shared-ui/router';
import { createStyles } from '@portal/shared-ui';
import type { LegalBlock, LegalSection } from '../legalTypes';

const useStyles = createStyles('insights-legal-section', (token) => ({
  // Leaves room for the host's header when a section is scrolled to.
  anchorTarget: { scrollMarginTop: token.marginLG },
  h2: {
    fontSize: token.fontSizeHeading3,
    lineHeight: token.lineHeightHeading3,
    margin: `${token.marginXXL}px 0 ${token.marginSM}px`,
    fontWeight: token.fontWeightStrong,
  },
  h3: {
    fontSize: token.fontSizeHeading5,
    lineHeight: token.lineHeightHeading5,
    margin: `${token.marginXL}px 0 ${token.marginXS}px`,
    fontWeight: token.fontWeightStrong,
  },
  list: { paddingInlineStart: token.paddingLG, margin: `0 0 ${token.margin}px` },
  item: { marginBottom: token.marginXS },
  paragraph: { margin: `0 0 ${token.margin}px` },
  link: { color: token.colorPrimary, textDecoration: 'underline' },
}));

type Classes = ReturnType<typeof useStyles>;

function Block({ block, classes }: { block: LegalBlock; classes: Classes }): ReactElement {
  switch (block.kind) {
    case 'paragraph':
      return <p className={classes.paragraph}>{block.text}</p>;
    case 'list':
      return (
        <ul className={classes.list}>
          {block.items.map((item) => (
            <li key={item} className={classes.item}>
              {item}
            </li>
          ))}
        </ul>
      );
    case 'link':
      return (
        <p className={classes.paragraph}>
          {block.before}
          <Link to={block.to} className={classes.link}>
            {block.linkText}
          </Link>
          {block.after}
        </p>
      );
  }
}

function Blocks({ blocks, classes }: { blocks: readonly LegalBlock[]; classes: Classes }): ReactElement {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} classes={classes} />
      ))}
    </>
  );
}

/**
 * One legal section as plain HTML: an h2 with its blocks, then an h3 per subsection.
 * Headings take focus (tabIndex -1) so a sidebar link can move keyboard focus there.
 */
export function LegalSectionView({ section }: { section: LegalSection }): ReactElement {
  const classes = useStyles();
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className={classes.anchorTarget}>
      <h2 id={headingId} tabIndex={-1} className={classes.h2}>
        {section.title}
      </h2>
      <Blocks blocks={section.blocks} classes={classes} />
      {section.subsections.map((sub) => (
        <section key={sub.id} id={sub.id} aria-labelledby={`${sub.id}-heading`} className={classes.anchorTarget}>
          <h3 id={`${sub.id}-heading`} className={classes.h3}>
            {sub.title}
          </h3>
          <Blocks blocks={sub.blocks} classes={classes} />
        </section>
      ))}
    </section>
  );
}

import type { DragEvent, ReactElement, ReactNode } from 'react';
import { BLOCK_LINK_CLASS, Typography, createStyles } from '@portal/shared-ui';
import { Link } from '@portal/shared-ui/router';
import { startAssetDrag, type DraggedAsset } from '../../shared';

const useStyles = createStyles('storymaker-panel-card', (token) => ({
  card: {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    margin: 0,
    overflow: 'hidden',
    color: token.colorText,
    background: token.colorBgContainer,
    border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadius,
  },
  link: {
    '&:hover': { boxShadow: token.boxShadowTertiary, color: token.colorText },
    '&:focus-visible': { outline: `${token.lineWidthFocus}px solid ${token.colorPrimary}`, outlineOffset: token.lineWidthFocus },
  },
  draggable: { cursor: 'grab' },
  body: { display: 'flex', flexDirection: 'column', gap: token.marginXXS, padding: token.paddingXS },
  title: { fontWeight: token.fontWeightStrong, fontSize: token.fontSizeSM, overflowWrap: 'anywhere' },
  meta: { color: token.colorTextSecondary, fontSize: token.fontSizeSM },
}));

export interface PanelCardProps {
  readonly image: ReactNode;
  /** What the card is (none for a photo, which its image and credit say). */
  readonly title?: string;
  readonly meta?: ReactNode;
  /** A link's target: the whole card is the link. */
  readonly to?: string;
  /** Controls under the text (a card with controls is not a link). */
  readonly footer?: ReactNode;
  /** The asset the card lends to the storyboard's cover or shots by drag (001 §2, §5). */
  readonly drag?: DraggedAsset | null;
  /** The id of the text saying the card can be dragged. */
  readonly dragHintId?: string;
}

/** A side panel tile: image, title, a line of facts and controls; a link, a draggable asset, or both. */
export function PanelCard({ image, title, meta, to, footer, drag, dragHintId }: PanelCardProps): ReactElement {
  const classes = useStyles();
  const dragProps = drag
    ? { draggable: true, onDragStart: (e: DragEvent) => startAssetDrag(e, drag), 'aria-describedby': dragHintId }
    : {};
  const content = (
    <>
      {image}
      <span className={classes.body}>
        {title ? <Typography.Text className={classes.title}>{title}</Typography.Text> : null}
        {meta ? <Typography.Text className={classes.meta}>{meta}</Typography.Text> : null}
        {footer}
      </span>
    </>
  );
  const className = [classes.card, drag ? classes.draggable : ''].join(' ');
  return to ? (
    <Link to={to} className={`${BLOCK_LINK_CLASS} ${className} ${classes.link}`} {...dragProps}>
      {content}
    </Link>
  ) : (
    <div className={className} {...dragProps}>
      {content}
    </div>
  );
}

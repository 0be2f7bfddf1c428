import type { ReactElement, ReactNode } from 'react';
import { shotCountLabel, type Listing } from '@portal/shared-contracts/storyboards';
import { BLOCK_LINK_CLASS, Tag, Typography, createStyles } from '@portal/shared-ui';
import { Link } from '@portal/shared-ui/router';
import { ListingImage } from './ListingImage';

const useStyles = createStyles('marketplace-tile', (token) => ({
  tile: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    height: '100%',
    padding: 0,
    overflow: 'hidden',
    font: 'inherit',
    textAlign: 'start',
    color: token.colorText,
    background: token.colorBgContainer,
    border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    cursor: 'pointer',
    '&:hover': { boxShadow: token.boxShadowTertiary, color: token.colorText },
    '&:focus-visible': { outline: `${token.lineWidthFocus}px solid ${token.colorPrimary}`, outlineOffset: token.lineWidthFocus },
  },
  body: { display: 'flex', flexDirection: 'column', gap: token.marginXXS, padding: token.paddingSM },
  title: { fontWeight: token.fontWeightStrong, overflowWrap: 'anywhere' },
  meta: { color: token.colorTextSecondary, fontSize: token.fontSizeSM },
  tags: { display: 'flex', flexWrap: 'wrap', gap: token.marginXXS, marginBlockStart: token.marginXXS },
}));

/** Where a tile leads: a link (`to`, e.g. the listing modal's URL or /storymaker/{scriptId}) or a callback. */
export type ListingTileTarget = { readonly to: string } | { readonly onSelect: (listing: Listing) => void };

export type ListingTileProps = { readonly listing: Listing } & ListingTileTarget;

/**
 * A marketplace listing (001 §3) as a tile: image, title, author, number of shots and tags,
 * all one link or button. My Storyboards' marketplace opens the listing modal with it; the
 * storymaker side panel (001 §2) links it to /storymaker/{scriptId}.
 */
export function ListingTile(props: ListingTileProps): ReactElement {
  const { listing } = props;
  const classes = useStyles();
  const content: ReactNode = (
    <>
      <ListingImage assetId={listing.script.landScapeImageAssetId} alt="" />
      <span className={classes.body}>
        <Typography.Text className={classes.title}>{listing.script.scriptTitle}</Typography.Text>
        <Typography.Text className={classes.meta}>{listing.author.name}</Typography.Text>
        <Typography.Text className={classes.meta}>{shotCountLabel(listing.script.numberOfShots)}</Typography.Text>
        {listing.script.tags.length > 0 ? (
          <span className={classes.tags}>
            {listing.script.tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </span>
        ) : null}
      </span>
    </>
  );
  if ('to' in props) {
    return (
      <Link to={props.to} className={`${BLOCK_LINK_CLASS} ${classes.tile}`}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" onClick={() => props.onSelect(listing)} className={classes.tile}>
      {content}
    </button>
  );
}

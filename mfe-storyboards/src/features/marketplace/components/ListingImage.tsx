import type { ReactElement } from 'react';
import { createStyles, useAssetImage } from '@portal/shared-ui';
import { VideoCameraOutlined } from '@portal/shared-ui/icons';

const useStyles = createStyles('marketplace-image', (token) => ({
  media: { display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', background: token.colorFillSecondary },
  placeholder: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    aspectRatio: '16 / 9',
    background: token.colorFillSecondary,
    color: token.colorTextTertiary,
    fontSize: token.fontSizeHeading2,
  },
}));

export interface ListingImageProps {
  readonly assetId: string | null;
  /** The image's text alternative; empty when the text next to it already says what it shows. */
  readonly alt: string;
}

/**
 * A landscape (16:9) listing or shot image, or the storyboard cards' camera placeholder for
 * a reference with no URL yet (a protected or private key, or none: see useAssetUrl).
 */
export function ListingImage({ assetId, alt }: ListingImageProps): ReactElement {
  const classes = useStyles();
  const image = useAssetImage(assetId);
  return image ? (
    <img {...image} alt={alt} loading="lazy" className={classes.media} />
  ) : (
    <span aria-hidden="true" data-testid="listing-image-placeholder" className={classes.placeholder}>
      <VideoCameraOutlined />
    </span>
  );
}

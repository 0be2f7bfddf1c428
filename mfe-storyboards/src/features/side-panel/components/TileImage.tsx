import { useState, type ReactElement } from 'react';
import { MEDIA_TYPES, type MediaType } from '@portal/shared-contracts/storyboards';
import { createStyles } from '@portal/shared-ui';
import { CustomerServiceOutlined, PictureOutlined, VideoCameraOutlined } from '@portal/shared-ui/icons';
import type { AssetView } from '../../asset-urls';

const useStyles = createStyles('storymaker-panel-image', (token) => ({
  image: { display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', background: token.colorFillSecondary },
  placeholder: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    aspectRatio: '16 / 9',
    background: token.colorFillSecondary,
    color: token.colorTextTertiary,
    fontSize: token.fontSizeHeading3,
  },
}));

const ICONS: Readonly<Record<MediaType, typeof PictureOutlined>> = {
  [MEDIA_TYPES.Image]: PictureOutlined,
  [MEDIA_TYPES.Video]: VideoCameraOutlined,
  [MEDIA_TYPES.Audio]: CustomerServiceOutlined,
  [MEDIA_TYPES.Other]: PictureOutlined,
};

/** The still a tile shows for media: its thumbnail, or for an image the image itself; audio has none. */
export function stillOf(view: AssetView | null, mediaType: MediaType): string | null {
  if (!view) return null;
  if (mediaType === MEDIA_TYPES.Image) return view.thumbnailUrl ?? view.url;
  return mediaType === MEDIA_TYPES.Video ? view.thumbnailUrl : null;
}

export interface TileImageProps {
  readonly src: string | null;
  /** The text alternative; empty when the tile's text already names what it shows. */
  readonly alt: string;
  /** Which placeholder icon shows without an image (or when it does not load). */
  readonly mediaType: MediaType;
}

/** A tile's 16:9 image, or a placeholder icon for its media type while there is none or it fails to load. */
export function TileImage({ src, alt, mediaType }: TileImageProps): ReactElement {
  const classes = useStyles();
  const [broken, setBroken] = useState<string | null>(null);
  if (src && broken !== src) return <img src={src} alt={alt} loading="lazy" draggable={false} className={classes.image} onError={() => setBroken(src)} />;
  const Icon = ICONS[mediaType];
  return (
    <span aria-hidden="true" data-testid="tile-placeholder" className={classes.placeholder}>
      <Icon />
    </span>
  );
}

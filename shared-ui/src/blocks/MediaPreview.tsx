import type { ReactElement, ReactNode } from 'react';
import { MEDIA_TYPES, type MediaType } from '@portal/shared-contracts/storyboards';
import { Typography } from '../antd';
import { createStyles } from '../styles';
import { mediaTypeOf } from './mediaTypes';

const useStyles = createStyles('media-preview', (token) => ({
  visual: { display: 'block', maxWidth: '100%', borderRadius: token.borderRadius },
  wide: { width: '100%' },
}));

export interface MediaPreviewProps {
  readonly src: string;
  /** What the media shows, for screen readers: an image's alt text, a player's name. */
  readonly label: string;
  /** Image, Video or Audio; worked out from the source (extension or MIME type) when absent. */
  readonly type?: MediaType;
  /** A video's still before it plays. */
  readonly poster?: string;
  readonly maxHeight?: number;
  /** Shown for a source that is none of image, video or audio; defaults to the label. */
  readonly fallback?: ReactNode;
}

/**
 * An image, a video player or an audio player for an asset, each named by `label`. A
 * streaming (HLS .m3u8) source is handed to the browser as it is: Safari and recent
 * Chromium play it natively; no player library is loaded.
 */
export function MediaPreview({ src, label, type, poster, maxHeight = 360, fallback }: MediaPreviewProps): ReactElement {
  const kind = type ?? mediaTypeOf(src);
  const classes = useStyles();
  // The height limit is the caller's, known at run time.
  const style = { maxHeight };
  switch (kind) {
    case MEDIA_TYPES.Image:
      return <img src={src} alt={label} className={classes.visual} style={style} />;
    case MEDIA_TYPES.Video:
      return <video src={src} aria-label={label} poster={poster} controls preload="metadata" playsInline className={`${classes.visual} ${classes.wide}`} style={style} />;
    case MEDIA_TYPES.Audio:
      return <audio src={src} aria-label={label} controls preload="metadata" className={classes.wide} />;
    default:
      return <Typography.Text>{fallback ?? label}</Typography.Text>;
  }
}

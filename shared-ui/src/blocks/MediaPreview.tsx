import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { MEDIA_TYPES, type MediaType } from '@portal/shared-contracts';
import { Typography } from '../antd';
import { mediaTypeOf } from './mediaTypes';

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
  const style: CSSProperties = { display: 'block', maxWidth: '100%', maxHeight, borderRadius: 8 };
  switch (kind) {
    case MEDIA_TYPES.Image:
      return <img src={src} alt={label} style={style} />;
    case MEDIA_TYPES.Video:
      return <video src={src} aria-label={label} poster={poster} controls preload="metadata" playsInline style={{ ...style, width: '100%' }} />;
    case MEDIA_TYPES.Audio:
      return <audio src={src} aria-label={label} controls preload="metadata" style={{ width: '100%' }} />;
    default:
      return <Typography.Text>{fallback ?? label}</Typography.Text>;
  }
}

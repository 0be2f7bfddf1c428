import type { ReactElement } from 'react';
import { MEDIA_TYPES, type MediaType } from '@portal/shared-contracts/storyboards';
import { Typography, createStyles } from '@portal/shared-ui';
import type { AssetView } from './useAssetView';

const useStyles = createStyles('asset-media', (token) => ({
  visual: { display: 'block', width: '100%', maxHeight: 480, objectFit: 'contain', background: token.colorBgLayout },
  audio: { display: 'block', width: '100%', padding: token.padding },
}));

/** HLS playlists' content type: a browser that plays them natively picks that source first. */
export const HLS_TYPE = 'application/vnd.apple.mpegurl';

export interface AssetMediaProps {
  readonly kind: MediaType;
  /** The player's or image's accessible name. */
  readonly name: string;
  readonly view: AssetView;
  /** Shown when the asset has nothing a browser can show (no file URL). */
  readonly noPreview: string;
  /** Called when the browser could load none of the sources (a missing file, say). */
  readonly onUnavailable?: () => void;
}

/**
 * The player or image of an asset whose URLs are known (useAssetView). A video offers its
 * streaming rendition (the signed HLS playlist) first and the file itself second: the
 * browser plays the first it can, so one without HLS support plays the file as it is.
 */
export function AssetMedia({ kind, name, view, noPreview, onUnavailable }: AssetMediaProps): ReactElement {
  const classes = useStyles();
  switch (kind) {
    case MEDIA_TYPES.Video:
      return (
        <video controls preload="metadata" playsInline aria-label={name} poster={view.thumbnailUrl ?? undefined} className={classes.visual}>
          {view.streamUrl ? <source src={view.streamUrl} type={HLS_TYPE} onError={view.url ? undefined : onUnavailable} /> : null}
          {/* The last source's error means the browser has none left to try. */}
          {view.url ? <source src={view.url} onError={onUnavailable} /> : null}
        </video>
      );
    case MEDIA_TYPES.Audio:
      return view.url ? <audio controls preload="metadata" aria-label={name} src={view.url} onError={onUnavailable} className={classes.audio} /> : <Typography.Text>{noPreview}</Typography.Text>;
    default:
      return view.url ? <img src={view.url} alt={name} onError={onUnavailable} className={classes.visual} /> : <Typography.Text>{noPreview}</Typography.Text>;
  }
}

import type { ReactElement } from 'react';
import { MEDIA_TYPES, REUSABLE_ASSET_TEXTS as T, type MediaType, type ReusableAsset } from '@portal/shared-contracts/storyboards';
import { Alert, Flex, Spin, Typography, createStyles } from '@portal/shared-ui';
import { mediaTypeOf } from '@portal/shared-ui/data';
import { AssetMedia, useAssetView } from '../../asset-urls';
import type { Readiness } from '../slice';

const useStyles = createStyles('reusable-asset-preview', (token) => ({
  frame: { margin: 0, borderRadius: token.borderRadiusLG, overflow: 'hidden', background: token.colorFillSecondary },
  waiting: { aspectRatio: '16 / 9', padding: token.padding },
}));

/** What the page previews: video for an mp4 whatever the record says (001 §2), else the asset's media type. */
export function previewKind(asset: Pick<ReusableAsset, 'assetId' | 'mediaType'>): MediaType {
  return mediaTypeOf(asset.assetId) === MEDIA_TYPES.Video ? MEDIA_TYPES.Video : asset.mediaType;
}

function Waiting({ text }: { text: string }): ReactElement {
  const classes = useStyles();
  return (
    <Flex vertical align="center" justify="center" gap="small" className={classes.waiting}>
      <Spin />
      <Typography.Text role="status">{text}</Typography.Text>
    </Flex>
  );
}

export interface AssetPreviewProps {
  readonly asset: ReusableAsset;
  readonly readiness: Readiness;
}

/**
 * The reusable asset's preview (001 §2): once its media is ready (polled every 250 ms),
 * the video, image or audio through its URL (signed for a private key); while it is
 * processed, a spinner; when processing failed, why.
 */
export function AssetPreview({ asset, readiness }: AssetPreviewProps): ReactElement {
  const classes = useStyles();
  const ready = readiness.status === 'ready';
  // Asked for only once the media is ready: a video's rendition is signed with it.
  const { view, pending } = useAssetView(ready ? asset.assetId : null, asset.customerId);
  let body: ReactElement;
  if (readiness.status === 'failed') body = <Alert type="warning" showIcon title={T.processingFailed(readiness.error)} />;
  else if (!ready || pending) body = <Waiting text={T.preparing} />;
  else if (!view) body = <Typography.Text>{T.noPreview}</Typography.Text>;
  else body = <AssetMedia kind={previewKind(asset)} name={asset.name} view={view} noPreview={T.noPreview} />;
  return (
    <figure aria-label={T.preview} className={classes.frame}>
      {body}
    </figure>
  );
}

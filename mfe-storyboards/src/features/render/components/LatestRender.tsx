import type { ReactElement } from 'react';
import { LABELS } from '@portal/shared-contracts/core';
import { RENDER_TEXTS, type TestRender } from '@portal/shared-contracts/storyboards';
import { Flex, Spin, Typography, createStyles } from '@portal/shared-ui';
import { useAssetView } from '../../asset-urls';

const useStyles = createStyles('render-latest', (token) => ({
  frame: { margin: 0, borderRadius: token.borderRadiusLG, overflow: 'hidden', background: token.colorBgLayout },
  player: { display: 'block', width: '100%', aspectRatio: '16 / 9', background: token.colorBgLayout },
  caption: { padding: token.paddingXS },
}));

/** HLS playlists' content type: a browser that plays them natively picks that source first. */
const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** The file name a download is offered under: the film's own (the last segment of its key). */
const fileNameOf = (assetId: string): string => assetId.slice(assetId.lastIndexOf('/') + 1);

/**
 * The storyboard's latest film (001 §9 "1080p HD with streaming support"): a player that
 * streams the HLS rendition where the browser can, else plays the MP4, and a Download link
 * to the MP4 (a URL signed to be saved, not opened), both through URLs signed for the storyboard's customer.
 */
export function LatestRender({ render, customerId }: { readonly render: TestRender; readonly customerId: string }): ReactElement {
  const classes = useStyles();
  const { view, pending } = useAssetView(render.assetId, customerId);
  const name = RENDER_TEXTS.player(render.title);
  if (pending || !view?.url) return <Spin aria-label={name} />;
  return (
    <figure aria-label={RENDER_TEXTS.latestHeading} className={classes.frame}>
      <video controls preload="metadata" playsInline aria-label={name} poster={view.thumbnailUrl ?? undefined} className={classes.player}>
        {view.streamUrl ? <source src={view.streamUrl} type={HLS_TYPE} /> : null}
        <source src={view.url} type="video/mp4" />
      </video>
      <Flex component="figcaption" justify="space-between" align="center" gap="small" className={classes.caption}>
        <Typography.Text strong>{render.title}</Typography.Text>
        <Typography.Link href={view.downloadUrl ?? view.url} download={fileNameOf(render.assetId ?? '')} aria-label={RENDER_TEXTS.downloadName(render.title)}>
          {LABELS.download}
        </Typography.Link>
      </Flex>
    </figure>
  );
}

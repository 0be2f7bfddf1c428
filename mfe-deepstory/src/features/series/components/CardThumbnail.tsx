import { useState, type ReactElement } from 'react';
import { DEEPSTORY_MESSAGES } from '@portal/shared-contracts/core';
import { AI_FORMATS, DEFAULT_SHOT_IMAGES } from '@portal/shared-contracts/storyboards';
import { AI_STATUS, type AiStoryboardRecord } from '@portal/shared-contracts/deepstory';
import { Skeleton, Typography, createStyles, useAssetUrl } from '@portal/shared-ui';
import { useSignedUrl } from '../../asset-urls';

const useStyles = createStyles('series-card-thumbnail', (token) => ({
  image: { display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', background: token.colorFillSecondary },
  portrait: { objectFit: 'contain' },
  notice: { display: 'block', padding: `0 ${token.paddingXS}px`, fontSize: token.fontSizeSM },
}));

/** The default image (a public asset the api serves): the fallback of a cover that is missing or fails to load (002 §2, §4). */
export const FALLBACK_COVER = DEFAULT_SHOT_IMAGES[0] ?? 'public/defaults/shot-1.png';

/**
 * A storyboard's cover: its image through a signed URL, or the default image when the
 * image generation failed (status 4), the storyboard has none, the api would not sign it
 * ("Error fetching signed URL. Please try again.") or the browser cannot load it.
 */
export function CardThumbnail({ record, userId }: { record: AiStoryboardRecord; userId: number }): ReactElement {
  const classes = useStyles();
  const usable = record.image_process_status === AI_STATUS.Done ? record.storyboard_image_asset_id : null;
  const { url, pending, failed } = useSignedUrl(usable, userId);
  const fallback = useAssetUrl(FALLBACK_COVER);
  const [broken, setBroken] = useState<string | null>(null);
  const className = record.format === AI_FORMATS.portrait ? `${classes.image} ${classes.portrait}` : classes.image;
  if (pending) return <Skeleton.Image active className={classes.image} />;
  const src = url && url !== broken ? url : fallback;
  return (
    <>
      {/* Decorative: the card's title link names the storyboard. */}
      {src ? <img src={src} alt="" className={className} onError={() => url && setBroken(url)} /> : null}
      {failed ? (
        <Typography.Text type="danger" className={classes.notice}>
          {DEEPSTORY_MESSAGES.signedUrlFailed}
        </Typography.Text>
      ) : null}
    </>
  );
}

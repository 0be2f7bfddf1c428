import { useState, type ReactElement } from 'react';
import { DEEPSTORY_MESSAGES, SHELL_MESSAGES } from '@portal/shared-contracts/core';
import { Button, Flex, Typography, createStyles } from '@portal/shared-ui';
import { PictureOutlined } from '@portal/shared-ui/icons';
import { useSignedUrl } from './useSignedUrl';

const useStyles = createStyles('deepstory-signed-media', (token) => ({
  frame: { display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: token.borderRadius, background: token.colorFillSecondary },
  portrait: { aspectRatio: '9 / 16', maxHeight: 480, width: 'auto', maxWidth: '100%' },
  audio: { display: 'block', width: '100%' },
  fallback: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: token.colorTextTertiary,
    fontSize: token.fontSizeHeading2,
  },
}));

export interface SignedMediaProps {
  /** The storage key (null: none yet, the fallback image shows). */
  readonly assetKey: string | null;
  /** Whose file it is: the storyboard's customer (the page's user_id). */
  readonly customerId: number | null;
  /** The image's text alternative, or the player's name. */
  readonly alt: string;
  readonly kind?: 'image' | 'video' | 'audio';
  /** A portrait frame (format 1, 002 §2). */
  readonly portrait?: boolean;
}

/**
 * A private image or video of Deep Story through its signed URL. Without a file, or when
 * it fails to load, the fallback image shows (002 §8); when the api would not sign it, the
 * fallback shows with "Error fetching signed URL. Please try again." and a Retry button.
 */
export function SignedMedia({ assetKey, customerId, alt, kind = 'image', portrait = false }: SignedMediaProps): ReactElement {
  const classes = useStyles();
  const { url, pending, failed, retry } = useSignedUrl(assetKey, customerId);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const frame = portrait ? `${classes.frame} ${classes.portrait}` : classes.frame;
  if (url && url !== brokenUrl) {
    const broken = (): void => setBrokenUrl(url);
    if (kind === 'audio') return <audio controls preload="metadata" aria-label={alt} src={url} className={classes.audio} onError={broken} />;
    if (kind === 'video') return <video controls preload="metadata" playsInline aria-label={alt} src={url} className={frame} onError={broken} />;
    return <img src={url} alt={alt} className={frame} onError={broken} />;
  }
  const fallback = (
    <span role="img" aria-label={alt} aria-busy={pending || undefined} className={`${frame} ${classes.fallback}`}>
      <PictureOutlined aria-hidden />
    </span>
  );
  if (!failed) return fallback;
  return (
    <Flex vertical gap="small">
      {fallback}
      <Flex gap="small" align="center" wrap>
        <Typography.Text type="danger" role="alert">
          {DEEPSTORY_MESSAGES.signedUrlFailed}
        </Typography.Text>
        <Button size="small" onClick={retry}>
          {SHELL_MESSAGES.retry}
        </Button>
      </Flex>
    </Flex>
  );
}

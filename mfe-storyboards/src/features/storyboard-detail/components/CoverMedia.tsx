import { useState, type DragEvent, type ReactElement } from 'react';
import { DROP_ACCEPTS, STORYBOARD_DETAIL_TEXTS as T } from '@portal/shared-contracts';
import { MediaPreview, PictureOutlined, Typography, createStyles, useAssetUrl } from '@portal/shared-ui';
import { droppedAsset, isAssetDrag } from '../../shared';
import type { DroppedAsset } from '../draft';


const useStyles = createStyles('storyboard-cover', (token) => ({
  cover: { margin: 0, borderRadius: token.borderRadiusLG, overflow: 'hidden', background: token.colorFillSecondary },
  editing: { outline: `${token.lineWidth * 2}px dashed ${token.colorBorder}`, outlineOffset: token.lineWidth * 2 },
  over: { outlineColor: token.colorPrimary },
  image: { display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' },
  placeholder: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: token.marginXS,
    aspectRatio: '16 / 9',
    color: token.colorTextTertiary,
    fontSize: token.fontSizeHeading2,
  },
  hint: { display: 'block', marginTop: token.marginXS, color: token.colorTextSecondary },
}));

export interface CoverMediaProps {
  readonly title: string;
  readonly landScapeImageAssetId: string | null;
  readonly explanationAssetId: string | null;
  readonly editing: boolean;
  readonly onDrop: (asset: DroppedAsset) => void;
  readonly onRefused: () => void;
}

/**
 * The cover media (001 §2): the explanation video when there is one, else the landscape
 * image. While editing, an asset of the customer's dropped here (image, video or audio,
 * 001 §5) replaces it; anything else is refused with "Asset is not supported or invalid".
 */
export function CoverMedia({ title, landScapeImageAssetId, explanationAssetId, editing, onDrop, onRefused }: CoverMediaProps): ReactElement {
  const classes = useStyles();
  const [over, setOver] = useState(false);
  const video = useAssetUrl(explanationAssetId);
  const image = useAssetUrl(landScapeImageAssetId);

  const onDragOver = (e: DragEvent): void => {
    if (!editing) return;
    e.preventDefault();
    setOver(isAssetDrag(e));
  };
  const onDropped = (e: DragEvent): void => {
    if (!editing) return;
    e.preventDefault();
    setOver(false);
    const asset = droppedAsset(e, DROP_ACCEPTS.COVER);
    if (asset) onDrop(asset);
    else onRefused();
  };

  return (
    <figure aria-label={T.cover} className={classes.cover} onDragOver={onDragOver} onDragLeave={() => setOver(false)} onDrop={onDropped}>
      <div className={[editing ? classes.editing : '', over ? classes.over : ''].join(' ')}>
        {video ? (
          <MediaPreview src={video} label={title} poster={image ?? undefined} />
        ) : image ? (
          <img src={image} alt={title} className={classes.image} />
        ) : (
          <span className={classes.placeholder}>
            <PictureOutlined aria-hidden="true" />
            <Typography.Text type="secondary">{T.noCover}</Typography.Text>
          </span>
        )}
      </div>
      {editing ? <Typography.Text className={classes.hint}>{T.coverHint}</Typography.Text> : null}
    </figure>
  );
}

import { useState, type DragEvent, type ReactElement } from 'react';
import { DROP_ACCEPTS, STORYBOARD_DETAIL_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { Flex, Typography, createStyles } from '@portal/shared-ui';
import { PictureOutlined, VideoCameraOutlined } from '@portal/shared-ui/icons';
import { MediaPreview } from '@portal/shared-ui/data';
import { droppedAsset, isAssetDrag } from '../../shared';
import type { CoverField, DroppedAsset, PendingFiles } from '../draft';
import { droppedFile, isFileDrag } from '../files';
import { ChooseFileButton, PendingFileNotes, usePendingPreview } from './PendingFiles';
import { useStoryboardMedia } from '../useStoryboardMedia';


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
  hint: { display: 'block', color: token.colorTextSecondary },
  edit: { marginTop: token.marginXS },
}));

export interface CoverMediaProps {
  readonly title: string;
  readonly landScapeImageAssetId: string | null;
  readonly explanationAssetId: string | null;
  readonly editing: boolean;
  /** Files from the computer waiting in the draft for the cover's fields. */
  readonly files: PendingFiles<CoverField>;
  readonly onDrop: (asset: DroppedAsset) => void;
  /** A file from the computer dropped or chosen (checked by the page). */
  readonly onFile: (file: File) => void;
  readonly onRefused: () => void;
}

/**
 * The cover media (001 §2): the explanation video when there is one, else the landscape
 * image. While editing, an asset of the customer's or a file from the computer dropped
 * here, or a file chosen with "Choose a file" (image, video or audio, 001 §5), replaces
 * it; anything else is refused with "Asset is not supported or invalid". A file shows at
 * once (an image's preview, else its name), flagged "(unsaved)" until the save uploads it.
 */
export function CoverMedia({ title, landScapeImageAssetId, explanationAssetId, editing, files, onDrop, onFile, onRefused }: CoverMediaProps): ReactElement {
  const classes = useStyles();
  const [over, setOver] = useState(false);
  const video = useStoryboardMedia(explanationAssetId);
  const saved = useStoryboardMedia(landScapeImageAssetId);
  const preview = usePendingPreview(files.landScapeImageAssetId);
  const image = preview ?? saved;
  const pendingMedia = files.explanationAssetId;

  const onDragOver = (e: DragEvent): void => {
    if (!editing) return;
    e.preventDefault();
    setOver(isAssetDrag(e) || isFileDrag(e));
  };
  const onDropped = (e: DragEvent): void => {
    if (!editing) return;
    e.preventDefault();
    setOver(false);
    const file = isFileDrag(e) ? droppedFile(e) : null;
    if (file) {
      onFile(file);
      return;
    }
    const asset = droppedAsset(e, DROP_ACCEPTS.COVER);
    if (asset) onDrop(asset);
    else onRefused();
  };

  return (
    <figure aria-label={T.cover} className={classes.cover} onDragOver={onDragOver} onDragLeave={() => setOver(false)} onDrop={onDropped}>
      <div className={[editing ? classes.editing : '', over ? classes.over : ''].join(' ')}>
        {pendingMedia ? (
          <span className={classes.placeholder}>
            <VideoCameraOutlined aria-hidden="true" />
            <Typography.Text>{pendingMedia.name}</Typography.Text>
          </span>
        ) : video ? (
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
      {editing ? (
        <Flex vertical gap="small" align="flex-start" className={classes.edit}>
          <PendingFileNotes files={files} />
          <Typography.Text className={classes.hint}>{T.coverHint}</Typography.Text>
          <ChooseFileButton label={T.chooseCoverFile} accept={DROP_ACCEPTS.COVER} onFile={onFile} />
        </Flex>
      ) : null}
    </figure>
  );
}

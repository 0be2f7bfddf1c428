import type { DragEvent, ReactElement } from 'react';
import { DROP_ACCEPTS, MEDIA_TYPES, RENDER_TEXTS, STORYBOARD_DETAIL_TEXTS as T, type Shot } from '@portal/shared-contracts/storyboards';
import { Button, Flex, Typography, createStyles } from '@portal/shared-ui';
import { PictureOutlined, VideoCameraOutlined } from '@portal/shared-ui/icons';
import { MediaDropZone } from '@portal/shared-ui/data';
import { useAssetView } from '../../asset-urls';
import { droppedAsset, isAssetDrag } from '../../shared';
import { checkFile, shelveFile } from '../../uploads';
import type { ShotPick } from '../slice';

const useStyles = createStyles('render-shot', (token) => ({
  // The shot's picture, its facts, and where its video goes: side by side where they fit.
  panel: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    alignItems: 'start',
    gap: token.margin,
    padding: token.padding,
    borderRadius: token.borderRadiusLG,
    boxShadow: `0 0 0 ${token.lineWidth}px ${token.colorBorderSecondary}`,
  },
  still: { display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: token.borderRadius },
  empty: { display: 'grid', placeItems: 'center', width: '100%', aspectRatio: '16 / 9', color: token.colorTextQuaternary, background: token.colorFillTertiary },
  body: { display: 'flex', flexDirection: 'column', gap: token.marginXXS, minWidth: 0 },
  number: { fontWeight: token.fontWeightStrong },
}));

/** A picture, or its placeholder when there is none. */
function Still({ src, alt, video }: { src: string | null; alt: string; video: boolean }): ReactElement {
  const classes = useStyles();
  if (src) return <img src={src} alt={alt} className={classes.still} />;
  return <span aria-hidden="true" className={classes.empty}>{video ? <VideoCameraOutlined /> : <PictureOutlined />}</span>;
}

/** What fills the shot so far: the chosen video's still and name, a file waiting to upload, or nothing yet. */
function Chosen({ pick, customerId }: { pick: ShotPick | null; customerId: string }): ReactElement {
  const { view } = useAssetView(pick?.kind === 'asset' ? pick.assetId : null, customerId);
  if (!pick) return <Typography.Text type="secondary">{RENDER_TEXTS.dropHere}</Typography.Text>;
  if (pick.kind === 'file') return <Typography.Text>{RENDER_TEXTS.newFile(pick.name)}</Typography.Text>;
  return (
    <Flex vertical align="center" gap="small">
      <Still src={view?.thumbnailUrl ?? null} alt="" video />
      <Typography.Text>{pick.name ?? RENDER_TEXTS.chosenAsset}</Typography.Text>
    </Flex>
  );
}

export interface RenderShotPanelProps {
  readonly shot: Pick<Shot, 'id' | 'title' | 'imageAssetId' | 'durationMillis'>;
  /** Its place among the UGV shots. */
  readonly number: number;
  /** The storyboard's customer: whose media the panel shows. */
  readonly customerId: string;
  readonly pick: ShotPick | null;
  readonly onPick: (pick: ShotPick) => void;
  readonly onRemove: () => void;
  /** Something other than a video was dropped ("Asset is not supported or invalid"). */
  readonly onRefused: () => void;
}

/**
 * A UGV shot in render mode (001 §2, §5): its picture, number, title and length, and where
 * its video goes: one of the customer's videos dragged onto it, or a video file dropped or
 * chosen (uploaded when the render starts). The shot-render panel takes Video only; anything
 * else is refused with "Asset is not supported or invalid".
 */
export function RenderShotPanel({ shot, number, customerId, pick, onPick, onRemove, onRefused }: RenderShotPanelProps): ReactElement {
  const classes = useStyles();
  const { view } = useAssetView(shot.imageAssetId, customerId);
  const name = T.shotLabel(number);

  const onFiles = ([file]: File[]): void => {
    const check = file ? checkFile(file) : null;
    if (!file || !check?.ok || check.kind !== MEDIA_TYPES.Video) {
      onRefused();
      return;
    }
    onPick({ kind: 'file', fileId: shelveFile(file), name: file.name, contentType: check.contentType, size: file.size });
  };
  // One of the customer's assets dragged from the side panel (files are the zone's).
  const onDragOver = (e: DragEvent): void => {
    if (isAssetDrag(e)) e.preventDefault();
  };
  const onDrop = (e: DragEvent): void => {
    if (!isAssetDrag(e)) return;
    e.preventDefault();
    const asset = droppedAsset(e, DROP_ACCEPTS.SHOT_RENDER);
    if (asset) onPick({ kind: 'asset', assetId: asset.assetId, name: null });
    else onRefused();
  };

  return (
    <li aria-label={name} className={classes.panel}>
      <Still src={view?.thumbnailUrl ?? view?.url ?? null} alt={shot.title || name} video={false} />
      <div className={classes.body}>
        <Flex gap="small" align="center" wrap>
          <Typography.Text className={classes.number}>{name}</Typography.Text>
          <Typography.Text type="secondary">{T.duration(Math.round(shot.durationMillis / 1000))}</Typography.Text>
        </Flex>
        <Typography.Text strong>{shot.title}</Typography.Text>
        {pick ? (
          <Button size="small" onClick={onRemove} aria-label={RENDER_TEXTS.remove(number)}>
            {RENDER_TEXTS.removeShort}
          </Button>
        ) : null}
      </div>
      <div onDragOver={onDragOver} onDrop={onDrop}>
        <MediaDropZone label={RENDER_TEXTS.videoFor(number)} accept={DROP_ACCEPTS.SHOT_RENDER} onFiles={onFiles}>
          <Chosen pick={pick} customerId={customerId} />
        </MediaDropZone>
      </div>
    </li>
  );
}

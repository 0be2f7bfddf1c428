import { useState, type DragEvent, type ReactElement } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  DROP_ACCEPTS,
  SHOT_DURATION_S,
  SHOT_TYPES,
  STORYBOARD_DETAIL_TEXTS as T,
  STORYBOARD_MESSAGES,
  type ShotType,
} from '@portal/shared-contracts/storyboards';
import { Button, Flex, Tag, Typography, createStyles } from '@portal/shared-ui';
import { HolderOutlined, PictureOutlined } from '@portal/shared-ui/icons';
import { Input, InputNumber, Select, Switch } from '@portal/shared-ui/forms';
import { droppedAsset, isAssetDrag, startAssetDrag } from '../../shared';
import { canToggleUgv, type DraftPanel, type DroppedAsset, type PanelEdit, type PanelView } from '../draft';
import { droppedFile, isFileDrag } from '../files';
import { ChooseFileButton, PendingFileNotes, usePendingPreview } from './PendingFiles';
import { useStoryboardMedia } from '../useStoryboardMedia';


const useStyles = createStyles('storyboard-shot', (token) => ({
  panel: {
    display: 'flex',
    gap: token.margin,
    padding: token.padding,
    background: token.colorBgContainer,
    border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
  },
  off: { background: token.colorFillQuaternary },
  over: { borderColor: token.colorPrimary, boxShadow: `0 0 0 ${token.lineWidthFocus}px ${token.colorPrimaryBorder}` },
  dragging: { boxShadow: token.boxShadowSecondary, position: 'relative', zIndex: 1 },
  media: { flex: '0 0 200px', maxWidth: '40%' },
  image: { display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: token.borderRadius, background: token.colorFillSecondary },
  placeholder: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    aspectRatio: '16 / 9',
    borderRadius: token.borderRadius,
    background: token.colorFillSecondary,
    color: token.colorTextTertiary,
    fontSize: token.fontSizeHeading3,
  },
  body: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: token.marginXS },
  handle: { cursor: 'grab', touchAction: 'none', alignSelf: 'flex-start' },
  number: { fontWeight: token.fontWeightStrong },
  unsaved: { color: token.colorWarningText, fontSize: token.fontSizeSM },
  fieldLabel: { fontSize: token.fontSizeSM, color: token.colorTextSecondary },
}));

export interface ShotPanelProps {
  readonly view: PanelView;
  readonly editing: boolean;
  readonly admin: boolean;
  readonly onEdit: (key: string, edit: PanelEdit) => void;
  readonly onToggleUgv: (key: string, on: boolean) => void;
  readonly onDropAsset: (key: string, asset: DroppedAsset) => void;
  /** A file from the computer dropped on the panel or chosen for it (checked by the page). */
  readonly onFile: (key: string, file: File) => void;
  readonly onRefused: () => void;
  readonly onUseAsCover: (asset: DroppedAsset) => void;
}

/** The asset a panel can lend to the cover or another shot by drag, or "Use as cover". */
function lendable(panel: DraftPanel): DroppedAsset | null {
  if (panel.asset) return { assetId: panel.asset.assetId, mediaType: panel.asset.mediaType };
  if (panel.imageAssetId) return { assetId: panel.imageAssetId, mediaType: 'Image' };
  return null;
}

/**
 * One shot (or one asset in no shot) of the storyboard (001 §2, §4): its image, number,
 * title, description, duration, type and UGV status, read-only or editable. While editing
 * it is sortable by its handle (a 10 px drag, or the keyboard), takes an asset of the
 * customer's or a file from the computer dropped on it, or a file chosen with "Choose a
 * file" (video, audio or image; others refused with the spec's text), and flags a changed
 * UGV status or number, and a file waiting for the save, "(unsaved)".
 */
export function ShotPanel({ view, editing, admin, onEdit, onToggleUgv, onDropAsset, onFile, onRefused, onUseAsCover }: ShotPanelProps): ReactElement {
  const { panel, number, ugvUnsaved, numberUnsaved } = view;
  const classes = useStyles();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: panel.key, disabled: !editing });
  const [over, setOver] = useState(false);
  // The picture that failed to load: another one (a file's preview, a new image) gets its chance.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const saved = useStoryboardMedia(panel.imageAssetId);
  const preview = usePendingPreview(panel.files.imageAssetId);
  const src = preview ?? saved;
  const broken = src !== null && src === brokenSrc;
  const isShot = panel.ugvStatus === 'ON' || panel.asset === null;
  const name = T.shotLabel(number);
  const lent = lendable(panel);

  const onDragOver = (e: DragEvent): void => {
    if (!editing || !(isAssetDrag(e) || isFileDrag(e))) return;
    e.preventDefault();
    setOver(true);
  };
  const onDrop = (e: DragEvent): void => {
    if (!editing || !(isAssetDrag(e) || isFileDrag(e))) return;
    e.preventDefault();
    setOver(false);
    const file = isFileDrag(e) ? droppedFile(e) : null;
    if (file) {
      onFile(panel.key, file);
      return;
    }
    const asset = droppedAsset(e, DROP_ACCEPTS.SHOT);
    if (asset) onDropAsset(panel.key, asset);
    else onRefused();
  };

  // dnd-kit moves the panel with a transform it computes while dragging: a run-time value.
  const motion = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li
      ref={setNodeRef}
      style={motion}
      aria-label={name}
      className={[classes.panel, isShot ? '' : classes.off, over ? classes.over : '', isDragging ? classes.dragging : ''].join(' ')}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      {editing ? (
        <Button
          ref={setActivatorNodeRef}
          type="text"
          icon={<HolderOutlined />}
          className={classes.handle}
          {...attributes}
          {...listeners}
          aria-label={T.reorder(number)}
        />
      ) : null}
      <div
        className={classes.media}
        draggable={editing && lent !== null}
        onDragStart={lent ? (e) => startAssetDrag(e, lent) : undefined}
      >
        {src && !broken ? (
          <img src={src} alt={panel.title || name} className={classes.image} onError={() => setBrokenSrc(src)} />
        ) : (
          <span aria-hidden="true" className={classes.placeholder}>
            <PictureOutlined />
          </span>
        )}
        {broken ? <Typography.Text type="danger">{STORYBOARD_MESSAGES.shotLoadError}</Typography.Text> : null}
        {editing ? <PendingFileNotes files={panel.files} /> : null}
      </div>
      <div className={classes.body}>
        <Flex gap="small" align="center" wrap>
          <Typography.Text className={classes.number}>{isShot ? name : T.offAsset}</Typography.Text>
          {numberUnsaved ? <span className={classes.unsaved}>{STORYBOARD_MESSAGES.unsaved}</span> : null}
          {admin ? <Tag>{panel.shotType}</Tag> : null}
          {!editing ? <Typography.Text type="secondary">{T.duration(Math.round(panel.durationMillis / 1000))}</Typography.Text> : null}
        </Flex>
        {editing ? (
          <PanelFields panel={panel} number={number} admin={admin} onEdit={onEdit} />
        ) : (
          <>
            <Typography.Text strong>{panel.title}</Typography.Text>
            {panel.description ? <Typography.Paragraph>{panel.description}</Typography.Paragraph> : null}
          </>
        )}
        {editing ? (
          <Flex gap="small" align="center" wrap>
            <Switch
              checked={panel.ugvStatus === 'ON'}
              disabled={!canToggleUgv(panel)}
              onChange={(on) => onToggleUgv(panel.key, on)}
              aria-label={`${T.ugv} ${name}`}
              checkedChildren="ON"
              unCheckedChildren="OFF"
            />
            <Typography.Text className={classes.fieldLabel}>{T.ugv}</Typography.Text>
            {ugvUnsaved ? <span className={classes.unsaved}>{STORYBOARD_MESSAGES.unsaved}</span> : null}
            {panel.asset && panel.asset.mediaType === 'Video' && panel.ugvStatus === 'OFF' ? (
              <Typography.Text type="secondary">{T.convertHint}</Typography.Text>
            ) : null}
            <ChooseFileButton label={T.chooseShotFile(number)} accept={DROP_ACCEPTS.SHOT} onFile={(file) => onFile(panel.key, file)} />
            {lent ? (
              <Button size="small" onClick={() => onUseAsCover(lent)}>
                {T.useAsCover}
              </Button>
            ) : null}
          </Flex>
        ) : null}
      </div>
    </li>
  );
}

const SHOT_TYPE_OPTIONS = Object.values(SHOT_TYPES).map((value) => ({ value, label: value }));

/** The editable fields of a panel: title, description, duration (1 to 120 s) and, for admins, the shot type. */
function PanelFields({ panel, number, admin, onEdit }: { panel: DraftPanel; number: number; admin: boolean; onEdit: ShotPanelProps['onEdit'] }): ReactElement {
  const classes = useStyles();
  const name = T.shotLabel(number);
  return (
    <>
      <Input value={panel.title} maxLength={100} aria-label={`${T.shotTitle} ${number}`} placeholder={T.shotTitle} onChange={(e) => onEdit(panel.key, { title: e.target.value })} />
      <Input.TextArea
        value={panel.description}
        maxLength={1000}
        autoSize={{ minRows: 2, maxRows: 6 }}
        aria-label={`${T.shotDescription} ${number}`}
        placeholder={T.shotDescription}
        onChange={(e) => onEdit(panel.key, { description: e.target.value })}
      />
      <Flex gap="small" align="center" wrap>
        <Typography.Text className={classes.fieldLabel}>{T.shotDuration}</Typography.Text>
        <InputNumber
          min={SHOT_DURATION_S.MIN}
          max={SHOT_DURATION_S.MAX}
          precision={0}
          value={Math.round(panel.durationMillis / 1000)}
          aria-label={`${T.shotDuration} ${name}`}
          onChange={(value) => {
            if (typeof value === 'number') onEdit(panel.key, { durationMillis: Math.min(SHOT_DURATION_S.MAX, Math.max(SHOT_DURATION_S.MIN, value)) * 1000 });
          }}
        />
        {admin ? (
          <Select<ShotType>
            value={panel.shotType}
            options={SHOT_TYPE_OPTIONS}
            aria-label={`${T.shotType} ${name}`}
            onChange={(shotType) => onEdit(panel.key, { shotType })}
          />
        ) : null}
      </Flex>
    </>
  );
}

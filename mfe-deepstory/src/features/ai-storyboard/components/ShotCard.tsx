import type { ReactElement } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { AI_STORYBOARD_TEXTS as T } from '@portal/shared-contracts/deepstory';
import { Button, Flex, Typography, createStyles } from '@portal/shared-ui';
import { HolderOutlined } from '@portal/shared-ui/icons';
import { BusyNote } from '../../../components/BusyNote';
import { SignedMedia } from '../../asset-urls';
import { ChooseFileButton } from '../../uploads';
import { showsVideo, type DraftShot, type ShotEdit } from '../draft';
import type { ShotErrors } from '../validation';
import { ShotEditor } from './ShotEditor';
import { ShotView } from './ShotView';

const useStyles = createStyles('ai-shot-card', (token) => ({
  card: {
    display: 'flex',
    gap: token.margin,
    padding: token.padding,
    background: token.colorBgContainer,
    border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
  },
  dragging: { boxShadow: token.boxShadowSecondary, position: 'relative', zIndex: 1 },
  media: { flex: '0 0 240px', maxWidth: '40%', display: 'flex', flexDirection: 'column', gap: token.marginXS },
  body: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: token.marginSM },
  handle: { cursor: 'grab', touchAction: 'none', alignSelf: 'flex-start' },
}));

export interface ShotCardProps {
  readonly shot: DraftShot;
  readonly number: number;
  readonly editing: boolean;
  readonly customerId: number;
  readonly portrait: boolean;
  readonly regenerating: boolean;
  readonly errors: ShotErrors;
  readonly onEdit: (shotId: string, edit: ShotEdit) => void;
  readonly onRemove: (shotId: string) => void;
  readonly onFile: (shotId: string, file: File) => void;
}

/**
 * One shot of the storyboard: its image (or video) through a signed URL, and its texts;
 * while editing, its fields, a handle to move it (a 10 px drag, or the keyboard), a file
 * chooser for its own image or video, and Remove. "Making a new image from the prompt..."
 * shows while its image is regenerated.
 */
export function ShotCard({ shot, number, editing, customerId, portrait, regenerating, errors, onEdit, onRemove, onFile }: ShotCardProps): ReactElement {
  const classes = useStyles();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: shot.shot_id, disabled: !editing });
  const name = T.shotLabel(number);
  const video = showsVideo(shot);
  // dnd-kit moves the card by a transform it computes while dragging: a run-time value.
  const motion = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li ref={setNodeRef} style={motion} aria-label={name} className={isDragging ? `${classes.card} ${classes.dragging}` : classes.card}>
      {editing ? (
        <Button ref={setActivatorNodeRef} type="text" icon={<HolderOutlined aria-hidden />} className={classes.handle} {...attributes} {...listeners} aria-label={T.reorder(number)} />
      ) : null}
      <div className={classes.media}>
        <SignedMedia assetKey={video ? shot.video_asset_id : shot.image_asset_id} kind={video ? 'video' : 'image'} customerId={customerId} alt={T.shotImage(number, shot.title)} portrait={portrait} />
        {regenerating ? <BusyNote text={T.regenerating} /> : null}
        {editing ? (
          <>
            <ChooseFileButton label={T.chooseMedia(number)} slot="shot" onFile={(file) => onFile(shot.shot_id, file)} />
            {shot.media ? <Typography.Text type="secondary">{T.newFile(shot.media.name)}</Typography.Text> : null}
          </>
        ) : null}
      </div>
      <div className={classes.body}>
        <Flex justify="space-between" align="center" gap="small">
          <Typography.Title level={3}>{name}</Typography.Title>
          {editing ? (
            <Button danger size="small" onClick={() => onRemove(shot.shot_id)}>
              {T.removeShot(number)}
            </Button>
          ) : null}
        </Flex>
        {editing ? <ShotEditor shot={shot} number={number} errors={errors} onEdit={(edit) => onEdit(shot.shot_id, edit)} /> : <ShotView shot={shot} />}
      </div>
    </li>
  );
}

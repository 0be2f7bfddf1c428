import type { ReactElement } from 'react';
import { AI_SHOT_TYPE_LABELS, UGC_VALUES } from '@portal/shared-contracts/storyboards';
import { AI_STORYBOARD_TEXTS as S, FILM_STEP_TEXTS as T, type AiShot } from '@portal/shared-contracts/deepstory';
import { Flex, Tag, Typography, createStyles } from '@portal/shared-ui';
import { BusyNote } from '../../../components/BusyNote';
import { Switch } from '@portal/shared-ui/forms';
import { Card } from '@portal/shared-ui/widgets';
import { showsVideo } from '../../ai-storyboard';
import { SignedMedia } from '../../asset-urls';
import { ChooseFileButton } from '../../uploads';
import type { ChosenFile, FilmShot } from '../filmDraft';
import { SettingControl } from './SettingControl';

const useStyles = createStyles('film-step-shot', (token) => ({
  body: { display: 'flex', flexDirection: 'column', gap: token.marginXS },
  readOnly: { background: token.colorFillQuaternary },
}));

export interface FilmShotCardProps {
  /** The shot as saved (texts, type, duration). */
  readonly shot: AiShot;
  /** Its film step fields: the draft's while editing, else the saved ones. */
  readonly film: FilmShot;
  readonly number: number;
  readonly customerId: number;
  readonly portrait: boolean;
  readonly editing: boolean;
  readonly regenerating: boolean;
  readonly uploading: boolean;
  readonly chosen: ChosenFile | null;
  readonly onUgc: (ugc: 'Yes' | 'No') => void;
  readonly onTransition: (id: string, value: string) => void;
  readonly onFile: (file: File) => void;
}

/**
 * A shot card of the film step (002 §2): its media, the UGC toggle Yes/No (editable only
 * while editing), its transition and a file of its own; a shot set to No is read-only.
 * The regeneration flag and the upload spinner show while they last.
 */
export function FilmShotCard({ shot, film, number, customerId, portrait, editing, regenerating, uploading, chosen, onUgc, onTransition, onFile }: FilmShotCardProps): ReactElement {
  const classes = useStyles();
  const ugc = film.ugc === UGC_VALUES.Yes;
  const open = editing && ugc;
  // A video shows when the shot is one (002 §3) or a new video was put on it.
  const video = film.video_asset_id !== null && (showsVideo(shot) || film.video_asset_id !== shot.video_asset_id);
  return (
    <Card
      title={S.shotLabel(number)}
      extra={<Tag>{AI_SHOT_TYPE_LABELS[shot.type]}</Tag>}
      className={ugc ? undefined : classes.readOnly}
      cover={<SignedMedia assetKey={video ? film.video_asset_id : film.image_asset_id} kind={video ? 'video' : 'image'} customerId={customerId} alt={S.shotImage(number, shot.title)} portrait={portrait} />}
    >
      <div className={classes.body}>
        <Typography.Text strong>{shot.title}</Typography.Text>
        <Typography.Text type="secondary">{S.seconds(shot.duration_seconds)}</Typography.Text>
        <Flex gap="small" align="center">
          {/* Yes/No beside the switch, not inside it: white text on the grey of "off" is unreadable (axe color-contrast). */}
          <Switch checked={ugc} disabled={!editing} aria-label={T.ugcOf(number)} onChange={(on) => onUgc(on ? UGC_VALUES.Yes : UGC_VALUES.No)} />
          <Typography.Text>{`${S.ugc}: ${ugc ? UGC_VALUES.Yes : UGC_VALUES.No}`}</Typography.Text>
        </Flex>
        {ugc ? null : <Typography.Text type="secondary">{T.readOnlyShot}</Typography.Text>}
        {film.kdenlive_ids.map((setting) => (
          <Flex key={setting.id} vertical gap={4}>
            <Typography.Text>{T.transitionOf(number)}</Typography.Text>
            <SettingControl setting={setting} label={T.transitionOf(number)} disabled={!open} onChange={(value) => onTransition(setting.id, value)} />
            {setting.description ? <Typography.Text type="secondary">{setting.description}</Typography.Text> : null}
          </Flex>
        ))}
        {regenerating ? <BusyNote text={S.regenerating} /> : null}
        {uploading ? <BusyNote text={T.uploading} /> : null}
        {open ? <ChooseFileButton label={T.chooseShotMedia(number)} slot="shot" onFile={onFile} /> : null}
        {chosen ? <Typography.Text type="secondary">{S.newFile(chosen.name)}</Typography.Text> : null}
      </div>
    </Card>
  );
}

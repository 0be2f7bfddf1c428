import { useCallback, useEffect, useId, useMemo, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  RENDER_MESSAGES,
  RENDER_TEXTS,
  STORYBOARD_DETAIL_TEXTS as T,
  STORYBOARD_MESSAGES,
  UGV_STATUSES,
  type StoryboardDetail,
} from '@portal/shared-contracts/storyboards';
import { Button, EmptyState, Flex, Typography, createStyles, useBus } from '@portal/shared-ui';
import { VideoCameraOutlined } from '@portal/shared-ui/icons';
import { selectPalette } from '../paletteSlice';
import { pickRemoved, renderDialogClosed, renderDialogOpened, renderModeOpened, renderRequested, selectRender, videoPicked, type ShotPick } from '../slice';
import { RenderDialog } from './RenderDialog';
import { RenderShotPanel } from './RenderShotPanel';
import { VideoPalette } from './VideoPalette';

const useStyles = createStyles('render-shots', (token) => ({
  header: { margin: `${token.marginLG}px 0 ${token.marginSM}px` },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: token.marginSM },
}));

/** The shots a render fills: the UGV ones, in their order (001 §4). */
export const ugvShotsOf = (storyboard: Pick<StoryboardDetail, 'shots'>): StoryboardDetail['shots'] =>
  storyboard.shots.filter((s) => s.ugvStatus === UGV_STATUSES.ON).sort((a, b) => a.shotNumber - b.shotNumber);

/**
 * The shot panels in render mode (001 §2, the Render tab open): a video on each UGV shot,
 * then "Render Video" opens the dialog whose Start Render uploads any new files and asks
 * for the render (001 §4).
 */
export function RenderShotList({ storyboard }: { readonly storyboard: StoryboardDetail }): ReactElement {
  const classes = useStyles();
  const dispatch = useDispatch();
  const bus = useBus();
  const headingId = useId();
  const { storyboardId, picks, dialog } = useSelector(selectRender);
  const { videos } = useSelector(selectPalette);
  const customerId = String(storyboard.customerId);
  const shots = useMemo(() => ugvShotsOf(storyboard), [storyboard]);
  useEffect(() => {
    dispatch(renderModeOpened({ storyboardId: storyboard.id }));
  }, [dispatch, storyboard.id]);
  const refuse = useCallback(() => bus.publish('toast/requested', { kind: 'error', message: STORYBOARD_MESSAGES.assetNotSupported }), [bus]);
  const mine = storyboardId === storyboard.id;
  const filled = mine ? shots.filter((s) => picks[s.id]).length : 0;
  /** A dropped video keeps the name it has among "Your videos". */
  const named = (pick: ShotPick): ShotPick => (pick.kind === 'asset' && pick.name === null ? { ...pick, name: videos.find((v) => v.assetId === pick.assetId)?.name ?? null } : pick);

  return (
    <section aria-labelledby={headingId}>
      <Flex justify="space-between" align="center" gap="small" wrap className={classes.header}>
        <Typography.Title level={2} id={headingId}>
          {T.shots}
        </Typography.Title>
        <Flex gap="small" align="center" wrap>
          <Typography.Text type="secondary">{RENDER_TEXTS.filled(filled, shots.length)}</Typography.Text>
          <Button type="primary" icon={<VideoCameraOutlined aria-hidden="true" />} onClick={() => dispatch(renderDialogOpened())} disabled={shots.length === 0}>
            {RENDER_MESSAGES.dialogTitle}
          </Button>
        </Flex>
      </Flex>
      <Typography.Paragraph type="secondary">{RENDER_TEXTS.shotsHint}</Typography.Paragraph>
      <VideoPalette />
      {shots.length === 0 ? (
        <EmptyState title={T.noShots} />
      ) : (
        <ol className={classes.list} aria-label={T.shots}>
          {shots.map((shot, i) => (
            <RenderShotPanel
              key={shot.id}
              shot={shot}
              number={i + 1}
              customerId={customerId}
              pick={(mine && picks[shot.id]) || null}
              onPick={(pick) => dispatch(videoPicked({ shotId: shot.id, pick: named(pick) }))}
              onRemove={() => dispatch(pickRemoved({ shotId: shot.id }))}
              onRefused={refuse}
            />
          ))}
        </ol>
      )}
      {dialog.open ? (
        <RenderDialog
          defaultTitle={storyboard.title}
          starting={dialog.starting}
          message={dialog.message}
          error={dialog.error}
          onCancel={() => dispatch(renderDialogClosed())}
          onStart={(title) => dispatch(renderRequested({ storyboardId: storyboard.id, customerId, title, shotIds: shots.map((s) => s.id) }))}
        />
      ) : null}
    </section>
  );
}

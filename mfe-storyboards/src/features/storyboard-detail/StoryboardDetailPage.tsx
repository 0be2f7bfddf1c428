import { useCallback, useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { NAV_LABELS, SHELL_MESSAGES, ROLES, ROUTES } from '@portal/shared-contracts/core';
import {
  DROP_ACCEPTS,
  PROXY_MESSAGES,
  STORYBOARD_DETAIL_TEXTS as T,
  STORYBOARD_MESSAGES,
  type StoryboardDetail,
} from '@portal/shared-contracts/storyboards';
import { Alert, Button, Col, EmptyState, ListSkeleton, PageLayout, Row, createStyles, useBus, useSessionSnapshot, type Crumb } from '@portal/shared-ui';
import { useParams } from '@portal/shared-ui/router';
import { ProgressModal, Tabs } from '@portal/shared-ui/widgets';
import { RenderShotList, RenderTab, RenderTabLabel } from '../render';
import { StoryboardActionBar } from '../storyboard-actions';
import { shelveFile } from '../uploads';
import { CoverMedia } from './components/CoverMedia';
import { ShotList } from './components/ShotList';
import { EditForm, StoryboardFacts } from './components/StoryboardDetails';
import { draftOf, panelViews, type DroppedAsset, type PanelEdit, type PendingFile, type StoryboardDraft } from './draft';
import { checkDroppedFile } from './files';
import { useFileDropGuard } from './useFileDropGuard';
import { planSave } from './savePlan';
import { canSeeRenderTab } from './rules';
import {
  detailOpened,
  detailRetried,
  droppedOnCover,
  droppedOnPanel,
  editCancelled,
  editStarted,
  fileDroppedOnCover,
  fileDroppedOnPanel,
  panelEdited,
  panelMoved,
  saveErrorDismissed,
  saveRequested,
  selectDetail,
  shotAdded,
  summaryEdited,
  ugvToggled,
} from './slice';

/** The route's title (the spec's route table, 002 §2): the tab's title and the heading until the storyboard is there. */
export const STORYBOARD_DETAIL_TITLE = 'Edit Storyboard';

const useStyles = createStyles('storyboard-detail', (token) => ({
  top: { marginBottom: token.marginLG },
  alert: { marginBottom: token.margin },
}));

/** "Storyboard id" of the route, or null when it is not a positive whole number. */
const idOf = (param: string | undefined): number | null => (param && /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : null);

export interface StoryboardDetailPageProps {
  /** The route's title (the tab's title, and the heading until the storyboard is there); the Storymaker's is its own. */
  readonly title?: string;
  /** The breadcrumb's first step: My Storyboards, or the Storymaker. */
  readonly root?: Crumb;
}

const STORYBOARDS_CRUMB: Crumb = { title: NAV_LABELS.storyboards, to: ROUTES.storyboards };

/**
 * Storyboard detail and edit (001 §2): cover media, the Details and Render tabs, the
 * status, description, tags, project code and toggles, the action bar, the edit form,
 * and the shot panels; saving runs the queue of 001 §4 behind "Updating Storyboard...".
 * Shown on /storyboards/:storyboardId and, with the Storymaker's title, on /storymaker/:storyboardId.
 */
export function StoryboardDetailPage({ title = STORYBOARD_DETAIL_TITLE, root = STORYBOARDS_CRUMB }: StoryboardDetailPageProps = {}): ReactElement {
  const { storyboardId } = useParams();
  const id = idOf(storyboardId);
  const dispatch = useDispatch();
  const state = useSelector(selectDetail);
  const { user, features } = useSessionSnapshot();
  const admin = user?.role === ROLES.admin;
  const classes = useStyles();
  const [tab, setTab] = useState('details');

  useEffect(() => {
    if (id !== null) dispatch(detailOpened({ id }));
  }, [dispatch, id]);

  const bus = useBus();
  const refuse = useCallback(() => bus.publish('toast/requested', { kind: 'error', message: STORYBOARD_MESSAGES.assetNotSupported }), [bus]);
  /** A file from the computer: refused, or shelved (it stays out of actions and the store) and put in the draft. */
  const takeFile = useCallback(
    (file: File, accept: (typeof DROP_ACCEPTS)[keyof typeof DROP_ACCEPTS], put: (pending: PendingFile) => void): void => {
      const checked = checkDroppedFile(file, accept);
      if (checked) put({ ...checked, fileId: shelveFile(file) });
      else refuse();
    },
    [refuse],
  );
  const handlers = useMemo(
    () => ({
      onMove: (from: string, to: string) => dispatch(panelMoved({ from, to })),
      onAdd: () => dispatch(shotAdded({ title: T.newShotTitle })),
      onEdit: (key: string, edit: PanelEdit) => dispatch(panelEdited({ key, edit })),
      onToggleUgv: (key: string, on: boolean) => dispatch(ugvToggled({ key, on })),
      onDropAsset: (key: string, asset: DroppedAsset) => dispatch(droppedOnPanel({ key, asset })),
      onUseAsCover: (asset: DroppedAsset) => dispatch(droppedOnCover(asset)),
      onFile: (key: string, file: File) => takeFile(file, DROP_ACCEPTS.SHOT, (pending) => dispatch(fileDroppedOnPanel({ key, file: pending }))),
      onRefused: refuse,
    }),
    [dispatch, refuse, takeFile],
  );
  const onCoverFile = useCallback(
    (file: File) => takeFile(file, DROP_ACCEPTS.COVER, (pending) => dispatch(fileDroppedOnCover(pending))),
    [dispatch, takeFile],
  );

  const { storyboard, draft, editing, save } = state;
  useFileDropGuard(editing);
  const shown = storyboard && state.id === id ? storyboard : null;
  const breadcrumb = [root, { title: shown?.title ?? title }];

  if (id === null || state.status === 'notFound') {
    return (
      <PageLayout title={title} breadcrumb={breadcrumb}>
        <EmptyState title={T.notAvailable} />
      </PageLayout>
    );
  }
  if (!shown) {
    return (
      <PageLayout title={title} breadcrumb={breadcrumb}>
        {state.status === 'failed' ? (
          <Alert
            type="error"
            showIcon
            title={state.error ?? PROXY_MESSAGES.fetchStoryboardDetailError}
            action={<Button onClick={() => dispatch(detailRetried())}>{SHELL_MESSAGES.retry}</Button>}
          />
        ) : (
          <ListSkeleton rows={4} />
        )}
      </PageLayout>
    );
  }

  const views = panelViews(shown, editing && draft ? draft : savedDraft(shown));
  const canSave = editing && draft !== null && draft.title.trim() !== '' && planSave(shown, draft).length > 0;
  const filmmaker = user && String(shown.customerId) === user.customerId ? [user.givenName, user.familyName].filter(Boolean).join(' ') || user.email : null;
  const details = (
    <>
      {editing && draft ? <EditForm draft={draft} onChange={(fields) => dispatch(summaryEdited(fields))} /> : <StoryboardFacts storyboard={shown} filmmaker={filmmaker} />}
    </>
  );
  const tabs: { key: string; label: ReactNode; children: ReactElement }[] = [{ key: 'details', label: T.detailsTab, children: details }];
  const renderable = canSeeRenderTab(shown, user?.role ?? null, features);
  if (renderable) tabs.push({ key: 'render', label: <RenderTabLabel />, children: <RenderTab storyboard={shown} /> });
  // The Render tab open: the shot panels are in render mode (001 §2).
  const renderMode = renderable && tab === 'render' && !editing;

  return (
    <PageLayout
      title={title}
      heading={editing && draft ? draft.title || shown.title : shown.title}
      breadcrumb={breadcrumb}
      actions={
        <StoryboardActionBar
          storyboard={shown}
          editing={editing}
          saving={save.status === 'saving'}
          canSave={canSave}
          onEdit={() => dispatch(editStarted())}
          onSave={() => dispatch(saveRequested())}
          onCancelEdit={() => dispatch(editCancelled())}
        />
      }
    >
      {save.status === 'failed' && save.error ? (
        <Alert type="error" showIcon closable title={save.error} onClose={() => dispatch(saveErrorDismissed())} className={classes.alert} />
      ) : null}
      {shown.releaseError && !editing ? <Alert type="warning" showIcon title={T.lastReleaseFailed(shown.releaseError)} className={classes.alert} /> : null}
      <Row gutter={[24, 24]} className={classes.top}>
        <Col xs={24} lg={12}>
          <CoverMedia
            title={shown.title}
            landScapeImageAssetId={editing && draft ? draft.landScapeImageAssetId : shown.landScapeImageAssetId}
            explanationAssetId={editing && draft ? draft.explanationAssetId : shown.explanationAssetId}
            editing={editing}
            files={editing && draft ? draft.coverFiles : NO_FILES}
            onDrop={handlers.onUseAsCover}
            onFile={onCoverFile}
            onRefused={refuse}
          />
        </Col>
        <Col xs={24} lg={12}>
          <Tabs items={tabs} activeKey={renderable ? tab : 'details'} onChange={setTab} />
        </Col>
      </Row>
      {renderMode ? <RenderShotList storyboard={shown} /> : <ShotList views={views} editing={editing} admin={admin} {...handlers} />}
      <ProgressModal
        open={save.status === 'saving'}
        message={save.message ? `${STORYBOARD_MESSAGES.updatingStoryboard} ${save.message}` : STORYBOARD_MESSAGES.updatingStoryboard}
        // While a step uploads a file the bar is that file's percentage, else the queue's.
        percent={save.filePercent ?? (save.total > 0 ? (save.done / save.total) * 100 : undefined)}
      />
    </PageLayout>
  );
}

const NO_FILES = {};

const saved = new WeakMap<StoryboardDetail, StoryboardDraft>();

/** The saved storyboard as a draft, for the read-only panels (one per storyboard object). */
function savedDraft(storyboard: StoryboardDetail): StoryboardDraft {
  let draft = saved.get(storyboard);
  if (!draft) {
    draft = draftOf(storyboard);
    saved.set(storyboard, draft);
  }
  return draft;
}

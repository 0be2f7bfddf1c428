import { useCallback, useEffect, useMemo, useRef, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { DEEPSTORY_MESSAGES as M, DELAYS_MS, HEADINGS, ROUTES, SHELL_MESSAGES, href } from '@portal/shared-contracts/core';
import { AI_FORMATS } from '@portal/shared-contracts/storyboards';
import { AI_STORYBOARD_TEXTS as T } from '@portal/shared-contracts/deepstory';
import { Alert, Button, Col, Flex, ListSkeleton, PageLayout, Row, createStyles, useBus, type Crumb } from '@portal/shared-ui';
import { useNavigate } from '@portal/shared-ui/router';
import { ProgressModal } from '@portal/shared-ui/widgets';
import { ButtonLink } from '../../components/ButtonLink';
import { SignedMedia } from '../asset-urls';
import { checkSlotFile, keepFile } from '../uploads';
import { DeleteDialog } from './components/DeleteDialog';
import { ShotList } from './components/ShotList';
import { StoryboardSummary } from './components/StoryboardSummary';
import { draftOf, type ShotEdit } from './draft';
import { filmActionFor } from './filmRules';
import {
  deleteAsked,
  deleteConfirmed,
  deleteDismissed,
  editCancelled,
  editStarted,
  postProductionCancelled,
  postProductionRequested,
  saveRequested,
  selectAiStoryboard,
  shotAdded,
  shotEdited,
  shotMediaChosen,
  shotMoved,
  shotRemoved,
  storyboardOpened,
  storyboardRefreshRequested,
  summaryEdited,
} from './slice';
import { useStoryboardRoute } from './useStoryboardRoute';
import { validateDraft } from './validation';

const useStyles = createStyles('ai-storyboard-page', (token) => ({
  alert: { marginBlockEnd: token.margin },
  top: { marginBlockEnd: token.marginLG },
}));

/** deepstory > discovery > series > storyboard (002 §2). */
const crumbsOf = (userId: number): Crumb[] => [
  { title: T.crumbs.deepStory, to: ROUTES.deepStory },
  { title: T.crumbs.discovery, to: ROUTES.discovery },
  { title: T.crumbs.series, to: href.series(userId) },
  { title: T.crumbs.storyboard },
];

/**
 * Storyboard detail (/deepstory/discovery/series/storyboard?user_id&id, 002 §2, §4, §5):
 * the summary with the brief, the thumbnail, the shots (reordered by drag or keyboard
 * while editing), edit and save with the 002 §5 rules, delete, and the film button that
 * starts post-production and opens the film step. It shows the storyboard only once the
 * loaded one is the URL's.
 */
export function AiStoryboardPage(): ReactElement {
  const { id, userId } = useStoryboardRoute();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const bus = useBus();
  const classes = useStyles();
  const state = useSelector(selectAiStoryboard);
  const { detail, draft, editing, save, deleting, activePostProduction } = state;
  const lastFilm = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    if (id !== null && userId !== null) dispatch(storyboardOpened({ id, userId }));
  }, [dispatch, id, userId]);
  useEffect(() => {
    if (deleting === 'deleted' && userId !== null) navigate(href.series(userId));
  }, [deleting, navigate, userId]);

  const refuse = useCallback((message: string) => bus.publish('toast/requested', { kind: 'error', message }), [bus]);
  const handlers = useMemo(
    () => ({
      onMove: (from: string, to: string) => dispatch(shotMoved({ from, to })),
      onAdd: () => dispatch(shotAdded({ shotId: globalThis.crypto.randomUUID() })),
      onEdit: (shotId: string, edit: ShotEdit) => dispatch(shotEdited({ shotId, edit })),
      onRemove: (shotId: string) => dispatch(shotRemoved({ shotId })),
      onFile: (shotId: string, file: File) => {
        const checked = checkSlotFile(file, 'shot');
        if (!checked.ok) {
          refuse(checked.reason);
          return;
        }
        const media = { fileId: keepFile(file), name: file.name, contentType: checked.contentType, kind: checked.kind === 'Video' ? ('video' as const) : ('image' as const) };
        dispatch(shotMediaChosen({ shotId, media }));
      },
    }),
    [dispatch, refuse],
  );

  if (id === null || userId === null) {
    return (
      <PageLayout title={HEADINGS.storyboardDetail}>
        <Alert type="error" showIcon title={userId === null ? M.invalidUserId : M.invalidData} />
      </PageLayout>
    );
  }
  const breadcrumb = crumbsOf(userId);
  const shown = detail && detail.id === id && state.id === id && state.userId === userId ? detail : null;
  if (!shown) {
    return (
      <PageLayout title={HEADINGS.storyboardDetail} breadcrumb={breadcrumb}>
        {state.status === 'failed' && state.id === id ? (
          <Alert type="error" showIcon title={M.invalidData} action={<Button onClick={() => dispatch(storyboardRefreshRequested())}>{SHELL_MESSAGES.retry}</Button>} />
        ) : (
          <ListSkeleton rows={4} />
        )}
      </PageLayout>
    );
  }

  const { metadata } = shown;
  const errors = editing && draft && state.showErrors ? validateDraft(draft) : null;
  const active = activePostProduction.includes(id);
  const onFilm = (): void => {
    const now = Date.now();
    if (now - lastFilm.current < DELAYS_MS.FILM_ACTION_DEBOUNCE) return;
    lastFilm.current = now;
    if (filmActionFor(id, activePostProduction, shown) === 'start') dispatch(postProductionRequested({ id, userId }));
    navigate(href.filmAi(userId, id));
  };
  const actions = (
    <Flex gap="small" wrap>
      <ButtonLink to={href.series(userId)} type="default">
        {T.back}
      </ButtonLink>
      {editing ? (
        <>
          <Button onClick={() => dispatch(editCancelled())}>{T.cancel}</Button>
          <Button type="primary" loading={save.saving} onClick={() => dispatch(saveRequested())}>
            {T.save}
          </Button>
        </>
      ) : (
        <>
          <Button onClick={() => dispatch(editStarted())}>{T.edit}</Button>
          <Button danger onClick={() => dispatch(deleteAsked())}>
            {T.delete}
          </Button>
          {active ? <Button onClick={() => dispatch(postProductionCancelled({ id }))}>{T.cancelPostProduction}</Button> : null}
          <Button type="primary" onClick={onFilm}>
            {T.film}
          </Button>
        </>
      )}
    </Flex>
  );
  const shots = editing && draft ? draft.shots : draftOf(metadata).shots;
  const portrait = metadata.format === AI_FORMATS.portrait;

  return (
    <PageLayout title={HEADINGS.storyboardDetail} heading={metadata.title} breadcrumb={breadcrumb} actions={actions}>
      {errors?.summary ? <Alert type="error" showIcon role="alert" title={errors.summary} className={classes.alert} /> : null}
      {errors?.emptyShots ? <Alert type="error" showIcon role="alert" title={errors.emptyShots} className={classes.alert} /> : null}
      {active && !editing ? <Alert type="info" showIcon title={T.postProductionActive} className={classes.alert} /> : null}
      <Row gutter={[24, 24]} className={classes.top}>
        <Col xs={24} md={portrait ? 8 : 12}>
          <SignedMedia assetKey={metadata.thumbnail_asset_id} customerId={userId} alt={T.thumbnail(metadata.title)} portrait={portrait} />
        </Col>
        <Col xs={24} md={portrait ? 16 : 12}>
          <StoryboardSummary metadata={metadata} brief={state.brief} draft={editing ? draft : null} errors={errors} onChange={(fields) => dispatch(summaryEdited(fields))} />
        </Col>
      </Row>
      <ShotList shots={shots} editing={editing} customerId={userId} portrait={portrait} regenerating={state.regenerating} errors={errors} {...handlers} />
      <ProgressModal open={save.saving} message={save.message ?? M.storyboardInProgress} percent={save.percent ?? undefined} />
      <DeleteDialog open={deleting === 'confirming' || deleting === 'deleting'} deleting={deleting === 'deleting'} onConfirm={() => dispatch(deleteConfirmed())} onCancel={() => dispatch(deleteDismissed())} />
    </PageLayout>
  );
}

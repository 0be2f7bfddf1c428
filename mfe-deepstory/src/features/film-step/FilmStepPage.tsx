import { useEffect, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FEATURES, HEADINGS, DEEPSTORY_MESSAGES as M, ROLES, SHELL_MESSAGES, href } from '@portal/shared-contracts/core';
import { AI_FORMATS } from '@portal/shared-contracts/storyboards';
import { FILM_STEP_TEXTS as T } from '@portal/shared-contracts/deepstory';
import { Alert, Button, Col, Flex, ListSkeleton, PageLayout, Result, Row, Typography, createStyles, useSessionSnapshot } from '@portal/shared-ui';
import { ButtonLink } from '../../components/ButtonLink';
import { isPostProductionDone, postProductionRequested, postProductionWatched, selectAiStoryboard, storyboardOpened, storyboardRefreshRequested, useStoryboardRoute } from '../ai-storyboard';
import { SignedMedia } from '../asset-urls';
import { AddToAccountDialogs, DgVideoDialog, KdenDialog } from './components/FilmDialogs';
import { FilmDetails } from './components/FilmDetails';
import { LeaveGuard } from './components/LeaveGuard';
import { PostProductionLoader } from './components/PostProductionLoader';
import {
  addToAccountAsked,
  addToAccountConfirmed,
  addToAccountDismissed,
  dgVideoAsked,
  dgVideoDismissed,
  dgVideoRequested,
  filmEditCancelled,
  filmEditStarted,
  filmSaveRequested,
  filmStepOpened,
  kdenAsked,
  kdenDismissed,
  kdenRequested,
  selectFilmStep,
} from './slice';

const useStyles = createStyles('film-step-page', (token) => ({
  top: { marginBlockEnd: token.marginLG },
}));

/**
 * Film Ai (…/storyboard/filmai?user_id&id, 002 §2): the loader until both post-production
 * statuses are 3, then the thumbnail, the post-production settings, the shot cards and
 * the watermark, closing logo and background audio, edited and saved together; Add to
 * Account, the editing-project file (admins with viewDownloadKden) and the Director Guide
 * video (beta).
 */
export function FilmStepPage(): ReactElement {
  const { id, userId } = useStoryboardRoute();
  const dispatch = useDispatch();
  const classes = useStyles();
  const { user, features } = useSessionSnapshot();
  const story = useSelector(selectAiStoryboard);
  const film = useSelector(selectFilmStep);
  const shown = story.detail && story.detail.id === id && story.id === id && story.userId === userId ? story.detail : null;

  useEffect(() => {
    if (id === null || userId === null) return;
    dispatch(storyboardOpened({ id, userId }));
    dispatch(filmStepOpened());
  }, [dispatch, id, userId]);
  const loadedId = shown?.id ?? null;
  useEffect(() => {
    if (loadedId !== null && userId !== null) dispatch(postProductionWatched({ id: loadedId, userId }));
  }, [dispatch, loadedId, userId]);

  if (id === null || userId === null) {
    return (
      <PageLayout title={HEADINGS.filmAi}>
        <Alert type="error" showIcon title={userId === null ? M.invalidUserId : M.invalidData} />
      </PageLayout>
    );
  }
  const target = { id, userId };
  const back = (
    <ButtonLink to={href.aiStoryboard(userId, id)} type="default">
      {T.back}
    </ButtonLink>
  );
  if (!shown) {
    return (
      <PageLayout title={HEADINGS.filmAi} actions={back}>
        {story.status === 'failed' && story.id === id ? (
          <Alert type="error" showIcon title={M.invalidData} action={<Button onClick={() => dispatch(storyboardRefreshRequested())}>{SHELL_MESSAGES.retry}</Button>} />
        ) : (
          <ListSkeleton rows={4} label={T.loading} />
        )}
      </PageLayout>
    );
  }

  const { metadata } = shown;
  const ready = isPostProductionDone(shown);
  const kdenAllowed = user?.role === ROLES.admin && features.includes(FEATURES.viewDownloadKden);
  const adding = film.addToAccount.status === 'adding' || film.addToAccount.status === 'opening';
  const actions = (
    <Flex gap="small" wrap>
      {back}
      {ready && film.editing ? (
        <>
          <Button onClick={() => dispatch(filmEditCancelled())} disabled={film.saving}>
            {T.cancel}
          </Button>
          <Button type="primary" loading={film.saving} onClick={() => dispatch(filmSaveRequested(target))}>
            {T.save}
          </Button>
        </>
      ) : null}
      {ready && !film.editing ? (
        <>
          <Button onClick={() => dispatch(filmEditStarted(metadata))}>{T.edit}</Button>
          <Button onClick={() => dispatch(dgVideoAsked({ videoKey: metadata.dg_video_asset_id }))}>{`${T.dgVideo} (${T.beta})`}</Button>
          {kdenAllowed ? <Button onClick={() => dispatch(kdenAsked())}>{T.downloadKden}</Button> : null}
          <Button type="primary" loading={adding} onClick={() => dispatch(addToAccountAsked())}>
            {T.addToAccount}
          </Button>
        </>
      ) : null}
    </Flex>
  );

  return (
    <PageLayout title={HEADINGS.filmAi} actions={actions} intro={<Typography.Text type="secondary">{metadata.title}</Typography.Text>}>
      {!ready && story.postProductionFailed ? (
        <Result status="error" title={T.postProductionFailed} extra={<Button type="primary" onClick={() => dispatch(postProductionRequested(target))}>{T.tryAgain}</Button>} />
      ) : null}
      {!ready && !story.postProductionFailed ? <PostProductionLoader /> : null}
      {ready ? (
        <>
          <Row gutter={[24, 24]} className={classes.top}>
            <Col xs={24} md={metadata.format === AI_FORMATS.portrait ? 8 : 12}>
              <SignedMedia assetKey={metadata.thumbnail_asset_id} customerId={userId} alt={metadata.title} portrait={metadata.format === AI_FORMATS.portrait} />
            </Col>
          </Row>
          <FilmDetails metadata={metadata} customerId={userId} regenerating={story.regenerating} />
        </>
      ) : null}
      <AddToAccountDialogs state={film.addToAccount} onConfirm={() => dispatch(addToAccountConfirmed(target))} onDismiss={() => dispatch(addToAccountDismissed())} />
      <KdenDialog state={film.kden} onDownload={() => dispatch(kdenRequested(target))} onDismiss={() => dispatch(kdenDismissed())} />
      <DgVideoDialog state={film.dgVideo} customerId={userId} onMake={() => dispatch(dgVideoRequested(target))} onDismiss={() => dispatch(dgVideoDismissed())} />
      <LeaveGuard active={adding} />
    </PageLayout>
  );
}

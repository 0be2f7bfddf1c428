import { useEffect, useState, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { DEEPSTORY_LABELS, DEEPSTORY_MESSAGES, HEADINGS, LABELS, ROUTES, href } from '@portal/shared-contracts/core';
import { Alert, Button, CardGridSkeleton, EmptyState, Flex, PageLayout, createStyles, useBus, useSessionSnapshot } from '@portal/shared-ui';
import { useNavigate, useSearchParams } from '@portal/shared-ui/router';
import { ButtonLink } from '../../components/ButtonLink';
import { customerIdOf, positiveIdOf } from '../ai-api';
import { selectActiveIds } from '../generation';
import { DeleteDialog } from './components/DeleteDialog';
import { SeriesSection } from './components/SeriesSection';
import { DragScrollRow } from './components/DragScrollRow';
import { GeneratingCard } from './components/StoryboardCard';
import { selectSeriesGroups, selectSeriesRecords, selectSeriesStatus, seriesOpened } from './slice';
import { useTitleEdit } from './useTitleEdit';
import { DEEPSTORY_UI } from '../../texts';

const useStyles = createStyles('series-page', (token) => ({
  warning: { marginBlockEnd: token.margin },
}));

/** Whose history the page shows: the URL's user_id (an admin may name any customer), else the signed-in customer's. */
function useHistoryUser(): { userId: number | null; invalid: boolean } {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const own = customerIdOf(useSessionSnapshot());
  const given = params.get('user_id');
  useEffect(() => {
    if (given === null && own !== null) navigate(href.series(own), { replace: true });
  }, [given, own, navigate]);
  if (given === null) return { userId: own, invalid: false };
  const userId = positiveIdOf(given);
  return { userId, invalid: userId === null };
}

/**
 * Series history (/deepstory/discovery/series?user_id=, 002 §2 STORYBOARD AI): the
 * storyboards by series, placeholders for those still generating, the edit/save toggle of
 * the titles and the delete of the selected storyboards.
 */
export function SeriesPage(): ReactElement {
  const classes = useStyles();
  const dispatch = useDispatch();
  const bus = useBus();
  const { userId, invalid } = useHistoryUser();
  const own = customerIdOf(useSessionSnapshot());
  const status = useSelector(selectSeriesStatus);
  const groups = useSelector(selectSeriesGroups);
  const records = useSelector(selectSeriesRecords);
  const activeIds = useSelector(selectActiveIds);
  const edit = useTitleEdit(groups, userId, bus);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (userId !== null) dispatch(seriesOpened({ userId }));
  }, [userId, dispatch]);

  // Requests the listing does not hold yet (it is reloaded when they end): the customer's own only.
  const pending = userId !== null && userId === own ? activeIds.filter((id) => !records.some((r) => r.id === id)) : [];
  const onSelect = (id: number, on: boolean): void =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const shown = [...selected].filter((id) => records.some((r) => r.id === id));

  const actions = edit.drafts ? (
    <>
      <Button onClick={edit.cancel}>{LABELS.cancel}</Button>
      <Button type="primary" loading={edit.saving} onClick={edit.save}>
        {LABELS.save}
      </Button>
    </>
  ) : (
    <>
      <ButtonLink to={ROUTES.discovery} type="default">
        {DEEPSTORY_LABELS.goBack}
      </ButtonLink>
      <Button onClick={edit.start} disabled={groups.length === 0}>
        {LABELS.edit}
      </Button>
      <Button danger onClick={() => setConfirming(true)} disabled={shown.length === 0}>
        {LABELS.delete}
      </Button>
    </>
  );

  if (userId === null) {
    return (
      <PageLayout title={HEADINGS.storyboardConcepts} heading={HEADINGS.storyboardAi}>
        <Alert type="error" showIcon title={invalid ? DEEPSTORY_MESSAGES.invalidUserId : DEEPSTORY_MESSAGES.userIdNotInState} />
      </PageLayout>
    );
  }
  const loading = status === 'loading' && records.length === 0;
  return (
    <PageLayout title={HEADINGS.storyboardConcepts} heading={HEADINGS.storyboardAi} actions={<Flex wrap gap="small">{actions}</Flex>}>
      {edit.blankWarning ? <Alert type="error" showIcon role="alert" title={DEEPSTORY_MESSAGES.titlesNeedText} className={classes.warning} /> : null}
      {pending.length > 0 ? (
        <DragScrollRow label={DEEPSTORY_UI.generatingStoryboard}>
          {pending.map((id) => (
            <GeneratingCard key={id} />
          ))}
        </DragScrollRow>
      ) : null}
      {loading ? <CardGridSkeleton cards={3} /> : null}
      {!loading && groups.length === 0 && pending.length === 0 ? <EmptyState title={LABELS.noStoryboards} /> : null}
      {groups.map((group) => (
        <SeriesSection
          key={group.seriesId}
          group={group}
          userId={userId}
          selected={selected}
          onSelect={onSelect}
          drafts={edit.drafts}
          onSeriesTitleChange={edit.setSeriesTitle}
          onStoryboardTitleChange={edit.setStoryboardTitle}
        />
      ))}
      <DeleteDialog open={confirming} userId={userId} ids={shown} onClose={() => setConfirming(false)} onDeleted={() => setSelected(new Set())} />
    </PageLayout>
  );
}

import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { DEEPSTORY_MESSAGES, type EventBus } from '@portal/shared-contracts/core';
import { blankTitles, changedTitles, draftsOf, type SeriesGroup, type TitleDrafts } from './listing';
import { outcomeSeen, selectSaveProgress, titlesSaveRequested } from './slice';

export interface TitleEdit {
  /** The titles being edited; null while not editing. */
  readonly drafts: TitleDrafts | null;
  /** "Please make sure all titles contain text." shows after a save with a blank title. */
  readonly blankWarning: boolean;
  readonly saving: boolean;
  start(): void;
  cancel(): void;
  save(): void;
  setSeriesTitle(seriesId: number, title: string): void;
  setStoryboardTitle(id: number, title: string): void;
}

/**
 * The edit/save toggle of the series page (002 §4 series edit): every series and
 * storyboard title must keep text (002 §5), only changed titles are sent, and edit mode
 * ends once they are saved.
 */
export function useTitleEdit(groups: readonly SeriesGroup[], userId: number | null, bus: EventBus): TitleEdit {
  const dispatch = useDispatch();
  const progress = useSelector(selectSaveProgress);
  const [drafts, setDrafts] = useState<TitleDrafts | null>(null);
  const [blankWarning, setBlankWarning] = useState(false);

  useEffect(() => {
    if (progress === 'done') setDrafts(null);
    if (progress === 'done' || progress === 'failed') dispatch(outcomeSeen('save'));
  }, [progress, dispatch]);

  const stop = (): void => {
    setDrafts(null);
    setBlankWarning(false);
  };
  const save = (): void => {
    if (!drafts || userId === null) return;
    const blank = blankTitles(drafts);
    if (blank.series.length > 0 || blank.storyboards.length > 0) {
      setBlankWarning(true);
      return;
    }
    setBlankWarning(false);
    const changes = changedTitles(draftsOf(groups), drafts);
    if (changes.series.length === 0 && changes.storyboards.length === 0) {
      bus.publish('toast/requested', { kind: 'info', message: DEEPSTORY_MESSAGES.noChanges });
      stop();
      return;
    }
    dispatch(titlesSaveRequested({ data: { user_id: userId, ...changes } }));
  };
  return {
    drafts,
    blankWarning,
    saving: progress === 'working',
    start: () => setDrafts(draftsOf(groups)),
    cancel: stop,
    save,
    setSeriesTitle: (seriesId, title) => setDrafts((d) => d && { ...d, series: { ...d.series, [seriesId]: title } }),
    setStoryboardTitle: (id, title) => setDrafts((d) => d && { ...d, storyboards: { ...d.storyboards, [id]: title } }),
  };
}

import { useCallback, useEffect, useState, type MouseEvent, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { href } from '@portal/shared-contracts/core';
import { RECOMMENDER_LABELS as L, RECOMMENDER_TEXTS as T, type RecommenderItem } from '@portal/shared-contracts/insights';
import { Flex, LoadFailure, Skeleton, useMountProps } from '@portal/shared-ui';
import {
  addToAccountClicked,
  feedbackSent,
  recommenderRequested,
  selectRecommender,
  storyboardClosed,
  storyboardOpened,
  userClosed,
  userOpened,
  videoClosed,
  videoOpened,
} from '../slice';
import { Carousel } from './Carousel';
import { Headline } from './Headline';
import { StoryboardModal } from './StoryboardModal';
import { ThemeCarousel } from './ThemeCarousel';
import { UserModal } from './UserModal';
import { VideoModal } from './VideoModal';

/** The id of Top Ranked Users, where "View Creators" leads. */
export const TOP_USERS_ANCHOR = 'top-ranked-users';

/**
 * The full recommender (issue 17, 002 §2; docs/adr/034): the headline, Top Ranked Users,
 * Top 10 Ranked Videos, Top Storyboard Recommendation and the nine themed carousels, computed
 * by the api from the customer's data; a card opens its modal, and the modals (user,
 * storyboard, video) open and close on their own, a later one over an earlier one.
 */
export function Recommender(): ReactElement {
  const dispatch = useDispatch();
  const { navigate } = useMountProps();
  const { status, result, error, user, storyboard, video, feedback, copy } = useSelector(selectRecommender);
  useEffect(() => {
    dispatch(recommenderRequested());
  }, [dispatch]);

  const open = useCallback(
    (item: RecommenderItem) => {
      if (item.kind === 'user') dispatch(userOpened({ id: item.id }));
      else if (item.kind === 'storyboard') dispatch(storyboardOpened({ id: item.id }));
      else dispatch(videoOpened(item));
    },
    [dispatch],
  );
  const play = useCallback((item: RecommenderItem) => dispatch(videoOpened(item)), [dispatch]);
  // "View Creators" closes the modals and moves to Top Ranked Users, rather than back to the card.
  const [toCreators, setToCreators] = useState(false);
  const viewCreators = (event: MouseEvent<HTMLAnchorElement>): void => {
    event.preventDefault();
    setToCreators(true);
    dispatch(storyboardClosed());
    dispatch(userClosed());
  };
  const afterClose = (): void => {
    if (!toCreators) return;
    setToCreators(false);
    const section = document.getElementById(TOP_USERS_ANCHOR);
    section?.scrollIntoView?.({ block: 'start' });
    section?.querySelector('button')?.focus({ preventScroll: true });
  };

  if (status === 'failed') {
    return <LoadFailure title={T.loadFailed} message={error} onRetry={() => dispatch(recommenderRequested())} />;
  }
  if (status !== 'succeeded' || !result) {
    return (
      <div role="status" aria-label={T.loading}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  return (
    <Flex vertical gap="large">
      <Headline result={result} onPlay={play} />
      <Carousel id={TOP_USERS_ANCHOR} title={L.topRankedUsers} items={result.topRankedUsers} onOpen={open} />
      <Carousel title={L.topRankedVideos} items={result.topVideos} onOpen={open} />
      <Carousel title={L.topStoryboardRecommendation} items={result.topStoryboards} onOpen={open} />
      {result.themes.map((theme) => (
        <ThemeCarousel key={theme.key} title={theme.title} storyboards={theme.storyboards} videos={theme.videos} onOpen={open} />
      ))}
      <UserModal
        detail={user}
        feedback={feedback}
        onPlay={play}
        onThumbs={(id, thumbs) => dispatch(feedbackSent({ item_kind: 'user', item_id: id, thumbs }))}
        onRatings={(id, ratings) => dispatch(feedbackSent({ item_kind: 'user', item_id: id, ratings }))}
        onOpenStoryboard={open}
        returnFocus={!toCreators}
        onClose={() => dispatch(userClosed())}
      />
      <StoryboardModal
        detail={storyboard}
        copy={copy}
        creatorsHref={`#${TOP_USERS_ANCHOR}`}
        returnFocus={!toCreators}
        afterClose={afterClose}
        onViewCreators={viewCreators}
        onAddToAccount={(listingId) => dispatch(addToAccountClicked({ listingId }))}
        onOpenCopy={(scriptId) => navigate(href.storyboard(scriptId))}
        onClose={() => dispatch(storyboardClosed())}
      />
      <VideoModal item={video} onClose={() => dispatch(videoClosed())} />
    </Flex>
  );
}

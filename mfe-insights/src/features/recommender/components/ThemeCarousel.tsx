import { useState, type ReactElement } from 'react';
import { RECOMMENDER_TEXTS as T, carouselViewLabel, type RecommenderItem } from '@portal/shared-contracts/insights';
import { Button, Space } from '@portal/shared-ui';
import { Carousel } from './Carousel';

export interface ThemeCarouselProps {
  readonly title: string;
  readonly storyboards: readonly RecommenderItem[];
  readonly videos: readonly RecommenderItem[];
  readonly onOpen: (item: RecommenderItem) => void;
}

/**
 * A themed carousel (002 §2): the storyboard view by default, the video view on the toggle;
 * a storyboard opens the storyboard modal, a video the video modal.
 */
export function ThemeCarousel({ title, storyboards, videos, onOpen }: ThemeCarouselProps): ReactElement {
  const [view, setView] = useState<'storyboards' | 'videos'>('storyboards');
  const toggle = (
    <Space.Compact role="group" aria-label={carouselViewLabel(title)}>
      <Button aria-pressed={view === 'storyboards'} type={view === 'storyboards' ? 'primary' : 'default'} onClick={() => setView('storyboards')}>
        {T.storyboardView}
      </Button>
      <Button aria-pressed={view === 'videos'} type={view === 'videos' ? 'primary' : 'default'} onClick={() => setView('videos')}>
        {T.videoView}
      </Button>
    </Space.Compact>
  );
  return <Carousel title={title} items={view === 'storyboards' ? storyboards : videos} onOpen={onOpen} actions={toggle} />;
}

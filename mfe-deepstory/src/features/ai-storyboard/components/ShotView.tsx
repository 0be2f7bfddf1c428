import type { ReactElement } from 'react';
import { DEEPSTORY_MESSAGES } from '@portal/shared-contracts/core';
import { AI_SHOT_TYPE_LABELS } from '@portal/shared-contracts/storyboards';
import { AI_STORYBOARD_TEXTS as T, type AiShot } from '@portal/shared-contracts/deepstory';
import { Flex, Typography, createStyles } from '@portal/shared-ui';
import { splitFilmGuide } from '../filmGuide';
import { Facts, TagList } from './Facts';

const useStyles = createStyles('ai-shot-view', () => ({
  description: { whiteSpace: 'pre-line' },
}));

/** A shot's texts as they are saved (002 §3): title, description, type, duration, UGC, the guides (the tip apart), the prompt and tags. */
export function ShotView({ shot }: { shot: AiShot }): ReactElement {
  const classes = useStyles();
  const film = splitFilmGuide(shot.film_guide);
  return (
    <Flex vertical gap="small">
      <Typography.Text strong>{shot.title}</Typography.Text>
      {shot.description ? <Typography.Paragraph className={classes.description}>{shot.description}</Typography.Paragraph> : null}
      <Facts
        rows={[
          [T.type, AI_SHOT_TYPE_LABELS[shot.type]],
          [T.duration, String(shot.duration_seconds)],
          [T.ugc, shot.ugc],
          [T.storyGuide, shot.story_guide],
          [
            T.filmGuide,
            <>
              {film.guide}
              {film.tip ? (
                <>
                  {film.guide ? ' ' : null}
                  <Typography.Text strong>{DEEPSTORY_MESSAGES.filmmakingTipMarker}</Typography.Text> {film.tip}
                </>
              ) : null}
            </>,
          ],
          [T.imagePrompt, shot.shot_image_prompt],
        ]}
      />
      <TagList tags={shot.tags} label={T.tags} quiet />
    </Flex>
  );
}

import { useState, type ReactElement } from 'react';
import {
  RECOMMENDER_LABELS as L,
  RECOMMENDER_TEXTS as T,
  type RecommenderItem,
  type RecommenderRatings,
  type RecommenderThumbs,
} from '@portal/shared-contracts/insights';
import { Alert, Button, Flex, Space, Typography } from '@portal/shared-ui';
import { DislikeOutlined, LikeOutlined } from '@portal/shared-ui/icons';
import { StarRating } from './StarRating';
import { useRecommenderStyles } from './styles';

const ROWS = [
  { key: 'tone', label: L.ratingRows[0] },
  { key: 'story', label: L.ratingRows[1] },
  { key: 'film', label: L.ratingRows[2] },
] as const;

export interface UserFeedbackProps {
  readonly user: RecommenderItem;
  readonly saving: boolean;
  readonly status: 'idle' | 'saving' | 'saved' | 'failed';
  readonly error: string | null;
  readonly onThumbs: (thumbs: RecommenderThumbs | null) => void;
  readonly onRatings: (ratings: RecommenderRatings) => void;
}

/**
 * The user modal's feedback (002 §2): thumbs up / thumbs down, where a click selects one and
 * leaves the other (clicking the selected one clears it), and the Tone / Story / Film rows,
 * saved once all three are set. What was saved shows as set when the modal opens again.
 */
export function UserFeedback({ user, saving, status, error, onThumbs, onRatings }: UserFeedbackProps): ReactElement {
  const classes = useRecommenderStyles();
  const [ratings, setRatings] = useState<Partial<RecommenderRatings>>(user.ratings ?? {});
  const rate = (key: keyof RecommenderRatings, value: number): void => {
    const next = { ...ratings, [key]: value };
    setRatings(next);
    if (next.tone !== undefined && next.story !== undefined && next.film !== undefined) onRatings({ tone: next.tone, story: next.story, film: next.film });
  };
  const thumb = (which: RecommenderThumbs, label: string, icon: ReactElement): ReactElement => (
    <Button aria-pressed={user.thumbs === which} type={user.thumbs === which ? 'primary' : 'default'} icon={icon} disabled={saving} onClick={() => onThumbs(user.thumbs === which ? null : which)}>
      {label}
    </Button>
  );
  const complete = ROWS.every((r) => ratings[r.key] !== undefined);
  return (
    <Flex vertical gap="small">
      <Space.Compact>
        {thumb('up', T.thumbsUp, <LikeOutlined aria-hidden />)}
        {thumb('down', T.thumbsDown, <DislikeOutlined aria-hidden />)}
      </Space.Compact>
      <Typography.Title level={3} className={classes.part}>
        {T.ratingsHeading}
      </Typography.Title>
      {ROWS.map((row) => (
        <StarRating key={row.key} row={row.label} value={ratings[row.key] ?? null} disabled={saving} onChange={(value) => rate(row.key, value)} />
      ))}
      {!complete ? <Typography.Text type="secondary">{T.ratingsPending}</Typography.Text> : null}
      <div role="status">{status === 'saved' ? <Typography.Text type="success">{T.feedbackSaved}</Typography.Text> : null}</div>
      {status === 'failed' ? <Alert type="error" showIcon role="alert" title={error ?? T.feedbackFailed} /> : null}
    </Flex>
  );
}

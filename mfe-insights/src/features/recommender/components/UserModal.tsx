import type { ReactElement } from 'react';
import {
  RECOMMENDER_LABELS as L,
  RECOMMENDER_TEXTS as T,
  matchLabel,
  playVideoLabel,
  type RecommenderItem,
  type RecommenderRatings,
  type RecommenderThumbs,
  type RecommenderUser,
  type RecommenderUserInfo,
} from '@portal/shared-contracts/insights';
import { Button, Flex, Typography } from '@portal/shared-ui';
import { PlayCircleOutlined } from '@portal/shared-ui/icons';
import { Modal } from '@portal/shared-ui/widgets';
import type { Detail, RecommenderState } from '../slice';
import { Carousel } from './Carousel';
import { DetailState } from './DetailState';
import { UserFeedback } from './UserFeedback';
import { useRecommenderStyles } from './styles';

/** The fixed info list (002 §2), in its order, '—' where the data has nothing. */
function InfoList({ info }: { readonly info: RecommenderUserInfo | null }): ReactElement {
  const classes = useRecommenderStyles();
  const keys = Object.keys(T.info) as (keyof RecommenderUserInfo)[];
  return (
    <dl className={classes.info}>
      {keys.map((key) => (
        <div key={key} className={classes.infoRow}>
          <dt>{T.info[key]}</dt>
          <dd>{info?.[key] ?? T.none}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface UserModalProps {
  readonly detail: Detail<RecommenderUser> | null;
  readonly feedback: RecommenderState['feedback'];
  readonly onPlay: (item: RecommenderItem) => void;
  readonly onThumbs: (id: string, thumbs: RecommenderThumbs | null) => void;
  readonly onRatings: (id: string, ratings: RecommenderRatings) => void;
  readonly onOpenStoryboard: (item: RecommenderItem) => void;
  /** Whether closing gives the focus back to the card that opened it. */
  readonly returnFocus: boolean;
  readonly onClose: () => void;
}

/**
 * The user detail modal (002 §2): name, description, Play, thumbs, the Influencer section,
 * the fixed info list, the Tone / Story / Film ratings and Similar Storyboards.
 */
export function UserModal({ detail, feedback, onPlay, onThumbs, onRatings, onOpenStoryboard, returnFocus, onClose }: UserModalProps): ReactElement {
  const classes = useRecommenderStyles();
  const data = detail?.data ?? null;
  const user = data?.user ?? null;
  return (
    <Modal
      open={detail !== null}
      title={user?.name ?? T.detailLoading}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{L.close}</Button>}
      width={760}
      centered
      focusable={{ focusTriggerAfterClose: returnFocus }}
    >
      {detail ? <DetailState detail={detail} /> : null}
      {data && user ? (
        <Flex vertical gap="small">
          <Typography.Text className={classes.match}>{matchLabel(user.matchPercentage)}</Typography.Text>
          <Typography.Paragraph>{user.description}</Typography.Paragraph>
          <div>
            <Button icon={<PlayCircleOutlined aria-hidden />} aria-label={playVideoLabel(user.name)} disabled={user.videoUrl === null} onClick={() => onPlay(user)}>
              {L.play}
            </Button>
          </div>
          <UserFeedback
            key={user.id}
            user={user}
            saving={feedback.status === 'saving'}
            status={feedback.status}
            error={feedback.error}
            onThumbs={(thumbs) => onThumbs(user.id, thumbs)}
            onRatings={(ratings) => onRatings(user.id, ratings)}
          />
          <section aria-label={L.influencer}>
            <Typography.Title level={3} className={classes.part}>
              {L.influencer}
            </Typography.Title>
            <Typography.Paragraph>{user.infoDesc}</Typography.Paragraph>
            <InfoList info={data.info} />
          </section>
          <Carousel title={L.similarStoryboards} level={3} items={data.similarStoryboards} onOpen={onOpenStoryboard} />
        </Flex>
      ) : null}
    </Modal>
  );
}

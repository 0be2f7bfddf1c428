import type { ReactElement } from 'react';
import { RECOMMENDER_LABELS as L, RECOMMENDER_TEXTS as T, matchLabel, type RecommenderItem } from '@portal/shared-contracts/insights';
import { Button, Flex, Typography } from '@portal/shared-ui';
import { Modal } from '@portal/shared-ui/widgets';
import { useRecommenderStyles } from './styles';

/** The video modal (002 §2): the video, its title, its creator and its match. */
export function VideoModal({ item, onClose }: { readonly item: RecommenderItem | null; readonly onClose: () => void }): ReactElement {
  const classes = useRecommenderStyles();
  return (
    <Modal open={item !== null} title={item?.title ?? T.videoModalTitle} onCancel={onClose} footer={<Button onClick={onClose}>{L.close}</Button>} width={760} centered destroyOnHidden>
      {item ? (
        <Flex vertical gap="small">
          {item.videoUrl ? (
            <video className={classes.video} controls preload="metadata" src={item.videoUrl} poster={item.imgUrl ?? undefined} aria-label={item.title} />
          ) : (
            <Typography.Text type="secondary">{T.noVideo}</Typography.Text>
          )}
          <Typography.Text strong>{item.name}</Typography.Text>
          <Typography.Text className={classes.match}>{matchLabel(item.matchPercentage)}</Typography.Text>
        </Flex>
      ) : null}
    </Modal>
  );
}

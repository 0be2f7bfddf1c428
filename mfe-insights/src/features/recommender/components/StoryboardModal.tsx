import type { MouseEvent, ReactElement } from 'react';
import { MARKETPLACE_TEXTS, shotNumberLabel } from '@portal/shared-contracts/storyboards';
import { RECOMMENDER_LABELS as L, RECOMMENDER_TEXTS as T, matchLabel, type RecommenderItem } from '@portal/shared-contracts/insights';
import { Alert, Button, Flex, TagList, Typography } from '@portal/shared-ui';
import { Modal } from '@portal/shared-ui/widgets';
import type { CopyState, Detail } from '../slice';
import { DetailState } from './DetailState';
import { ItemMedia } from './ItemMedia';
import { useRecommenderStyles } from './styles';

export interface StoryboardModalProps {
  readonly detail: Detail<RecommenderItem> | null;
  readonly copy: CopyState;
  /** The page's creators carousel, which "View Creators" leads to. */
  readonly creatorsHref: string;
  readonly onViewCreators: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Whether closing gives the focus back to the card that opened it. */
  readonly returnFocus: boolean;
  readonly afterClose: () => void;
  readonly onAddToAccount: (listingId: string) => void;
  readonly onOpenCopy: (scriptId: number) => void;
  readonly onClose: () => void;
}

/** The header: the storyboard's video when it has one (its picture the poster), else its picture. */
function Header({ item }: { readonly item: RecommenderItem }): ReactElement {
  const classes = useRecommenderStyles();
  if (item.videoUrl) return <video className={classes.video} controls preload="metadata" src={item.videoUrl} poster={item.imgUrl ?? undefined} aria-label={item.title} />;
  return <ItemMedia item={item} alt={item.title} />;
}

/** ADD TO ACCOUNT's progress and end (001 §4). */
function CopyNotice({ copy, onOpenCopy }: { readonly copy: CopyState; readonly onOpenCopy: (scriptId: number) => void }): ReactElement {
  const done = copy.status === 'done' && copy.scriptId !== null;
  return (
    <div role="status">
      {copy.status === 'copying' ? <Typography.Text>{MARKETPLACE_TEXTS.addingToAccount}</Typography.Text> : null}
      {done ? (
        <Alert
          type="success"
          showIcon
          title={T.addedToAccount}
          action={
            <Button size="small" onClick={() => onOpenCopy(copy.scriptId as number)}>
              {T.openStoryboard}
            </Button>
          }
        />
      ) : null}
      {copy.status === 'failed' ? <Alert type="error" showIcon title={copy.error} /> : null}
    </div>
  );
}

/**
 * The storyboard modal (002 §2): header media, title, description, the creator with "View
 * Creators", tags, the Shot Overview (shots without a picture hidden, each numbered from 1
 * in the storyboard), ADD TO ACCOUNT for a marketplace storyboard, and CLOSE.
 */
export function StoryboardModal({ detail, copy, creatorsHref, onViewCreators, returnFocus, afterClose, onAddToAccount, onOpenCopy, onClose }: StoryboardModalProps): ReactElement {
  const classes = useRecommenderStyles();
  const item = detail?.data ?? null;
  const listingId = item?.listingId ?? null;
  const copying = copy.status === 'copying' && copy.listingId === listingId;
  const footer = (
    <Flex justify="flex-end" gap="small" wrap>
      {listingId !== null ? (
        <Button type="primary" loading={copying} disabled={copy.status === 'copying'} onClick={() => onAddToAccount(listingId)}>
          {L.addToAccount}
        </Button>
      ) : null}
      <Button onClick={onClose}>{L.close}</Button>
    </Flex>
  );
  const shots = item ? item.shots.map((shot, i) => ({ ...shot, number: i + 1 })).filter((shot) => shot.shotUrl !== null) : [];
  return (
    <Modal
      open={detail !== null}
      title={item?.title ?? T.detailLoading}
      onCancel={onClose}
      footer={footer}
      width={760}
      centered
      focusable={{ focusTriggerAfterClose: returnFocus }}
      afterClose={afterClose}
    >
      {detail ? <DetailState detail={detail} /> : null}
      {item ? (
        <Flex vertical gap="small">
          <Header item={item} />
          <Typography.Text className={classes.match}>{matchLabel(item.matchPercentage)}</Typography.Text>
          {item.description ? <Typography.Paragraph>{item.description}</Typography.Paragraph> : null}
          <section aria-label={T.creator}>
            <Flex justify="space-between" align="baseline" gap="small" wrap>
              <Typography.Title level={3} className={classes.part}>
                {T.creator}
              </Typography.Title>
              <a href={creatorsHref} onClick={onViewCreators}>
                {L.viewCreators}
              </a>
            </Flex>
            <Typography.Text strong>{item.name}</Typography.Text>
            {item.infoDesc ? <Typography.Paragraph type="secondary">{item.infoDesc}</Typography.Paragraph> : null}
          </section>
          {item.tags.length > 0 ? (
            <section aria-label={T.tags}>
              <Typography.Title level={3} className={classes.part}>
                {T.tags}
              </Typography.Title>
              <TagList tags={item.tags} />
            </section>
          ) : null}
          {shots.length > 0 ? (
            <section aria-label={L.shotOverview}>
              <Typography.Title level={3} className={classes.part}>
                {L.shotOverview}
              </Typography.Title>
              <ol className={classes.track}>
                {shots.map((shot) => (
                  <li key={shot.number}>
                    <figure className={classes.shot}>
                      <img src={shot.shotUrl as string} alt="" loading="lazy" className={classes.media} />
                      <figcaption className={classes.secondary}>
                        {shotNumberLabel(shot.number)} · {shot.shotTitle}
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          <CopyNotice copy={copy} onOpenCopy={onOpenCopy} />
        </Flex>
      ) : null}
    </Modal>
  );
}

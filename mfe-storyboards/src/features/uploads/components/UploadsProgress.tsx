import type { ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { UPLOAD_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { Button, Flex, Spin, Tag, Typography, createStyles } from '@portal/shared-ui';
import { Progress } from '@portal/shared-ui/widgets';
import { selectUploads, uploadsCleared, type ScriptCreation, type UploadItem } from '../slice';

const useStyles = createStyles('uploads-progress', (token) => ({
  area: { marginTop: token.marginLG },
  list: { listStyle: 'none', padding: 0, margin: `${token.marginSM}px 0 0`, display: 'flex', flexDirection: 'column', gap: token.margin },
  name: { overflowWrap: 'anywhere' },
  fetching: { padding: `${token.paddingXXS}px 0` },
}));

/** How much of the file is sent; an image from an address has no size until the api has it, so 0 until it succeeds. */
const percentOf = (item: UploadItem): number => {
  if (item.state === 'success') return 100;
  return item.size > 0 ? Math.floor((item.loaded / item.size) * 100) : 0;
};

/** The file's state (001 §4: uploading, "File Uploaded", "Upload failed"). */
function stateText(item: UploadItem): string {
  switch (item.state) {
    case 'queued':
      return T.waiting;
    case 'uploading':
      return item.url === null ? T.uploading(percentOf(item)) : T.fetching;
    case 'success':
      return T.fileUploaded;
    case 'failed':
      return T.uploadFailed;
  }
}

/** Where the storyboard made from the file is. */
function creationText(creation: ScriptCreation): string {
  switch (creation.status) {
    case 'running':
      return T.processing(creation.step);
    case 'completed':
      return T.storyboardReady;
    case 'failed':
    case 'stopped':
      return creation.error ?? T.uploadFailed;
  }
}

function FileLine({ item, creation }: { item: UploadItem; creation: ScriptCreation | null }): ReactElement {
  const classes = useStyles();
  const status = item.state === 'failed' ? 'exception' : item.state === 'success' ? 'success' : item.state === 'uploading' ? 'active' : 'normal';
  return (
    <li>
      <Flex align="center" justify="space-between" gap="small" wrap>
        <Typography.Text strong className={classes.name}>
          {item.fileName}
        </Typography.Text>
        <Tag>{item.target === 'storyboard' ? T.targetStoryboard : T.targetAsset}</Tag>
      </Flex>
      {item.url !== null && item.state === 'uploading' ? (
        // The api fetches the image: how far it is cannot be known, so no value (indeterminate).
        <div role="progressbar" aria-label={T.progressLabel(item.fileName)} aria-valuetext={stateText(item)} className={classes.fetching}>
          <Spin size="small" />
        </div>
      ) : (
        <Progress percent={percentOf(item)} status={status} aria-label={T.progressLabel(item.fileName)} aria-valuetext={stateText(item)} />
      )}
      <Typography.Text type={item.state === 'failed' ? 'danger' : undefined}>{stateText(item)}</Typography.Text>
      {item.error ? (
        <Typography.Paragraph type="danger" role="alert">
          {item.error}
        </Typography.Paragraph>
      ) : null}
      {creation ? (
        <Typography.Paragraph type={creation.status === 'failed' ? 'danger' : 'secondary'} role={creation.status === 'failed' ? 'alert' : undefined}>
          {creationText(creation)}
        </Typography.Paragraph>
      ) : null}
    </li>
  );
}

/**
 * The progress area (001 §2, §4): one bar per file of the batch with its state, what
 * became of a storyboard made from it, and the batch's count, announced as it changes.
 * Once every file has its outcome (bulk_completed) the lines can be cleared.
 */
export function UploadsProgress(): ReactElement | null {
  const dispatch = useDispatch();
  const classes = useStyles();
  const { status, items, creations } = useSelector(selectUploads);
  if (items.length === 0) return null;
  const done = items.filter((i) => i.state === 'success').length;
  return (
    <section aria-label={T.progressRegion} className={classes.area}>
      <Flex align="center" justify="space-between" gap="small">
        <Typography.Text role="status">{status === 'bulk_completed' ? `${T.allFinished}: ${T.summary(done, items.length)}` : T.summary(done, items.length)}</Typography.Text>
        {status === 'bulk_completed' ? (
          <Button size="small" onClick={() => dispatch(uploadsCleared())}>
            {T.clear}
          </Button>
        ) : null}
      </Flex>
      <ul className={classes.list}>
        {items.map((item) => (
          <FileLine key={item.id} item={item} creation={creations.find((c) => c.requestId === item.requestId) ?? null} />
        ))}
      </ul>
    </section>
  );
}

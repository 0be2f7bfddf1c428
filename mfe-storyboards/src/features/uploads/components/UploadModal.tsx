import { useState, type ReactElement } from 'react';
import { useDispatch } from 'react-redux';
import { UPLOAD_TEXTS as T, type UploadKind } from '@portal/shared-contracts/storyboards';
import { Alert, Button, Flex, Tag, Typography, createStyles } from '@portal/shared-ui';
import { MediaDropZone } from '@portal/shared-ui/data';
import { Radio } from '@portal/shared-ui/forms';
import { Modal } from '@portal/shared-ui/widgets';
import { shelveFile } from '../fileShelf';
import { DROP_ZONE_FILES, checkFile, targetOf, type UploadTarget } from '../files';
import { imageFromUrlRequest, uploadsRequested, type UploadRequest } from '../slice';
import { ImageUrlField } from './ImageUrlField';

const useStyles = createStyles('upload-modal', (token) => ({
  list: { listStyle: 'none', padding: 0, margin: `${token.margin}px 0`, display: 'flex', flexDirection: 'column', gap: token.marginSM },
  refusals: { margin: 0, paddingInlineStart: token.paddingLG },
  alert: { marginTop: token.margin },
  address: { overflowWrap: 'anywhere' },
}));

/** A chosen file the api takes, and for a video the user's answer: a new storyboard or an asset. */
interface Chosen {
  readonly key: string;
  readonly file: File;
  readonly kind: UploadKind;
  readonly contentType: string;
  readonly videoChoice: UploadTarget | null;
}

/** An image's web address, for the api to fetch into the customer's assets. */
interface ChosenUrl {
  readonly key: string;
  readonly url: string;
}

let chosenKeys = 0;
const nextKey = (): string => `chosen-${(chosenKeys += 1)}`;

/** Sorts files into those the api takes (UPLOAD_KINDS) and the refusals' messages. */
function intake(files: readonly File[]): { chosen: Chosen[]; refusals: string[] } {
  const chosen: Chosen[] = [];
  const refusals: string[] = [];
  for (const file of files) {
    const check = checkFile(file);
    if (check.ok) chosen.push({ key: nextKey(), file, kind: check.kind, contentType: check.contentType, videoChoice: null });
    else refusals.push(check.reason);
  }
  return { chosen, refusals };
}

export interface UploadModalProps {
  readonly open: boolean;
  /** Files already picked (dropped on the Storymaker's uploader). */
  readonly initialFiles?: readonly File[];
  /** The modal closes: cancelled, or the upload started. */
  readonly onClose: () => void;
  /**
   * The customer the files are for: the storyboard's when an admin works on another
   * customer's storyboard; the signed-in user's when absent.
   */
  readonly customerId?: string | number | null;
}

/**
 * "Upload Storyboard or Asset" (001 §2): many files, each routed by its type (a storyboard
 * document makes a storyboard; images and audio are assets; for a video the user says
 * which), and images from web addresses (assets the api fetches). Files of a type or size
 * the api does not take, and addresses it would not ask, are refused here, with the
 * reason, before anything is sent. Upload starts the queue and closes the modal; the
 * progress area shows each file from there.
 */
export function UploadModal({ open, initialFiles = [], onClose, customerId = null }: UploadModalProps): ReactElement {
  return (
    <Modal open={open} title={T.modalTitle} onCancel={onClose} footer={null} destroyOnHidden>
      <UploadForm initialFiles={initialFiles} customerId={customerId === null ? null : String(customerId)} onStarted={onClose} onCancel={onClose} />
    </Modal>
  );
}

interface UploadFormProps {
  readonly initialFiles: readonly File[];
  readonly customerId: string | null;
  readonly onStarted: () => void;
  readonly onCancel: () => void;
}

function UploadForm({ initialFiles, customerId, onStarted, onCancel }: UploadFormProps): ReactElement {
  const dispatch = useDispatch();
  const classes = useStyles();
  const [{ chosen, refusals }, setFiles] = useState(() => intake(initialFiles));
  const [urls, setUrls] = useState<readonly ChosenUrl[]>([]);

  const add = (files: File[]): void => {
    const taken = intake(files);
    setFiles((now) => ({ chosen: [...now.chosen, ...taken.chosen], refusals: taken.refusals }));
  };
  const update = (key: string, change: (c: Chosen) => Chosen | null): void =>
    setFiles((now) => ({ ...now, chosen: now.chosen.flatMap((c) => (c.key === key ? (change(c) ?? []) : [c])) }));

  const addUrl = (url: string): void => setUrls((now) => (now.some((u) => u.url === url) ? now : [...now, { key: nextKey(), url }]));

  const undecided = chosen.some((c) => targetOf(c.kind, c.videoChoice) === null);
  const start = (): void => {
    const files = chosen.flatMap((c): UploadRequest[] => {
      const target = targetOf(c.kind, c.videoChoice);
      if (!target) return [];
      return [{ id: shelveFile(c.file), fileName: c.file.name, contentType: c.contentType, size: c.file.size, kind: c.kind, target, customerId, url: null }];
    });
    dispatch(uploadsRequested({ items: [...files, ...urls.map(({ url }) => imageFromUrlRequest(url, customerId))] }));
    onStarted();
  };

  return (
    <>
      <MediaDropZone label={T.dropZone} accept={[]} multiple files={DROP_ZONE_FILES} onFiles={add} />
      <ImageUrlField onAdd={addUrl} />
      {refusals.length > 0 ? (
        <Alert
          type="error"
          showIcon
          className={classes.alert}
          title={T.refusedTitle}
          description={
            <ul className={classes.refusals}>
              {refusals.map((reason, i) => (
                <li key={`${i}-${reason}`}>{reason}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      {chosen.length + urls.length > 0 ? (
        <ul aria-label={T.chosenFiles} className={classes.list}>
          {chosen.map((c) => (
            <li key={c.key}>
              <Flex align="center" justify="space-between" gap="small" wrap>
                <Typography.Text>{T.chosenFile(c.file.name, T.kinds[c.kind], c.file.size)}</Typography.Text>
                <Flex align="center" gap="small">
                  {c.kind === 'Video' ? (
                    <Radio.Group
                      aria-label={T.videoUse(c.file.name)}
                      value={c.videoChoice}
                      onChange={(e) => update(c.key, (x) => ({ ...x, videoChoice: e.target.value as UploadTarget }))}
                      options={[
                        { value: 'storyboard', label: T.asNewStoryboard },
                        { value: 'asset', label: T.asAsset },
                      ]}
                    />
                  ) : (
                    <Tag>{targetOf(c.kind, null) === 'storyboard' ? T.targetStoryboard : T.targetAsset}</Tag>
                  )}
                  <Button size="small" aria-label={T.remove(c.file.name)} onClick={() => update(c.key, () => null)}>
                    {T.removeButton}
                  </Button>
                </Flex>
              </Flex>
            </li>
          ))}
          {urls.map((u) => (
            <li key={u.key}>
              <Flex align="center" justify="space-between" gap="small" wrap>
                <Typography.Text className={classes.address}>{T.chosenUrl(u.url)}</Typography.Text>
                <Flex align="center" gap="small">
                  <Tag>{T.targetAsset}</Tag>
                  <Button size="small" aria-label={T.remove(u.url)} onClick={() => setUrls((now) => now.filter((x) => x.key !== u.key))}>
                    {T.removeButton}
                  </Button>
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
      ) : null}
      {undecided ? <Typography.Paragraph type="secondary">{T.chooseVideoUse}</Typography.Paragraph> : null}
      <Flex justify="end" gap="small">
        <Button onClick={onCancel}>{T.cancel}</Button>
        <Button type="primary" onClick={start} disabled={chosen.length + urls.length === 0 || undecided}>
          {T.upload}
        </Button>
      </Flex>
    </>
  );
}

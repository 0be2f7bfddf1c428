import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { toCalendarDate } from '@portal/shared-contracts/core';
import { QR_CODE, QR_MESSAGES as T, qrDownloadFileName, qrExpiresOn, qrExpiryEpochMs } from '@portal/shared-contracts/storyboards';
import { Alert, Button, Flex, Spin, Typography, createStyles, useBus } from '@portal/shared-ui';
import { Modal } from '@portal/shared-ui/widgets';
import { saveFile } from '@portal/shared-ui/http';
import { ExpiryFields } from './components/ExpiryFields';
import { QrPreview } from './components/QrPreview';
import { defaultExpiryInput, expiryRangeProblem, parseExpiry, type ExpiryInput } from './expiry';
import { qrPng } from './qrImage';
import { qrLinkCleared, qrLinkRequested, selectQrLink } from './slice';

const useStyles = createStyles('storyboard-qr-modal', (token) => ({
  preview: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: token.marginSM,
    minBlockSize: QR_CODE.PREVIEW_SIZE_PX,
    justifyContent: 'center',
    marginBlock: token.marginLG,
  },
  expires: { marginBlockEnd: 0, textAlign: 'center' },
}));

export interface QrCodeModalProps {
  readonly storyboardId: number;
  readonly onClose: () => void;
}

/**
 * "CREATE QR CODE" (001 §2, §4, §5): an expiry date (7 days ahead unless changed), checked
 * as 001 §5 says; Set Expiry asks for the link and shows its code and "Expires on the ...";
 * the button then downloads the code as a 1000x1000 PNG. Mounted while open: every opening
 * starts from today's default.
 */
export function QrCodeModal({ storyboardId, onClose }: QrCodeModalProps): ReactElement {
  const classes = useStyles();
  const dispatch = useDispatch();
  const bus = useBus();
  const link = useSelector(selectQrLink);
  const [input, setInput] = useState<ExpiryInput>(() => defaultExpiryInput(new Date()));
  const [problem, setProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  // Closing forgets the link (and stops asking for it).
  useEffect(() => () => void dispatch(qrLinkCleared()), [dispatch]);

  // The code of this storyboard's link, once it is there.
  const shown =
    link.status === 'succeeded' && link.storyboardId === storyboardId && link.url !== null && link.expiresAt !== null
      ? { url: link.url, expiresAt: link.expiresAt }
      : null;

  const edit = (field: keyof ExpiryInput, value: string): void => {
    setInput((current) => ({ ...current, [field]: value }));
    setProblem(null);
    // The code shown was for the old date: back to Set Expiry.
    if (link.status !== 'idle') dispatch(qrLinkCleared());
  };

  const setExpiry = (): void => {
    const date = parseExpiry(input);
    if (!date) {
      bus.publish('toast/requested', { kind: 'error', message: T.invalidDateFormat });
      setProblem(T.invalidDateEntered);
      return;
    }
    const outOfRange = expiryRangeProblem(date, Date.now());
    if (outOfRange) return setProblem(outOfRange);
    dispatch(qrLinkRequested({ storyboardId, expiresAt: qrExpiryEpochMs(date) }));
  };

  const download = async (url: string, expiresAt: number): Promise<void> => {
    setDownloading(true);
    try {
      saveFile(await qrPng(url, QR_CODE.DOWNLOAD_SIZE_PX), qrDownloadFileName(toCalendarDate(new Date(expiresAt), 'utc')));
    } catch (error) {
      console.error('QR code download failed', error);
    } finally {
      setDownloading(false);
    }
  };

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (shown) void download(shown.url, shown.expiresAt);
    else if (link.status !== 'loading') setExpiry();
  };

  return (
    // The footer's "Close" (001 §2) is the one close button; Escape closes too.
    <Modal open title={T.title} footer={null} closable={false} onCancel={onClose} destroyOnHidden>
      <form onSubmit={submit} aria-label={T.title} noValidate>
        <ExpiryFields value={input} problem={problem} onChange={edit} />
        <div className={classes.preview} aria-live="polite">
          {shown ? (
            <>
              <QrPreview url={shown.url} />
              <Typography.Paragraph className={classes.expires}>{qrExpiresOn(new Date(shown.expiresAt))}</Typography.Paragraph>
            </>
          ) : link.status === 'loading' ? (
            <>
              <Spin />
              <Typography.Text>{T.making}</Typography.Text>
            </>
          ) : link.status === 'failed' ? (
            <Alert type="error" showIcon title={T.linkFailed} />
          ) : null}
        </div>
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>{T.close}</Button>
          <Button type="primary" htmlType="submit" loading={link.status === 'loading' || downloading}>
            {shown ? T.download : T.setExpiry}
          </Button>
        </Flex>
      </form>
    </Modal>
  );
}

import { lazy, Suspense, type ReactElement } from 'react';
import type { QrCodeModalProps } from './QrCodeModal';

/** The modal's chunk, with the QR encoder (the `qrcode` package), loads at the first opening, not with the detail page. */
const QrCodeModal = lazy(() => import('./QrCodeModal').then((m) => ({ default: m.QrCodeModal })));

/** "CREATE QR CODE", for the action bar to mount while it is open. */
export function QrCodeDialog(props: QrCodeModalProps): ReactElement {
  return (
    <Suspense fallback={null}>
      <QrCodeModal {...props} />
    </Suspense>
  );
}

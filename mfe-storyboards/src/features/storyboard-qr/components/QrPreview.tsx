import { useEffect, useRef, type ReactElement } from 'react';
import { QR_CODE, QR_MESSAGES as T } from '@portal/shared-contracts/storyboards';
import { createStyles } from '@portal/shared-ui';
import { drawQr } from '../qrImage';

const useStyles = createStyles('storyboard-qr-preview', () => ({
  // The code's modules stay sharp when a high-density screen scales the 200 px drawing.
  canvas: { display: 'block', inlineSize: QR_CODE.PREVIEW_SIZE_PX, blockSize: QR_CODE.PREVIEW_SIZE_PX, imageRendering: 'pixelated' },
}));

/** The link's QR code, drawn at 200x200 (001 §9), named for screen readers. */
export function QrPreview({ url }: { readonly url: string }): ReactElement {
  const classes = useStyles();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    try {
      drawQr(canvas.current, url, QR_CODE.PREVIEW_SIZE_PX);
    } catch (error) {
      // A browser without canvas drawing: the modal stays usable (Download says the same).
      console.error('QR code preview failed', error);
    }
  }, [url]);
  return <canvas ref={canvas} role="img" aria-label={T.previewLabel} width={QR_CODE.PREVIEW_SIZE_PX} height={QR_CODE.PREVIEW_SIZE_PX} className={classes.canvas} />;
}

import { create } from 'qrcode';

/*
 * The QR code is made here, in the browser (001 §7 named a third-party image service; a
 * local encoder needs no outside host and no Content-Security-Policy change): the `qrcode`
 * package encodes the link, and the modules are painted onto a canvas at exactly the size
 * asked (200 px preview, 1000 px download), which its own renderer rounds down at times.
 */

/** Light modules around the code, as the standard asks scanners to expect. */
export const QUIET_ZONE_MODULES = 4;
const DARK = '#000000';
const LIGHT = '#ffffff';

/** The dark and light modules of a link's QR code (error correction M: 15% may be damaged). */
export interface QrMatrix {
  readonly size: number;
  isDark(row: number, col: number): boolean;
}

export function qrMatrixOf(text: string): QrMatrix {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, col) => Boolean(modules.get(row, col)) };
}

/** What painting needs of a 2D context. */
export type QrPainter = Pick<CanvasRenderingContext2D, 'fillStyle' | 'fillRect'>;

/**
 * Paints the code as a `sizePx` square: light everywhere, then each dark module, its edges
 * rounded to whole pixels so neighbours meet without gaps or overlaps.
 */
export function paintQr(painter: QrPainter, matrix: QrMatrix, sizePx: number): void {
  const cell = sizePx / (matrix.size + 2 * QUIET_ZONE_MODULES);
  const edge = (modules: number): number => Math.round((modules + QUIET_ZONE_MODULES) * cell);
  painter.fillStyle = LIGHT;
  painter.fillRect(0, 0, sizePx, sizePx);
  painter.fillStyle = DARK;
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      if (!matrix.isDark(row, col)) continue;
      const x = edge(col);
      const y = edge(row);
      painter.fillRect(x, y, edge(col + 1) - x, edge(row + 1) - y);
    }
  }
}

/** Draws `text`'s code onto the canvas, which becomes `sizePx` by `sizePx`. */
export function drawQr(canvas: HTMLCanvasElement, text: string, sizePx: number): void {
  canvas.width = sizePx;
  canvas.height = sizePx;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');
  paintQr(context, qrMatrixOf(text), sizePx);
}

/** `text`'s code as a `sizePx` PNG. */
export function qrPng(text: string, sizePx: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  drawQr(canvas, text, sizePx);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The QR code could not be encoded as PNG'))), 'image/png');
  });
}


import { QR_CODE } from '@portal/shared-contracts/storyboards';
import { QUIET_ZONE_MODULES, paintQr, qrMatrixOf, type QrPainter } from './qrImage';

const LINK = 'http://localhost:4000/share/42.1767225599000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

interface Fill {
  readonly style: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

function recorder(): QrPainter & { fills: Fill[] } {
  const fills: Fill[] = [];
  return {
    fills,
    fillStyle: '',
    fillRect(x, y, w, h) {
      fills.push({ style: String(this.fillStyle), x, y, w, h });
    },
  };
}

describe('qrMatrixOf', () => {
  it('encodes the link with the three finder patterns in their corners', () => {
    const m = qrMatrixOf(LINK);
    expect(m.size).toBeGreaterThanOrEqual(21);
    expect((m.size - 17) % 4).toBe(0);
    for (const [row, col] of [[0, 0], [0, m.size - 1], [m.size - 1, 0]] as const) {
      expect(m.isDark(row, col)).toBe(true);
    }
    // Inside each finder's dark ring, a light ring.
    expect(m.isDark(1, 1)).toBe(false);
    expect(m.isDark(1, m.size - 2)).toBe(false);
  });
});

describe('paintQr', () => {
  it.each([QR_CODE.PREVIEW_SIZE_PX, QR_CODE.DOWNLOAD_SIZE_PX])('fills exactly %i px, every dark module on whole pixels, neighbours meeting', (size) => {
    const m = qrMatrixOf(LINK);
    const painter = recorder();
    paintQr(painter, m, size);
    const [background, ...modules] = painter.fills;
    expect(background).toEqual({ style: '#ffffff', x: 0, y: 0, w: size, h: size });
    let dark = 0;
    for (let r = 0; r < m.size; r++) for (let c = 0; c < m.size; c++) if (m.isDark(r, c)) dark++;
    expect(modules).toHaveLength(dark);
    expect(modules.every((f) => f.style === '#000000')).toBe(true);
    expect(modules.every((f) => [f.x, f.y, f.w, f.h].every(Number.isInteger) && f.w > 0 && f.h > 0)).toBe(true);
    const cell = size / (m.size + 2 * QUIET_ZONE_MODULES);
    const quiet = Math.round(QUIET_ZONE_MODULES * cell);
    expect(Math.min(...modules.map((f) => f.x))).toBe(quiet);
    expect(Math.min(...modules.map((f) => f.y))).toBe(quiet);
    expect(Math.max(...modules.map((f) => f.x + f.w))).toBe(size - quiet);
    expect(Math.max(...modules.map((f) => f.y + f.h))).toBe(size - quiet);
    // The finder's top row: seven dark modules side by side, no gap and no overlap.
    const top = modules.filter((f) => f.y === quiet).sort((a, b) => a.x - b.x).slice(0, 7);
    for (let i = 1; i < top.length; i++) expect(top[i]!.x).toBe(top[i - 1]!.x + top[i - 1]!.w);
  });
});

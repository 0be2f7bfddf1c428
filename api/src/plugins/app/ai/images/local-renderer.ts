import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AI_FORMATS, AI_SHOT_TYPES, AI_SHOT_TYPE_LABELS } from '../../../../contracts';
import { escapeHtml } from '../../html';
import { svgTextRenders, wrapWords } from '../../storyboards/seed-images';
import { SHOT_IMAGE_SIZE, type ShotImagePort, type ShotImageRequest } from './port';

/*
 * The local shot renderer (docs/adr/029): no network, no model. Each shot gets a
 * storyboard-sketch frame in its storyboard's orientation (1280x720 or 720x1280): a header
 * with the shot's number, its type (Interview or B-Roll) and its title, a sketch drawn with
 * simple shapes (a person at a microphone for an interview, a scene with a camera move for
 * B-Roll, its colours and layout picked from a hash of the prompt, so two prompts give two
 * pictures), and the start of the image prompt under it. SVG rendered to PNG by sharp, as
 * the seed images are; without a usable font the texts are left out and the shapes stay.
 */

const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';
const INK = '#2b2d42';
const PAPER = '#f6f3ec';
const ACCENT = { [AI_SHOT_TYPES.interview]: '#fb5607', [AI_SHOT_TYPES.bRoll]: '#3a86ff' } as const;

/** Numbers from the prompt's hash: the sketch's choices. */
function choicesOf(prompt: string): { hue: number; flip: boolean; peaks: number; sunX: number; people: number } {
  const h = createHash('sha256').update(prompt).digest();
  return { hue: h.readUInt16BE(0) % 360, flip: (h[2] ?? 0) % 2 === 1, peaks: 2 + ((h[3] ?? 0) % 3), sunX: 60 + ((h[4] ?? 0) % 280), people: 1 + ((h[5] ?? 0) % 3) };
}

/** An interview set-up in a 400x300 box: the storyteller on a chair, a microphone, a light, a window behind. */
function interviewSketch(c: ReturnType<typeof choicesOf>): string {
  const x = c.flip ? 250 : 150;
  const mic = c.flip ? 150 : 250;
  const light = c.flip ? 30 : 370;
  const win = c.flip ? 80 : 220;
  return [
    `<rect x="${win}" y="30" width="100" height="80" fill="hsl(${c.hue}, 60%, 85%)" stroke="${INK}" stroke-width="3"/>`,
    `<path d="M${win + 50} 30 V110 M${win} 70 H${win + 100}" stroke="${INK}" stroke-width="2"/>`,
    `<rect x="${x - 45}" y="205" width="90" height="20" rx="6" fill="#cdb4db" stroke="${INK}" stroke-width="3"/>`,
    `<path d="M${x - 35} 225 V280 M${x + 35} 225 V280" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M${x - 55} 215 C${x - 55} 160 ${x - 35} 145 ${x} 145 C${x + 35} 145 ${x + 55} 160 ${x + 55} 215 Z" fill="hsl(${c.hue}, 55%, 70%)" stroke="${INK}" stroke-width="3"/>`,
    `<circle cx="${x}" cy="115" r="32" fill="#ffd6a5" stroke="${INK}" stroke-width="3"/>`,
    `<path d="M${mic} 280 V150" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`,
    `<rect x="${mic - 9}" y="118" width="18" height="36" rx="9" fill="#adb5bd" stroke="${INK}" stroke-width="3"/>`,
    `<path d="M${light} 280 V80" stroke="${INK}" stroke-width="3"/>`,
    `<rect x="${light - 22}" y="52" width="44" height="34" rx="4" fill="#ffe66d" stroke="${INK}" stroke-width="3"/>`,
    `<path d="M0 280 H400" stroke="${INK}" stroke-width="4"/>`,
  ].join('');
}

/** A B-Roll scene in a 400x300 box: hills, the sun, people, and an arrow for the camera's move. */
function bRollSketch(c: ReturnType<typeof choicesOf>): string {
  const step = 400 / c.peaks;
  const hills = Array.from({ length: c.peaks }, (_, i) => `L${Math.round(i * step + step / 2)} ${120 + ((i * 37 + c.hue) % 70)} L${Math.round((i + 1) * step)} 220`).join(' ');
  const people = Array.from({ length: c.people }, (_, i) => {
    const px = 120 + i * 70 + (c.flip ? 60 : 0);
    return `<circle cx="${px}" cy="228" r="11" fill="${INK}"/><path d="M${px} 239 V268 M${px - 14} 250 H${px + 14} M${px} 268 L${px - 10} 286 M${px} 268 L${px + 10} 286" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`;
  }).join('');
  return [
    `<circle cx="${c.sunX}" cy="70" r="28" fill="#ffbe0b" stroke="${INK}" stroke-width="3"/>`,
    `<path d="M0 220 ${hills} L400 220 L400 300 L0 300 Z" fill="hsl(${c.hue}, 45%, 72%)" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>`,
    `<path d="M0 220 H400" stroke="${INK}" stroke-width="3"/>`,
    people,
    `<path d="M${c.flip ? 360 : 40} 30 H${c.flip ? 280 : 120}" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M${c.flip ? 292 : 108} 20 L${c.flip ? 278 : 122} 30 L${c.flip ? 292 : 108} 40" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`,
  ].join('');
}

/** The sketch of a shot, as an SVG document at its orientation's size. */
export function shotSketchSvg(request: ShotImageRequest, withText: boolean): string {
  const { width: w, height: h } = SHOT_IMAGE_SIZE[request.format];
  const portrait = request.format === AI_FORMATS.portrait;
  const c = choicesOf(request.prompt);
  const accent = ACCENT[request.type];
  const label = AI_SHOT_TYPE_LABELS[request.type];
  const m = 40;
  const titleLines = wrapWords(request.title, portrait ? 30 : 56, portrait ? 2 : 1);
  const promptLines = wrapWords(request.prompt, portrait ? 40 : 80, portrait ? 6 : 3);
  const headerBottom = portrait ? 250 : 168;
  const footerTop = portrait ? 930 : 548;
  const area = { x: m + 30, y: headerBottom + 10, w: w - 2 * m - 60, h: footerTop - headerBottom - 30 };
  const corner = (x: number, y: number, dx: number, dy: number): string =>
    `<path d="M${x} ${y + dy * 36} V${y} H${x + dx * 36}" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`;
  const badgeWidth = 150;
  const text = withText
    ? [
        `<rect x="${m + 30}" y="${m + 28}" width="${badgeWidth}" height="48" rx="24" fill="${accent}"/>`,
        `<text x="${m + 30 + badgeWidth / 2}" y="${m + 62}" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="700" fill="#ffffff">Shot ${request.shotNumber}</text>`,
        `<text x="${m + 30 + badgeWidth + 20}" y="${m + 62}" font-family="${FONT}" font-size="26" fill="${INK}" opacity="0.75">${escapeHtml(label)}</text>`,
        ...titleLines.map(
          (line, i) => `<text x="${m + 30}" y="${m + 120 + i * 44}" font-family="${FONT}" font-size="34" font-weight="700" fill="${INK}">${escapeHtml(line)}</text>`,
        ),
        ...promptLines.map(
          (line, i) => `<text x="${m + 30}" y="${footerTop + 34 + i * 34}" font-family="${FONT}" font-size="24" fill="${INK}" opacity="0.8">${escapeHtml(line)}</text>`,
        ),
      ].join('')
    : [
        `<rect x="${m + 30}" y="${m + 28}" width="${40 + 20 * Math.min(request.shotNumber, 20)}" height="48" rx="24" fill="${accent}"/>`,
        ...promptLines.map((_, i) => `<rect x="${m + 30}" y="${footerTop + 14 + i * 34}" width="${w - 2 * m - 80 - ((i * 97) % 200)}" height="16" rx="8" fill="${INK}" opacity="0.2"/>`),
      ].join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<rect width="${w}" height="${h}" fill="${PAPER}"/>`,
    `<rect x="${m}" y="${m}" width="${w - 2 * m}" height="${h - 2 * m}" rx="24" fill="#ffffff" stroke="${INK}" stroke-width="8"/>`,
    `<rect x="${area.x}" y="${area.y}" width="${area.w}" height="${area.h}" rx="12" fill="hsl(${c.hue}, 40%, 96%)" stroke="${INK}" stroke-width="3" stroke-dasharray="10 8"/>`,
    corner(area.x + 16, area.y + 16, 1, 1),
    corner(area.x + area.w - 16, area.y + 16, -1, 1),
    corner(area.x + 16, area.y + area.h - 16, 1, -1),
    corner(area.x + area.w - 16, area.y + area.h - 16, -1, -1),
    `<svg x="${area.x + 30}" y="${area.y + 20}" width="${area.w - 60}" height="${area.h - 40}" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid meet">`,
    request.type === AI_SHOT_TYPES.interview ? interviewSketch(c) : bRollSketch(c),
    '</svg>',
    text,
    '</svg>',
  ].join('');
}

/** The local renderer as the image port: PNG sketches (see the header). */
export function localShotRenderer(): ShotImagePort {
  return {
    name: 'local-renderer',
    async draw(request, signal) {
      signal.throwIfAborted();
      const { width, height } = SHOT_IMAGE_SIZE[request.format];
      const svg = shotSketchSvg(request, await svgTextRenders());
      const bytes = await sharp(Buffer.from(svg)).resize(width, height, { fit: 'fill' }).png({ compressionLevel: 6 }).toBuffer();
      signal.throwIfAborted();
      return { bytes, contentType: 'image/png', extension: 'png' };
    },
  };
}

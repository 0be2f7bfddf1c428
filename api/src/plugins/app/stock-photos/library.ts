import { SEED_IMAGE_SIZE, seedImage, svgDocument, type SeedImage } from '../storyboards/seed-images';

/*
 * The local stock photo library: two dozen tagged pictures drawn as SVG and rendered by
 * sharp at seed time (seed-images.ts), nothing downloaded. Each is a scene (sky, sun or
 * moon, hills) with a subject (a ball and goal, books, a guitar, a cup, trees, a skyline,
 * a tent, a gift) in the light of a time of day, stored at three sizes under
 * `public/stock/` (the shape of a stock photo service's thumb, small and regular).
 */

export const STOCK_PREFIX = 'public/stock/';
/** The sizes a stock photo comes in (001 §3: urls thumb, small, regular). */
export const STOCK_SIZES = {
  regular: SEED_IMAGE_SIZE,
  small: { width: 400, height: 225 },
  thumb: { width: 200, height: 113 },
} as const;
export type StockSize = keyof typeof STOCK_SIZES;

/** Who the local library names as its photographer. */
export const LOCAL_PHOTOGRAPHER = 'Story Portal library';

interface Light {
  readonly name: string;
  readonly sky: readonly [string, string];
  readonly sun: string;
  readonly hills: readonly [string, string];
}

const LIGHTS: readonly Light[] = [
  { name: 'morning', sky: ['#bde0fe', '#fefae0'], sun: '#ffd166', hills: ['#95d5b2', '#52b788'] },
  { name: 'sunset', sky: ['#ff9e80', '#6a4c93'], sun: '#ffcb69', hills: ['#7b2cbf', '#3c096c'] },
  { name: 'night', sky: ['#0b132b', '#3a506b'], sun: '#f1faee', hills: ['#1c2541', '#0b132b'] },
];

interface Subject {
  readonly name: string;
  readonly words: string;
  readonly tags: readonly string[];
  readonly draw: string;
}

const INK = '#1d1d1f';
const SUBJECTS: readonly Subject[] = [
  {
    name: 'football',
    words: 'football on a sports field in front of the goal',
    tags: ['Sports', 'Football', 'Club'],
    draw: `<path d="M760 330 H1060 V520" fill="none" stroke="#ffffff" stroke-width="14"/><path d="M760 330 V520" stroke="#ffffff" stroke-width="14"/><circle cx="560" cy="540" r="52" fill="#ffffff" stroke="${INK}" stroke-width="6"/><path d="M560 510 L585 530 L575 560 L545 560 L535 530 Z" fill="${INK}"/>`,
  },
  {
    name: 'books',
    words: 'books stacked for study at school',
    tags: ['Education', 'School', 'Study'],
    draw: `<rect x="500" y="470" width="300" height="50" rx="6" fill="#e76f51" stroke="${INK}" stroke-width="6"/><rect x="520" y="420" width="260" height="50" rx="6" fill="#2a9d8f" stroke="${INK}" stroke-width="6"/><rect x="490" y="370" width="280" height="50" rx="6" fill="#e9c46a" stroke="${INK}" stroke-width="6"/>`,
  },
  {
    name: 'guitar',
    words: 'acoustic guitar for live music',
    tags: ['Music', 'Entertainment', 'Events'],
    draw: `<ellipse cx="640" cy="500" rx="90" ry="70" fill="#bc6c25" stroke="${INK}" stroke-width="6"/><ellipse cx="640" cy="420" rx="65" ry="55" fill="#bc6c25" stroke="${INK}" stroke-width="6"/><circle cx="640" cy="470" r="22" fill="${INK}"/><rect x="628" y="230" width="24" height="170" fill="#6f4518" stroke="${INK}" stroke-width="5"/>`,
  },
  {
    name: 'coffee',
    words: 'coffee cup at a cafe meeting',
    tags: ['Food', 'Business', 'Hospitality'],
    draw: `<path d="M540 400 H740 L720 560 H560 Z" fill="#ffffff" stroke="${INK}" stroke-width="6"/><path d="M740 430 C800 430 800 510 730 510" fill="none" stroke="${INK}" stroke-width="10"/><path d="M600 370 C580 340 620 320 600 290 M660 370 C640 340 680 320 660 290" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.8"/>`,
  },
  {
    name: 'forest',
    words: 'trees in a forest for an outdoor walk',
    tags: ['Outdoors', 'Nature', 'Environment'],
    draw: [420, 560, 700, 840]
      .map((x, i) => `<path d="M${x} ${300 + (i % 2) * 40} L${x - 80} 520 H${x + 80} Z" fill="#2d6a4f" stroke="${INK}" stroke-width="6"/><rect x="${x - 12}" y="520" width="24" height="50" fill="#6f4518"/>`)
      .join(''),
  },
  {
    name: 'city',
    words: 'city skyline with office towers for business',
    tags: ['Business', 'City', 'Corporate'],
    draw: [
      [380, 300],
      [480, 240],
      [580, 340],
      [680, 200],
      [780, 280],
      [880, 360],
    ]
      .map(([x, y]) => `<rect x="${x}" y="${y}" width="90" height="${580 - (y ?? 0)}" fill="#adb5bd" stroke="${INK}" stroke-width="5"/>`)
      .join(''),
  },
  {
    name: 'camping',
    words: 'tent at a camping trip under the sky',
    tags: ['Outdoors', 'Travel', 'Community'],
    draw: `<path d="M640 330 L480 560 H800 Z" fill="#f4a261" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/><path d="M640 330 L600 560 H680 Z" fill="#264653"/>`,
  },
  {
    name: 'celebration',
    words: 'gift and balloons for a celebration event',
    tags: ['Events', 'Celebration', 'Community'],
    draw: `<rect x="560" y="440" width="160" height="120" fill="#e63946" stroke="${INK}" stroke-width="6"/><rect x="628" y="440" width="24" height="120" fill="#ffd166"/><circle cx="500" cy="300" r="50" fill="#4cc9f0" stroke="${INK}" stroke-width="5"/><circle cx="800" cy="280" r="55" fill="#f72585" stroke="${INK}" stroke-width="5"/><path d="M500 350 V440 M800 335 V440" stroke="${INK}" stroke-width="3"/>`,
  },
];

/** One photo of the local library. */
export interface LocalStockPhoto {
  readonly id: string;
  readonly description: string;
  readonly tags: readonly string[];
  /** Its image at each size. */
  readonly images: Readonly<Record<StockSize, SeedImage>>;
}

function sceneSvg(subject: Subject, light: Light): string {
  const star = light.name === 'night' ? '<g fill="#ffffff" opacity="0.8"><circle cx="200" cy="120" r="3"/><circle cx="340" cy="80" r="2"/><circle cx="1100" cy="140" r="3"/><circle cx="980" cy="70" r="2"/></g>' : '';
  return svgDocument(
    [
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light.sky[0]}"/><stop offset="1" stop-color="${light.sky[1]}"/></linearGradient></defs>`,
      '<rect width="1280" height="720" fill="url(#sky)"/>',
      star,
      `<circle cx="1040" cy="170" r="70" fill="${light.sun}"/>`,
      `<path d="M0 520 C240 420 420 470 640 500 C860 530 1040 430 1280 480 V720 H0 Z" fill="${light.hills[0]}"/>`,
      `<path d="M0 600 C300 540 600 600 900 580 C1080 570 1200 590 1280 600 V720 H0 Z" fill="${light.hills[1]}"/>`,
      subject.draw,
    ].join(''),
  );
}

/** The library, in a fixed order: every subject in every light (24 photos). */
export function localStockLibrary(): LocalStockPhoto[] {
  const photos: LocalStockPhoto[] = [];
  LIGHTS.forEach((light, l) =>
    SUBJECTS.forEach((subject, s) => {
      const id = `local-${String(l * SUBJECTS.length + s + 1).padStart(3, '0')}`;
      const draw = () => sceneSvg(subject, light);
      const image = (size: StockSize) => seedImage(`${STOCK_PREFIX}${id}-${subject.name}-${light.name}-${size}.png`, draw, STOCK_SIZES[size]);
      photos.push({
        id,
        description: `${subject.words} in the ${light.name === 'night' ? 'night' : light.name}`,
        tags: [...subject.tags, light.name[0]!.toUpperCase() + light.name.slice(1)],
        images: { regular: image('regular'), small: image('small'), thumb: image('thumb') },
      });
    }),
  );
  return photos;
}

import type { ProjectSettings, ShotTransition, WatermarkPosition } from './settings';

/*
 * The editing project (docs/adr/030): a Kdenlive project, which is an MLT XML document that
 * `melt` renders as it is (Kdenlive's own data rides along in `kdenlive:` properties). It
 * follows Kdenlive's document version 1.04 layout: the project bin (`main_bin` playlist
 * with the document properties), a black background track, each timeline track a tractor
 * of two playlists, and last the main tractor with the tracks and their transitions.
 *
 * Tracks, bottom to top: background audio, the shots' sound (two tracks), the shots (two
 * video tracks: consecutive shots alternate between them wherever a transition makes them
 * overlap, the A/B roll editors use), and the watermark. The closing logo is a last clip
 * after the shots. Media are referenced by file names relative to the project file.
 *
 * Timing is in frames. Shot i starts at the sum of the earlier shots' lengths; a
 * transition into shot i+1 lengthens shot i by the transition's frames, so the two overlap
 * while the transition runs and the whole lasts exactly the sum of the shots (plus the
 * closing logo). A video or audio file shorter than its slot is repeated.
 *
 * Pure: no file system, no clock. The caller writes `xml` to the project file.
 */

/** The Kdenlive document version this layout follows (Kdenlive 20.08 to 22.12; later versions upgrade it on opening). */
export const KDENLIVE_DOCUMENT_VERSION = '1.04';
/** The MLT version the documents are checked with (Debian's melt). */
const MLT_VERSION = '7.12.0';
/** Kdenlive's mark on the transitions and filters it adds itself (track compositing and mixing). */
const INTERNAL_ADDED = '237';
/** The watermark's width, in percent of the frame's, and its distance from the edges. */
const WATERMARK_WIDTH_PERCENT = 15;
const WATERMARK_MARGIN_PERCENT = 3;

/** A media file of the project. */
export interface ProjectMedia {
  /** Its name relative to the project file, e.g. `media/shot-01.png`. */
  readonly file: string;
  readonly kind: 'image' | 'video' | 'audio';
  /** A video or audio file's length; null for an image (or a length nobody could read). */
  readonly seconds: number | null;
  /** A video's sound. */
  readonly hasAudio: boolean;
}

export interface ProjectShot {
  readonly shotNumber: number;
  readonly title: string;
  readonly seconds: number;
  /** Null: a black clip holds the shot's place. */
  readonly media: ProjectMedia | null;
  /** Into the next shot (or into the closing logo after the last shot). */
  readonly transition: ShotTransition;
}

export interface EditingProjectInput {
  readonly title: string;
  /** Kdenlive's document id. */
  readonly documentId: string;
  readonly settings: ProjectSettings;
  readonly shots: readonly ProjectShot[];
  readonly watermark: ProjectMedia | null;
  readonly closingLogo: ProjectMedia | null;
  readonly backgroundAudio: ProjectMedia | null;
  /** The luma map wipes use (a left-to-right gradient, see `wipeLumaMap`). */
  readonly wipeLuma: string;
}

/** Where a shot sits on the timeline. */
export interface PlacedClip {
  readonly shotNumber: number | null;
  readonly file: string | null;
  /** First frame and frame count of its own slot (without the transition's overlap). */
  readonly start: number;
  readonly frames: number;
  /** Its video track: 0 (Shots A) or 1 (Shots B). */
  readonly track: 0 | 1;
}

export interface EditingProject {
  readonly xml: string;
  readonly fps: number;
  /** The whole project: the shots and the closing logo. */
  readonly frames: number;
  readonly seconds: number;
  /** The shots (and the closing logo, shotNumber null) in timeline order. */
  readonly clips: readonly PlacedClip[];
}

// ---------------------------------------------------------------------------------------
// A small XML writer

interface Node {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string | number>>;
  readonly children: readonly (Node | string)[];
}

const el = (name: string, attrs: Node['attrs'] = {}, children: Node['children'] = []): Node => ({ name, attrs, children });
const prop = (name: string, value: string | number): Node => el('property', { name }, [String(value)]);
const props = (values: Readonly<Record<string, string | number>>): Node[] => Object.entries(values).map(([n, v]) => prop(n, v));

const escapeXml = (text: string): string =>
  text
    // Characters XML 1.0 cannot carry at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

function serialise(node: Node, indent: string): string {
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');
  if (node.children.length === 0) return `${indent}<${node.name}${attrs}/>`;
  if (node.children.every((c) => typeof c === 'string')) return `${indent}<${node.name}${attrs}>${escapeXml(node.children.join(''))}</${node.name}>`;
  const inner = node.children.map((c) => (typeof c === 'string' ? `${indent} ${escapeXml(c)}` : serialise(c, `${indent} `))).join('\n');
  return `${indent}<${node.name}${attrs}>\n${inner}\n${indent}</${node.name}>`;
}

// ---------------------------------------------------------------------------------------
// Timeline

/** One use of a media file on a track, from `start` for `frames` frames. */
interface Use {
  readonly start: number;
  readonly frames: number;
  readonly media: ProjectMedia | null;
  readonly label: string;
  readonly binId: number;
}

/** A track's playlist built left to right: blanks fill the gaps. */
class TrackPlaylist {
  readonly items: Node[] = [];
  private cursor = 0;

  constructor(readonly id: string) {}

  place(start: number, entries: Node[], frames: number): void {
    if (start < this.cursor) throw new Error(`Clips overlap on ${this.id} at frame ${start}`);
    if (start > this.cursor) this.items.push(el('blank', { length: start - this.cursor }));
    this.items.push(...entries);
    this.cursor = start + frames;
  }
}

/** Frames of `seconds` at `fps` (a whole number of frames). */
const framesOf = (seconds: number, fps: number): number => Math.round(seconds * fps);

/** The media's length in whole frames, or null when it has none (an image) or nobody knows it. */
const mediaFrames = (media: ProjectMedia, fps: number): number | null =>
  media.kind === 'image' || media.seconds === null ? null : Math.max(1, Math.floor(media.seconds * fps));

/** Entry lengths that fill `frames` with a file of `available` frames: repeated when shorter. */
function loops(frames: number, available: number | null): number[] {
  if (available === null || available >= frames) return [frames];
  const out: number[] = [];
  for (let left = frames; left > 0; left -= available) out.push(Math.min(left, available));
  return out;
}

/** The watermark's box: WATERMARK_WIDTH_PERCENT wide, as tall as wide in pixels at most, in its corner. */
function watermarkRect(position: WatermarkPosition, settings: ProjectSettings): { rect: string; halign: string; valign: string } {
  const w = WATERMARK_WIDTH_PERCENT;
  const h = Math.min(100 - 2 * WATERMARK_MARGIN_PERCENT, (w * settings.width) / settings.height);
  const m = WATERMARK_MARGIN_PERCENT;
  const right = position.endsWith('right');
  const bottom = position.startsWith('bottom');
  const x = right ? 100 - m - w : m;
  const y = bottom ? 100 - m - h : m;
  const pct = (n: number): string => `${Number(n.toFixed(3))}%`;
  const opacity = Math.round(settings.watermarkOpacity * 100);
  return { rect: `${pct(x)}/${pct(y)}:${pct(w)}x${pct(h)}:${opacity}%`, halign: right ? 'right' : 'left', valign: bottom ? 'bottom' : 'top' };
}

/**
 * The left-to-right gradient a wipe follows (a binary PGM), small: MLT scales it to the
 * frame. Written next to the media so the project needs nothing of MLT's or Kdenlive's own.
 */
export function wipeLumaMap(width = 64, height = 36): Buffer {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) pixels[y * width + x] = Math.round((x * 255) / (width - 1));
  return Buffer.concat([header, pixels]);
}

/** The MLT profile of the settings: square pixels, progressive, the frame's aspect reduced. */
function profile(settings: ProjectSettings): Node {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const g = gcd(settings.width, settings.height);
  const portrait = settings.height > settings.width;
  return el('profile', {
    description: `${portrait ? 'Vertical ' : ''}${Math.min(settings.width, settings.height)}p ${settings.fps} fps`,
    width: settings.width,
    height: settings.height,
    progressive: 1,
    sample_aspect_num: 1,
    sample_aspect_den: 1,
    display_aspect_num: settings.width / g,
    display_aspect_den: settings.height / g,
    frame_rate_num: settings.fps,
    frame_rate_den: 1,
    colorspace: 709,
  });
}

/** Writes the editing project of a storyboard (see the header). */
export function writeEditingProject(input: EditingProjectInput): EditingProject {
  const { settings } = input;
  const fps = settings.fps;
  // Ids as Kdenlive writes them: producer0, playlist0, tractor0, ... counted per kind.
  const counters = new Map<string, number>();
  const id = (kind: string): string => {
    const n = counters.get(kind) ?? 0;
    counters.set(kind, n + 1);
    return `${kind}${n}`;
  };

  // ---- The bin: one clip per media file, Kdenlive's ids from 2 (1 is the bin's root folder).
  const binProducers: Node[] = [];
  const binEntries: Node[] = [];
  const binIds = new Map<string, number>();
  let nextBinId = 2;
  const binIdOf = (media: ProjectMedia | null, label: string): number => {
    const key = media?.file ?? `color:${label}`;
    const known = binIds.get(key);
    if (known !== undefined) return known;
    const binId = nextBinId++;
    binIds.set(key, binId);
    const producerId = id('producer');
    binProducers.push(el('producer', { id: producerId }, [...props(sourceProps(media)), ...props({ 'kdenlive:clipname': label, 'kdenlive:folderid': -1, 'kdenlive:id': binId })]));
    binEntries.push(el('entry', { producer: producerId }));
    return binId;
  };

  // ---- The shots, then the closing logo, one after another.
  const sequence: Use[] = input.shots.map((shot) => ({
    start: 0,
    frames: framesOf(shot.seconds, fps),
    media: shot.media,
    label: `Shot ${shot.shotNumber}: ${shot.title}`,
    binId: binIdOf(shot.media, shot.media ? `Shot ${shot.shotNumber}: ${shot.title}` : `Shot ${shot.shotNumber} (no media)`),
  }));
  const shotFrames = sequence.reduce((sum, u) => sum + u.frames, 0);
  if (input.closingLogo) {
    sequence.push({ start: 0, frames: framesOf(settings.closingLogoSeconds, fps), media: input.closingLogo, label: 'Closing logo', binId: binIdOf(input.closingLogo, 'Closing logo') });
  }
  let at = 0;
  const placed: Use[] = sequence.map((use) => {
    const start = at;
    at += use.frames;
    return { ...use, start };
  });
  const totalFrames = at;

  // Overlaps: the transition out of clip i runs over the first frames of clip i+1.
  const overlaps = placed.map((use, i) => {
    const next = placed[i + 1];
    const transition = input.shots[i]?.transition;
    if (!next || !transition || transition.kind === 'cut') return 0;
    return Math.max(0, Math.min(framesOf(transition.seconds, fps), next.frames - 1));
  });
  const tracks: (0 | 1)[] = [];
  placed.forEach((_, i) => {
    const previous = tracks[i - 1] ?? 1;
    tracks.push(i === 0 ? 0 : overlaps[i - 1] ? ((1 - previous) as 0 | 1) : previous);
  });

  // ---- Track playlists (each Kdenlive track is two playlists in a tractor; the second stays empty).
  const videoA = new TrackPlaylist(id('playlist'));
  const videoB = new TrackPlaylist(id('playlist'));
  const soundA = new TrackPlaylist(id('playlist'));
  const soundB = new TrackPlaylist(id('playlist'));
  const music = new TrackPlaylist(id('playlist'));
  const watermark = new TrackPlaylist(id('playlist'));
  const timelineProducers: Node[] = [];
  const groups: { children: { data: string; leaf: 'clip'; type: 'Leaf' }[]; type: 'AVSplit' }[] = [];

  /** A producer of the timeline for one use of a file (Kdenlive keeps one per use, its bin id inside). */
  const producerForUse = (media: ProjectMedia | null, frames: number, binId: number, label: string): string => {
    const producerId = id('producer');
    const length = media && media.kind !== 'image' ? (mediaFrames(media, fps) ?? frames) : frames;
    timelineProducers.push(
      el('producer', { id: producerId, in: 0, out: Math.max(0, length - 1) }, [
        ...props({ length }),
        ...props(sourceProps(media)),
        ...props({ 'kdenlive:clipname': label, 'kdenlive:id': binId }),
      ]),
    );
    return producerId;
  };
  const entries = (producerId: string, lengths: readonly number[], binId: number): Node[] =>
    lengths.map((n) => el('entry', { producer: producerId, in: 0, out: n - 1 }, [prop('kdenlive:id', binId)]));

  // Main tractor track indexes (0 is the black track); Kdenlive's group data counts without it.
  const INDEX = { music: 1, soundB: 2, soundA: 3, videoA: 4, videoB: 5, watermark: 6 } as const;
  const clips: PlacedClip[] = [];
  placed.forEach((use, i) => {
    const track = tracks[i] ?? 0;
    const frames = use.frames + (overlaps[i] ?? 0);
    const available = use.media ? mediaFrames(use.media, fps) : null;
    const lengths = loops(frames, available);
    const picture = producerForUse(use.media, frames, use.binId, use.label);
    (track === 0 ? videoA : videoB).place(use.start, entries(picture, lengths, use.binId), frames);
    if (use.media?.kind === 'video' && use.media.hasAudio) {
      const sound = producerForUse(use.media, frames, use.binId, use.label);
      (track === 0 ? soundA : soundB).place(use.start, entries(sound, lengths, use.binId), frames);
      const videoIndex = (track === 0 ? INDEX.videoA : INDEX.videoB) - 1;
      const soundIndex = (track === 0 ? INDEX.soundA : INDEX.soundB) - 1;
      groups.push({
        children: [
          { data: `${soundIndex}:${use.start}`, leaf: 'clip', type: 'Leaf' },
          { data: `${videoIndex}:${use.start}`, leaf: 'clip', type: 'Leaf' },
        ],
        type: 'AVSplit',
      });
    }
    clips.push({ shotNumber: input.shots[i]?.shotNumber ?? null, file: use.media?.file ?? null, start: use.start, frames: use.frames, track });
  });

  if (input.backgroundAudio && totalFrames > 0) {
    const binId = binIdOf(input.backgroundAudio, 'Background audio');
    const producer = producerForUse(input.backgroundAudio, totalFrames, binId, 'Background audio');
    music.place(0, entries(producer, loops(totalFrames, mediaFrames(input.backgroundAudio, fps)), binId), totalFrames);
  }
  if (input.watermark && shotFrames > 0) {
    const binId = binIdOf(input.watermark, 'Watermark');
    const producer = producerForUse(input.watermark, shotFrames, binId, 'Watermark');
    watermark.place(0, entries(producer, [shotFrames], binId), shotFrames);
  }

  // ---- Track tractors.
  const trackTractor = (playlist: TrackPlaylist, name: string, audio: boolean, filters: Node[] = []): { playlists: Node[]; tractor: Node } => {
    const audioProps = audio ? props({ 'kdenlive:audio_track': 1 }) : [];
    const first = el('playlist', { id: playlist.id }, [...audioProps, ...playlist.items]);
    const second = el('playlist', { id: id('playlist') }, audioProps);
    const tractor = el('tractor', { id: id('tractor'), in: 0, out: Math.max(0, totalFrames - 1) }, [
      ...audioProps,
      ...props({ 'kdenlive:track_name': name, 'kdenlive:trackheight': 67, 'kdenlive:timeline_active': 1, 'kdenlive:collapsed': 0 }),
      el('track', { hide: audio ? 'video' : 'audio', producer: first.attrs.id as string }),
      el('track', { hide: audio ? 'video' : 'audio', producer: second.attrs.id as string }),
      ...filters,
    ]);
    return { playlists: [first, second], tractor };
  };
  const volume = el('filter', { id: id('filter') }, props({ mlt_service: 'volume', gain: Number(settings.backgroundAudioVolume.toFixed(3)), 'kdenlive_id': 'volume' }));
  const trackList = [
    trackTractor(music, 'Background audio', true, input.backgroundAudio ? [volume] : []),
    trackTractor(soundB, 'Shot sound B', true),
    trackTractor(soundA, 'Shot sound A', true),
    trackTractor(videoA, 'Shots A', false),
    trackTractor(videoB, 'Shots B', false),
    trackTractor(watermark, 'Watermark', false),
  ];

  // ---- Transitions: between the shots, then Kdenlive's own mixing and compositing, the watermark on top.
  const transition = (values: Readonly<Record<string, string | number>>): Node => el('transition', { id: id('transition') }, props(values));
  const between: Node[] = [];
  placed.forEach((use, i) => {
    const frames = overlaps[i] ?? 0;
    const next = placed[i + 1];
    const kind = input.shots[i]?.transition.kind;
    if (!frames || !next || !kind || kind === 'cut') return;
    const incomingOnB = tracks[i + 1] === 1;
    const span = { in: next.start, out: next.start + frames - 1, a_track: INDEX.videoA, b_track: INDEX.videoB };
    if (kind === 'slide') {
      // B slides in over A, or slides out and uncovers A.
      const rect = incomingOnB ? `0=100%/0%:100%x100%:100%;${frames - 1}=0%/0%:100%x100%:100%` : `0=0%/0%:100%x100%:100%;${frames - 1}=-100%/0%:100%x100%:100%`;
      between.push(transition({ ...span, mlt_service: 'affine', kdenlive_id: 'affine', rect, distort: 0, fill: 1 }));
    } else {
      const wipe: Record<string, string | number> = kind === 'wipe' ? { resource: input.wipeLuma, softness: 0.2 } : {};
      between.push(transition({ ...span, mlt_service: 'luma', kdenlive_id: kind, reverse: incomingOnB ? 0 : 1, ...wipe }));
    }
  });
  const internal = [INDEX.music, INDEX.soundB, INDEX.soundA].map((b) =>
    transition({ a_track: 0, b_track: b, mlt_service: 'mix', kdenlive_id: 'mix', internal_added: INTERNAL_ADDED, always_active: 1, accepts_blanks: 1, sum: 1 }),
  );
  const compositing = [INDEX.videoA, INDEX.videoB].map((b) =>
    transition({ a_track: 0, b_track: b, mlt_service: 'affine', kdenlive_id: 'affine', internal_added: INTERNAL_ADDED, always_active: 1, distort: 0, fill: 1 }),
  );
  const mark = input.watermark && shotFrames > 0 ? watermarkRect(settings.watermarkPosition, settings) : null;
  const overlay = mark
    ? [transition({ in: 0, out: shotFrames - 1, a_track: 0, b_track: INDEX.watermark, mlt_service: 'affine', kdenlive_id: 'affine', ...mark, distort: 0, fill: 1 })]
    : [];

  // ---- The document.
  const blackTrack = el('producer', { id: 'black_track', in: 0, out: Math.max(0, totalFrames - 1) }, [
    ...props({ length: 2147483647, eof: 'continue', resource: 'black', aspect_ratio: 1, mlt_service: 'color', mlt_image_format: 'rgba', 'set.test_audio': 0 }),
  ]);
  const mainBin = el('playlist', { id: 'main_bin' }, [
    ...props({
      'kdenlive:docproperties.version': KDENLIVE_DOCUMENT_VERSION,
      'kdenlive:docproperties.kdenliveversion': '22.12.3',
      'kdenlive:docproperties.documentid': input.documentId,
      'kdenlive:docproperties.audioChannels': 2,
      'kdenlive:docproperties.position': 0,
      'kdenlive:docproperties.zonein': 0,
      'kdenlive:docproperties.zoneout': Math.max(0, totalFrames - 1),
      'kdenlive:docproperties.groups': JSON.stringify(groups),
      'kdenlive:documentnotes': input.title,
      xml_retain: 1,
    }),
    ...binEntries,
  ]);
  const mainTractor = el('tractor', { id: id('tractor'), in: 0, out: Math.max(0, totalFrames - 1) }, [
    ...props({ 'kdenlive:projectTractor': 1, title: input.title }),
    el('track', { producer: 'black_track' }),
    ...trackList.map((t) => el('track', { producer: t.tractor.attrs.id as string })),
    ...between,
    ...internal,
    ...compositing,
    ...overlay,
  ]);
  const root = el('mlt', { LC_NUMERIC: 'C', producer: 'main_bin', version: MLT_VERSION, title: input.title }, [
    profile(settings),
    ...binProducers,
    mainBin,
    blackTrack,
    ...timelineProducers,
    ...trackList.flatMap((t) => [...t.playlists, t.tractor]),
    mainTractor,
  ]);
  return {
    xml: `<?xml version='1.0' encoding='utf-8'?>\n${serialise(root, '')}\n`,
    fps,
    frames: totalFrames,
    seconds: totalFrames / fps,
    clips,
  };
}

/** The producer properties of a file (or of a black clip when there is none). */
function sourceProps(media: ProjectMedia | null): Record<string, string | number> {
  if (!media) return { resource: '0x000000ff', mlt_service: 'color', 'kdenlive:clip_type': 4 };
  if (media.kind === 'image') return { resource: media.file, mlt_service: 'pixbuf', 'kdenlive:clip_type': 5 };
  return { resource: media.file, mlt_service: 'avformat-novalidate', 'kdenlive:clip_type': media.kind === 'audio' ? 1 : media.hasAudio ? 3 : 2 };
}

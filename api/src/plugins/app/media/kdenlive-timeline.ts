import { childElements, parseXml, textOf, type XmlElement } from './mlt-xml';

/*
 * The main timeline of an editing project (a Kdenlive project: an MLT XML document), read
 * as the shots of a storyboard. Pure: the importer reads the file and finds the media.
 *
 * The timeline is the main tractor (`kdenlive:projectTractor`, else the document's last
 * tractor); its tracks are playlists, Kdenlive tracks (a tractor of playlists) or sequences
 * (a tractor of tracks, Kdenlive 23.04 and later), followed down to the playlists. The
 * shots are the clips of the video tracks in time order, each lasting until the next one
 * starts (so a transition's overlap does not count twice) or its own end. What is not a
 * shot, as the api's editing project (ai-post/kdenlive-project.ts) lays them out:
 * - sound: audio tracks (`hide="video"` or `kdenlive:audio_track`): the background audio
 *   and the shots' sound;
 * - the watermark: a video track named "Watermark" (`kdenlive:track_name`);
 * - the closing logo: a clip named "Closing logo" (it still ends the shot before it);
 * - and, for projects made elsewhere, a clip lying wholly within a clip of a lower video
 *   track (an overlay, such as a title over a shot).
 * A file repeated to fill its slot (entries of the same producer back to back, each from
 * its first frame) is one shot.
 */

/** The document cannot be read as an editing project. */
export class ProjectFormatError extends Error {
  override readonly name = 'ProjectFormatError';
}

export interface TimelineShot {
  /** The clip's name (`kdenlive:clipname`, the api's "Shot n: " taken off), else its file's. */
  readonly title: string;
  readonly startFrame: number;
  /** Its slot on the timeline. */
  readonly frames: number;
  /** The files that may hold its picture, best first, as the project names them (none for a colour or title clip). */
  readonly resources: readonly string[];
  /** The part of the file it shows: from `inFrame`, `usedFrames` long; `loops` when the file repeats (then the whole file). */
  readonly inFrame: number;
  readonly usedFrames: number;
  readonly loops: boolean;
}

export interface ProjectTimeline {
  /** The project's title (the main tractor's `title`, else the document notes, else the document's `title`). */
  readonly title: string | null;
  /** The document notes, as plain text. */
  readonly notes: string | null;
  /** Frames per second, as num/den. */
  readonly fps: { readonly num: number; readonly den: number };
  /** The document's `root` folder (absolute media names under it are relative to the project). */
  readonly root: string | null;
  readonly shots: readonly TimelineShot[];
}

/** Clips on the timeline at most (a storyboard takes far fewer shots; this bounds the work). */
export const TIMELINE_MAX_CLIPS = 5000;
/** Kdenlive's own default document title, which names nothing. */
const ANONYMOUS = 'Anonymous Submission';
/** The prefix the api's editing project puts before a shot's title. */
const SHOT_PREFIX = /^Shot\s+\d+\s*:\s*/;

/** The `<property name="...">` values of an element. */
function propertiesOf(element: XmlElement): Map<string, string> {
  const values = new Map<string, string>();
  for (const p of childElements(element, 'property')) {
    const name = p.attrs.name;
    if (name !== undefined && !values.has(name)) values.set(name, textOf(p));
  }
  return values;
}

/**
 * A time of the document in frames: frames ("125"), a clock ("00:00:05.000"), SMPTE
 * ("00:00:05:00") or seconds ("5.0"); null when absent or none of those.
 */
export function framesOf(value: string | undefined, fps: number): number | null {
  if (value === undefined) return null;
  const v = value.trim();
  if (/^-?\d+$/.test(v)) return Number(v);
  const clock = /^(\d+):(\d{1,2}):(\d{1,2}(?:[.,]\d+)?)$/.exec(v);
  if (clock) return Math.round((Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number((clock[3] as string).replace(',', '.'))) * fps);
  const smpte = /^(\d+):(\d{1,2}):(\d{1,2})[:;](\d{1,3})$/.exec(v);
  if (smpte) return Math.round((Number(smpte[1]) * 3600 + Number(smpte[2]) * 60 + Number(smpte[3])) * fps) + Number(smpte[4]);
  if (/^\d+\.\d+$/.test(v)) return Math.round(Number(v) * fps);
  return null;
}

/** Kdenlive's notes are HTML: their text, one line per paragraph. */
function plainText(html: string): string {
  return html
    .replace(/<(head|style|script)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

interface Track {
  readonly playlist: XmlElement;
  readonly audio: boolean;
  readonly name: string | null;
}

interface Clip {
  readonly producerId: string;
  readonly producer: XmlElement;
  readonly entryProps: Map<string, string>;
  readonly track: number;
  readonly start: number;
  frames: number;
  readonly inFrame: number;
  loops: boolean;
}

/** Reads the main timeline of a Kdenlive (MLT XML) project; XmlError or ProjectFormatError when it is none. */
export function readProjectTimeline(xml: string): ProjectTimeline {
  const root = parseXml(xml);
  if (root.name !== 'mlt') throw new ProjectFormatError(`The file is not a Kdenlive project: its root element is <${root.name}>, not <mlt>`);

  // Every producer, chain, playlist and tractor by id (MLT allows them nested too).
  const byId = new Map<string, XmlElement>();
  const props = new Map<XmlElement, Map<string, string>>();
  const tractors: XmlElement[] = [];
  const pending: XmlElement[] = [root];
  while (pending.length > 0) {
    const element = pending.pop() as XmlElement;
    // Children pushed last first: the walk goes in document order.
    pending.push(...childElements(element).reverse());
    if (!['producer', 'chain', 'playlist', 'tractor'].includes(element.name)) continue;
    const id = element.attrs.id;
    if (id !== undefined && !byId.has(id)) byId.set(id, element);
    if (element.name === 'tractor') tractors.push(element);
  }
  const propOf = (element: XmlElement, name: string): string | undefined => {
    let values = props.get(element);
    if (!values) props.set(element, (values = propertiesOf(element)));
    return values.get(name);
  };

  const profile = childElements(root, 'profile')[0];
  const num = Number(profile?.attrs.frame_rate_num ?? 25);
  const den = Number(profile?.attrs.frame_rate_den ?? 1);
  if (!(num > 0 && den > 0 && num / den <= 1000)) throw new ProjectFormatError('The project has no valid frame rate');
  const fps = num / den;
  const frames = (value: string | undefined): number | null => framesOf(value, fps);

  const main = tractors.find((t) => propOf(t, 'kdenlive:projectTractor') === '1') ?? childElements(root, 'tractor').at(-1) ?? tractors.at(-1);
  if (!main) throw new ProjectFormatError('The project has no timeline (no tractor)');

  // ---- The tracks, bottom to top, followed down to their playlists.
  const tracks: Track[] = [];
  const seen = new Set<XmlElement>([main]);
  const collect = (tractor: XmlElement, inherited: { audio: boolean; name: string | null }, depth: number): void => {
    if (depth > 8) throw new ProjectFormatError('The project nests its tracks too deep');
    const trackElements = [...childElements(tractor, 'track'), ...childElements(tractor, 'multitrack').flatMap((m) => childElements(m, 'track'))];
    for (const track of trackElements) {
      const target = byId.get(track.attrs.producer ?? '');
      if (!target || seen.has(target)) continue;
      const hidesVideo = track.attrs.hide === 'video' || track.attrs.hide === 'both';
      const audio = inherited.audio || hidesVideo || propOf(target, 'kdenlive:audio_track') === '1';
      const name = propOf(target, 'kdenlive:track_name') ?? inherited.name;
      if (target.name === 'playlist') tracks.push({ playlist: target, audio, name });
      else if (target.name === 'tractor') {
        seen.add(target);
        collect(target, { audio, name }, depth + 1);
      }
      // A producer as a track (Kdenlive's black_track, a background): not a clip of the story.
    }
  };
  collect(main, { audio: false, name: null }, 0);

  // ---- The clips of the video tracks.
  const clips: Clip[] = [];
  tracks.forEach((track, index) => {
    if (track.audio || /watermark/i.test(track.name ?? '')) return;
    let cursor = 0;
    let previous: Clip | null = null;
    for (const item of childElements(track.playlist)) {
      if (item.name === 'blank') {
        const length = frames(item.attrs.length);
        if (length === null || length < 0) throw new ProjectFormatError('A blank of the timeline has no valid length');
        cursor += length;
        previous = null;
        continue;
      }
      if (item.name !== 'entry') continue;
      const producerId = item.attrs.producer ?? '';
      const producer = byId.get(producerId);
      if (!producer) throw new ProjectFormatError(`A clip of the timeline names a producer the project does not have (${producerId})`);
      const length = frames(propOf(producer, 'length'));
      const inFrame = frames(item.attrs.in) ?? frames(producer.attrs.in) ?? 0;
      const outFrame = frames(item.attrs.out) ?? frames(producer.attrs.out) ?? (length === null ? null : length - 1);
      if (outFrame === null || inFrame < 0 || outFrame < inFrame) throw new ProjectFormatError(`A clip of the timeline has no valid in and out points (${producerId})`);
      const count = outFrame - inFrame + 1;
      // The same file again from its first frame, right after itself: it repeats to fill its slot.
      if (previous && previous.producerId === producerId && inFrame === 0) {
        previous.frames += count;
        previous.loops = true;
      } else {
        previous = { producerId, producer, entryProps: propertiesOf(item), track: index, start: cursor, frames: count, inFrame, loops: false };
        clips.push(previous);
        if (clips.length > TIMELINE_MAX_CLIPS) throw new ProjectFormatError(`The timeline has more than ${TIMELINE_MAX_CLIPS} clips`);
      }
      cursor += count;
    }
  });

  // An overlay: wholly within a clip of a lower track.
  const overlay = (clip: Clip): boolean =>
    clips.some((under) => under.track < clip.track && under.start <= clip.start && under.start + under.frames >= clip.start + clip.frames);
  const placed = clips.filter((c) => !overlay(c)).sort((a, b) => a.start - b.start || a.track - b.track);

  // Names: the clip's own, else its bin clip's (same kdenlive:id), else its file's.
  const binNames = new Map<string, string>();
  for (const element of byId.values()) {
    const id = propOf(element, 'kdenlive:id');
    const name = propOf(element, 'kdenlive:clipname');
    if (id !== undefined && name && !binNames.has(id)) binNames.set(id, name);
  }
  const resourcesOf = (producer: XmlElement): string[] => {
    const service = propOf(producer, 'mlt_service') ?? '';
    if (producer.name !== 'producer' && producer.name !== 'chain') return [];
    if (/^(colou?r|kdenlivetitle|qtext|noise|count|frei0r\.)/.test(service)) return [];
    const resource = propOf(producer, 'resource') ?? producer.attrs.resource;
    const unwarped = service === 'timewarp' && resource ? resource.replace(/^-?\d+(\.\d+)?:/, '') : resource;
    const candidates = [propOf(producer, 'kdenlive:originalurl'), propOf(producer, 'warp_resource'), unwarped];
    return [
      ...new Set(
        candidates
          .map((c) => c?.trim().replace(/^file:\/\//, ''))
          .filter((c): c is string => Boolean(c) && c !== 'black' && !/^0x[0-9a-f]{8}$/i.test(c as string) && !(c as string).startsWith('<')),
      ),
    ];
  };
  /** The clip's name as the project gives it (or its file's), '' when it has none. */
  const nameOf = (clip: Clip, resources: readonly string[]): string => {
    const binId = clip.entryProps.get('kdenlive:id') ?? propOf(clip.producer, 'kdenlive:id');
    const named = propOf(clip.producer, 'kdenlive:clipname') || (binId === undefined ? undefined : binNames.get(binId));
    const fromFile = resources.at(-1)?.split('/').pop()?.replace(/\.[^.]+$/, '');
    return (named || fromFile || '').trim();
  };

  const shots: TimelineShot[] = [];
  placed.forEach((clip, i) => {
    const next = placed.slice(i + 1).find((c) => c.start > clip.start);
    const slot = next ? Math.min(clip.frames, next.start - clip.start) : clip.frames;
    const resources = resourcesOf(clip.producer);
    const name = nameOf(clip, resources);
    if (slot <= 0 || /^closing logo$/i.test(name)) return;
    shots.push({
      title: name.replace(SHOT_PREFIX, '').trim() || name || `Shot ${shots.length + 1}`,
      startFrame: clip.start,
      frames: slot,
      resources,
      inFrame: clip.loops ? 0 : clip.inFrame,
      usedFrames: clip.frames,
      loops: clip.loops,
    });
  });

  const mainBin = byId.get('main_bin');
  const notesHtml = mainBin ? propOf(mainBin, 'kdenlive:documentnotes') : undefined;
  const notes = notesHtml ? plainText(notesHtml) || null : null;
  const tractorTitle = propOf(main, 'title')?.trim();
  const documentTitle = root.attrs.title?.trim();
  const title = tractorTitle || notes?.split('\n')[0] || (documentTitle && documentTitle !== ANONYMOUS ? documentTitle : null) || null;
  return { title, notes, fps: { num, den }, root: root.attrs.root ?? null, shots };
}

import { MEDIA_TYPES, type MediaType } from '@portal/shared-contracts/storyboards';

/** Something that has a media type: a File, or a URL / file name / MIME type string. */
export type MediaSource = string | { readonly type?: string; readonly name?: string };

const BY_EXTENSION: Readonly<Record<string, MediaType>> = {
  // An mp4 counts as video (001 §2); .m3u8 is an HLS stream (000 §1).
  mp4: MEDIA_TYPES.Video,
  m4v: MEDIA_TYPES.Video,
  mov: MEDIA_TYPES.Video,
  webm: MEDIA_TYPES.Video,
  mkv: MEDIA_TYPES.Video,
  avi: MEDIA_TYPES.Video,
  m3u8: MEDIA_TYPES.Video,
  jpg: MEDIA_TYPES.Image,
  jpeg: MEDIA_TYPES.Image,
  png: MEDIA_TYPES.Image,
  gif: MEDIA_TYPES.Image,
  webp: MEDIA_TYPES.Image,
  svg: MEDIA_TYPES.Image,
  heic: MEDIA_TYPES.Image,
  mp3: MEDIA_TYPES.Audio,
  m4a: MEDIA_TYPES.Audio,
  wav: MEDIA_TYPES.Audio,
  aac: MEDIA_TYPES.Audio,
  ogg: MEDIA_TYPES.Audio,
  flac: MEDIA_TYPES.Audio,
};

const BY_MIME_PREFIX: ReadonlyArray<readonly [string, MediaType]> = [
  ['image/', MEDIA_TYPES.Image],
  ['video/', MEDIA_TYPES.Video],
  ['audio/', MEDIA_TYPES.Audio],
  // HLS playlists are served as application/vnd.apple.mpegurl or application/x-mpegurl.
  ['application/vnd.apple.mpegurl', MEDIA_TYPES.Video],
  ['application/x-mpegurl', MEDIA_TYPES.Video],
];

/** "type/subtype": one slash, no scheme; a relative path like "clips/a.mp4" falls through to its extension. */
const MIME = /^[a-z]+\/[-+.\w]+$/i;

function fromMime(mime: string): MediaType | undefined {
  const lower = mime.toLowerCase();
  return BY_MIME_PREFIX.find(([prefix]) => lower.startsWith(prefix))?.[1];
}

function fromName(name: string): MediaType | undefined {
  const path = name.split(/[?#]/)[0] ?? '';
  const dot = path.lastIndexOf('.');
  return dot < 0 ? undefined : BY_EXTENSION[path.slice(dot + 1).toLowerCase()];
}

/**
 * Image, Video, Audio or Other for a file (its MIME type first, then its extension),
 * a URL or file name (by extension, ignoring a query), or a MIME type.
 */
export function mediaTypeOf(source: MediaSource): MediaType {
  if (typeof source === 'string') return (MIME.test(source) ? fromMime(source) : undefined) ?? fromName(source) ?? MEDIA_TYPES.Other;
  return (source.type ? fromMime(source.type) : undefined) ?? fromName(source.name ?? '') ?? MEDIA_TYPES.Other;
}

/** Whether a dropped file is of a media type the drop area accepts (001 §5). */
export function isAcceptedMedia(source: MediaSource, accept: readonly MediaType[]): boolean {
  const type = mediaTypeOf(source);
  return type !== MEDIA_TYPES.Other && accept.includes(type);
}

/** The file picker's `accept` attribute for media types ("image/*,video/*"). */
export function acceptAttribute(accept: readonly MediaType[]): string {
  return accept
    .filter((t) => t !== MEDIA_TYPES.Other)
    .map((t) => `${t.toLowerCase()}/*`)
    .join(',');
}

import { posix } from 'node:path';
import { isStorageKey } from './keys';

/*
 * HLS playlists served with signed references (docs/adr/023). A rendition is stored as
 * `.../hls/index.m3u8` with its segments beside it, referenced by relative URIs; a browser
 * reading the playlist through a signed URL could not fetch those. The api rewrites every
 * reference (a URI line, or a tag's URI="..." attribute: EXT-X-MAP, EXT-X-KEY, EXT-X-MEDIA,
 * EXT-X-I-FRAME-STREAM-INF) to a signed URL of its own: a nested playlist to the playlist
 * route again, anything else to a signed read (the store's own on S3).
 */

/** The largest playlist the api reads (a 4 s segment line is under 100 bytes: hours of video). */
export const PLAYLIST_MAX_BYTES = 1024 * 1024;

export const isPlaylistKey = (key: string): boolean => key.endsWith('.m3u8');

/** Signs the references of a playlist: `media` for segments and the like, `playlist` for nested playlists. */
export interface PlaylistSigner {
  media(key: string): Promise<string> | string;
  playlist(key: string): Promise<string> | string;
}

/**
 * The storage key a relative reference in the playlist under `playlistKey` names, or null
 * when it names none the playlist may hand out: an absolute URL or path, a query or
 * fragment, or anything outside the playlist's own folder.
 */
export function referencedKey(playlistKey: string, uri: string): string | null {
  if (uri === '' || /^[a-z][a-z0-9+.-]*:/i.test(uri) || uri.startsWith('/') || /[?#]/.test(uri)) return null;
  let path: string;
  try {
    path = decodeURIComponent(uri);
  } catch {
    return null;
  }
  const folder = posix.dirname(playlistKey);
  const key = posix.normalize(posix.join(folder, path));
  return key.startsWith(`${folder}/`) && isStorageKey(key) ? key : null;
}

const URI_ATTRIBUTE = /URI="([^"\r\n]*)"/;

/**
 * The playlist `text` (stored under `playlistKey`) with each reference replaced by its signed
 * URL; references that name no key the playlist may hand out are left as they are (a
 * player then fails to load them, as it would any reference it may not read).
 */
export async function signPlaylist(text: string, playlistKey: string, signer: PlaylistSigner): Promise<string> {
  const sign = async (uri: string): Promise<string> => {
    const key = referencedKey(playlistKey, uri);
    if (key === null) return uri;
    return isPlaylistKey(key) ? signer.playlist(key) : signer.media(key);
  };
  const lines = await Promise.all(
    text.split(/\r?\n/).map(async (line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (!trimmed.startsWith('#')) return sign(trimmed);
      const attribute = URI_ATTRIBUTE.exec(line);
      if (!attribute?.[1]) return line;
      const url = await sign(attribute[1]);
      return `${line.slice(0, attribute.index)}URI="${url}"${line.slice(attribute.index + attribute[0].length)}`;
    }),
  );
  return lines.join('\n');
}

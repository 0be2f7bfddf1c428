import { REGISTERED_MEDIA_TYPES, type RegisteredMediaType } from '../../../contracts';
import { MediaToolError, runTool } from './tools';

/** What ffprobe tells about a file. */
export interface MediaFacts {
  readonly mediaType: RegisteredMediaType;
  /** Null for a still image (and a stream that does not say). */
  readonly durationMillis: number | null;
  /** As displayed (a phone video's rotation applied); null for audio. */
  readonly width: number | null;
  readonly height: number | null;
  readonly hasAudio: boolean;
}

/** The file is none of an image, a video or an audio file (or cannot be read as one). */
export class UnsupportedMediaError extends Error {
  override readonly name = 'UnsupportedMediaError';
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  nb_frames?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

interface ProbeOutput {
  streams?: ProbeStream[];
  format?: { format_name?: string; duration?: string };
}

const PROBE_TIMEOUT_MS = 60_000;

/** Container formats of still images (ffmpeg reads each image type through its own "pipe" demuxer). */
const isImageFormat = (format: string): boolean =>
  format.split(',').some((f) => f === 'image2' || f === 'gif' || f === 'apng' || f.endsWith('_pipe'));

const millis = (seconds: string | undefined): number | null => {
  const value = Number(seconds);
  return Number.isFinite(value) && value > 0 ? Math.round(value * 1000) : null;
};

/** A quarter turn swaps width and height (the rotation a phone records instead of turning the pixels). */
function rotated(stream: ProbeStream): boolean {
  const rotation = Number(stream.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? stream.tags?.rotate ?? 0);
  return Math.abs(rotation) % 180 === 90;
}

/** Reads ffprobe's JSON about a file as media facts; refuses what is none of image, video or audio. */
export function factsOf(output: ProbeOutput): MediaFacts {
  const streams = output.streams ?? [];
  const format = output.format?.format_name ?? '';
  const visual = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic && (s.width ?? 0) > 0);
  const audio = streams.find((s) => s.codec_type === 'audio');
  const duration = millis(output.format?.duration) ?? millis(visual?.duration) ?? millis(audio?.duration);
  if (visual) {
    const [width, height] = rotated(visual) ? [visual.height ?? null, visual.width ?? null] : [visual.width ?? null, visual.height ?? null];
    if (isImageFormat(format)) return { mediaType: REGISTERED_MEDIA_TYPES.Image, durationMillis: null, width, height, hasAudio: false };
    return { mediaType: REGISTERED_MEDIA_TYPES.Video, durationMillis: duration, width, height, hasAudio: Boolean(audio) };
  }
  if (audio) return { mediaType: REGISTERED_MEDIA_TYPES.Audio, durationMillis: duration, width: null, height: null, hasAudio: true };
  throw new UnsupportedMediaError('The file has no picture or sound: it is not an image, video or audio file');
}

/** Probes a local file (ffprobe, JSON output). */
export async function probeMedia(file: string, signal?: AbortSignal): Promise<MediaFacts> {
  let stdout: string;
  try {
    ({ stdout } = await runTool('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '-i', file], {
      timeoutMs: PROBE_TIMEOUT_MS,
      ...(signal ? { signal } : {}),
    }));
  } catch (err) {
    if (err instanceof MediaToolError && err.failure === 'failed') {
      throw new UnsupportedMediaError(`The file could not be read as an image, video or audio file (${err.stderrTail || err.message})`);
    }
    throw err;
  }
  let parsed: ProbeOutput;
  try {
    parsed = JSON.parse(stdout) as ProbeOutput;
  } catch {
    throw new UnsupportedMediaError('The file could not be read as an image, video or audio file (ffprobe gave no description)');
  }
  return factsOf(parsed);
}

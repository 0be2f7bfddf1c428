import { readFile } from 'node:fs/promises';
import { runTool } from '../../src/plugins/app/media/tools';

/** What the render tests check of a film: its streams' codecs and picture size, its length, and where its index sits. */
export interface FilmFacts {
  readonly video: { codec: string; width: number; height: number; frameRate: string } | null;
  readonly audio: { codec: string; sampleRate: number; channels: number } | null;
  readonly durationSeconds: number;
  /** The MP4's index (moov) comes before its media (mdat): a player starts before the whole file arrives. */
  readonly fastStart: boolean;
}

interface Probe {
  streams: { codec_type: string; codec_name: string; width?: number; height?: number; r_frame_rate?: string; sample_rate?: string; channels?: number }[];
  format: { duration: string };
}

/** The top-level boxes of an MP4, in order. */
async function topBoxes(file: string): Promise<string[]> {
  const bytes = await readFile(file);
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= bytes.length; ) {
    const size = bytes.readUInt32BE(at);
    boxes.push(bytes.toString('latin1', at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

/** ffprobe's account of a film. */
export async function probeFilm(file: string): Promise<FilmFacts> {
  const { stdout } = await runTool('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], { timeoutMs: 30_000 });
  const probe = JSON.parse(stdout) as Probe;
  const v = probe.streams.find((s) => s.codec_type === 'video');
  const a = probe.streams.find((s) => s.codec_type === 'audio');
  const boxes = await topBoxes(file);
  return {
    video: v ? { codec: v.codec_name, width: v.width ?? 0, height: v.height ?? 0, frameRate: v.r_frame_rate ?? '' } : null,
    audio: a ? { codec: a.codec_name, sampleRate: Number(a.sample_rate), channels: a.channels ?? 0 } : null,
    durationSeconds: Number(probe.format.duration),
    fastStart: boxes.includes('moov') && boxes.indexOf('moov') < boxes.indexOf('mdat'),
  };
}

/** The loudest sample (dB) between `from` and `from + seconds` of a file's sound; -Infinity for silence. */
export async function maxVolume(file: string, from: number, seconds: number): Promise<number> {
  const { stderr } = await runTool(
    'ffmpeg',
    ['-hide_banner', '-nostdin', '-ss', String(from), '-t', String(seconds), '-i', file, '-map', '0:a:0', '-af', 'volumedetect', '-f', 'null', '-'],
    { timeoutMs: 30_000, keepStderr: true },
  );
  const found = /max_volume: (-?[\d.]+|-inf) dB/.exec(stderr);
  if (!found?.[1]) throw new Error(`volumedetect said nothing: ${stderr.slice(-500)}`);
  return found[1] === '-inf' ? Number.NEGATIVE_INFINITY : Number(found[1]);
}

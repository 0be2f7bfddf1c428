import { createReadStream, createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import sharp from 'sharp';
import { REGISTERED_MEDIA_TYPES, SHOT_TYPES, STORYBOARD_DOCUMENT_MAX_SHOTS, STORYBOARD_LIMITS, UPLOAD_KINDS } from '../../../contracts';
import { findUnstorableText } from '../text-guard';
import { mediaFolderOf } from './derived-keys';
import { ImportError, titleFromFileName, type ImportedShot, type ImportSource, type StoryboardImporter } from './importers';
import { ProjectFormatError, readProjectTimeline, type ProjectTimeline, type TimelineShot } from './kdenlive-timeline';
import { XmlError } from './mlt-xml';
import { probeMedia, UnsupportedMediaError, type MediaFacts } from './probe';
import { makeThumbnail } from './renditions';
import { readTar, TarFormatError, type TarEntry, type TarVisit } from './tar-reader';
import { storeSceneClip } from './video-importer';
import { uploadFrom } from './workspace';

/*
 * An editing project becomes a storyboard (docs/adr/030 "Importing"): Deep Story's
 * output.tar.gz (the Kdenlive project, its media and a preview) or a bare .kdenlive
 * project. The project's main timeline gives the shots in order, each its clip's name as
 * title and its slot's length (kdenlive-timeline.ts); a shot whose file is in the archive
 * gets it, stored beside the upload as the video importer stores its scenes: a video cut to
 * the part the timeline shows (its clip, registered as media, and the clip's thumbnail as
 * the shot's image), a picture as the shot's image (JPEG). A bare project has no media: its
 * shots get default images when the storyboard is enriched.
 *
 * The upload is read by its bytes, not its declared type: gzip is an archive, anything else
 * must be the project's XML. The archive is read twice as a stream (the project and the
 * names, then only the files the shots use), never unpacked whole; its entries are written
 * under names of our own, so no name in it ever becomes a path.
 */

const MIB = 1024 * 1024;

export const EDITING_PROJECT_LIMITS = {
  /** The .kdenlive document (in the archive or bare). */
  PROJECT_MAX_BYTES: 8 * MIB,
  /** The archive unpacked, in all (a gzip bomb stops there). */
  UNPACKED_MAX_BYTES: 1024 * MIB,
  /** Entries of the archive. */
  MAX_ENTRIES: 5000,
  /** Shots of the storyboard (as a storyboard document's). */
  MAX_SHOTS: STORYBOARD_DOCUMENT_MAX_SHOTS,
  /** A shot's picture is stored at most this wide and high (never enlarged). */
  IMAGE_MAX_SIDE: 1920,
  /** A shot's title (the shots table's). */
  SHOT_TITLE_MAX_LENGTH: 100,
} as const;

const PROJECT_EXTENSION = /\.kdenlive$/i;

/** At most `max` characters (code points: what the database counts, never half a pair). */
const clipText = (text: string, max: number): string => Array.from(text).slice(0, max).join('').trim();

/** The storyboard's name from the upload's when the project gives none (`output.tar.gz` -> "output"). */
const titleOfUpload = (fileName: string): string => titleFromFileName(fileName.replace(/\.(tar\.gz|tgz|kdenlive)$/i, '.x'));

/** Whether the file starts as gzip does. */
async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    return bytesRead === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** An entry's body as text, read whole (it is at most `max` bytes). */
async function readText(body: AsyncIterable<Buffer | string>, size: number, max: number, what: string): Promise<string> {
  if (size > max) throw new ImportError(`${what} is larger than ${max} bytes`);
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part));
  return Buffer.concat(parts).toString('utf8');
}

/** Reads the archive entry by entry (gunzip, then tar); its faults as ImportError. */
async function readArchive(source: ImportSource, visit: (entry: TarEntry, body: AsyncIterable<Buffer>) => Promise<TarVisit>): Promise<void> {
  const file = createReadStream(source.file);
  const gunzip = createGunzip();
  file.on('error', (err) => gunzip.destroy(err));
  file.pipe(gunzip);
  try {
    await readTar(gunzip, visit, { maxEntries: EDITING_PROJECT_LIMITS.MAX_ENTRIES, maxBytes: EDITING_PROJECT_LIMITS.UNPACKED_MAX_BYTES }, source.signal);
  } catch (err) {
    if (err instanceof TarFormatError) throw new ImportError(`The editing project archive cannot be read: ${err.message}`);
    if ((err as NodeJS.ErrnoException | null)?.code?.startsWith('Z_')) throw new ImportError(`The editing project is not a valid .tar.gz file (${(err as Error).message})`);
    throw err;
  } finally {
    file.destroy();
    gunzip.destroy();
  }
}

/** The project in the archive (the one nearest its top) and the names of its files. */
async function projectInArchive(source: ImportSource): Promise<{ name: string; xml: string; files: Set<string> }> {
  const files = new Set<string>();
  let project: { name: string; xml: string } | null = null;
  const depth = (name: string): number => name.split('/').length;
  await readArchive(source, async (entry, body) => {
    if (entry.type !== 'file') return;
    files.add(entry.name);
    if (!PROJECT_EXTENSION.test(entry.name) || (project && depth(project.name) <= depth(entry.name))) return;
    project = { name: entry.name, xml: await readText(body, entry.size, EDITING_PROJECT_LIMITS.PROJECT_MAX_BYTES, `The project ${entry.name}`) };
  });
  if (!project) throw new ImportError('The archive holds no Kdenlive project (a .kdenlive file): it is not an editing project');
  return { ...(project as { name: string; xml: string }), files };
}

/** Copies the named archive entries to local files (under names of our own); where each went. */
async function extractEntries(source: ImportSource, wanted: ReadonlySet<string>): Promise<Map<string, string>> {
  const extracted = new Map<string, string>();
  if (wanted.size === 0) return extracted;
  await readArchive(source, async (entry, body) => {
    if (entry.type !== 'file' || !wanted.has(entry.name) || extracted.has(entry.name)) return;
    const file = join(source.workDir, `entry-${extracted.size + 1}`);
    await pipeline(Readable.from(body), createWriteStream(file), source.signal ? { signal: source.signal } : {});
    extracted.set(entry.name, file);
    return extracted.size === wanted.size ? 'stop' : undefined;
  });
  return extracted;
}

/**
 * Where a file the project names is in the archive, or null when it is not there: a name
 * relative to the project's folder, or an absolute one under the document's `root`.
 */
export function archivePathOf(resource: string, projectDir: string, root: string | null): string | null {
  let relative = resource.replace(/\\/g, '/');
  if (relative.startsWith('/') || /^[A-Za-z]:\//.test(relative)) {
    const base = root?.replace(/\\/g, '/').replace(/\/+$/, '');
    if (!base || !relative.startsWith(`${base}/`)) return null;
    relative = relative.slice(base.length + 1);
  }
  const path = posix.normalize(posix.join(projectDir || '.', relative));
  if (path === '..' || path.startsWith('../') || posix.isAbsolute(path)) return null;
  return path.replace(/^\.\//, '');
}

/** Milliseconds of `frames` at the project's rate. */
const millisOf = (frames: number, timeline: ProjectTimeline): number => Math.round((frames * 1000 * timeline.fps.den) / timeline.fps.num);

/** The key of shot `n`'s file (from 1) for this request, beside the upload. */
const shotKeyOf = (source: ImportSource, n: number, extension: string): string =>
  `${mediaFolderOf(source.key)}/requests/${source.requestId}/shot-${String(n).padStart(3, '0')}.${extension}`;

/** Stores a picture as the shot's image (a JPEG, at most IMAGE_MAX_SIDE); its key. */
async function storePicture(source: ImportSource, n: number, file: string, facts: MediaFacts): Promise<string> {
  const key = shotKeyOf(source, n, 'jpg');
  const out = join(source.workDir, `shot-${n}.jpg`);
  const side = EDITING_PROJECT_LIMITS.IMAGE_MAX_SIDE;
  try {
    await sharp(file).rotate().resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toFile(out);
  } catch {
    // A picture ffmpeg reads and sharp does not (BMP, TGA...): ffmpeg's still instead.
    await makeThumbnail(file, out, facts, source.signal);
  }
  await uploadFrom(source.storage, key, out, 'image/jpeg');
  return key;
}

/** Stores the part of a video the shot shows as its clip (MP4), with the clip's thumbnail as its image. */
async function storeVideo(source: ImportSource, n: number, file: string, facts: MediaFacts, shot: TimelineShot, timeline: ProjectTimeline): Promise<Partial<Pick<ImportedShot, 'clip' | 'imageKey' | 'shotType'>>> {
  // The part shown (a second at least, within the file), or the whole file when it repeats.
  const whole = facts.durationMillis ?? millisOf(shot.usedFrames, timeline);
  const used = shot.loops ? whole : Math.min(whole, Math.max(1000, millisOf(shot.usedFrames, timeline)));
  const startMillis = shot.loops ? 0 : Math.max(0, Math.min(millisOf(shot.inFrame, timeline), whole - used));
  const stored = await storeSceneClip(source, file, shotKeyOf(source, n, 'mp4'), { startMillis, endMillis: startMillis + used }, { width: facts.width as number, height: facts.height as number });
  return { shotType: facts.hasAudio ? SHOT_TYPES.VideoAudio : SHOT_TYPES.Video, ...stored };
}

/** A shot's picture or clip from its file, or nothing when the file is no picture or video. */
async function storeShotMedia(source: ImportSource, n: number, file: string, shot: TimelineShot, timeline: ProjectTimeline): Promise<Partial<Pick<ImportedShot, 'clip' | 'imageKey' | 'shotType'>>> {
  let facts: MediaFacts;
  try {
    facts = await probeMedia(file, source.signal);
  } catch (err) {
    // A file of the archive that is no media (or a damaged one): the shot keeps its place, without a picture.
    if (err instanceof UnsupportedMediaError) return {};
    throw err;
  }
  if (facts.mediaType === REGISTERED_MEDIA_TYPES.Image) return { imageKey: await storePicture(source, n, file, facts) };
  if (facts.mediaType === REGISTERED_MEDIA_TYPES.Video && facts.width && facts.height) return storeVideo(source, n, file, facts, shot, timeline);
  return {};
}

/** The project's timeline; ImportError when the document is not a Kdenlive project. */
function timelineOf(xml: string, name: string): ProjectTimeline {
  try {
    return readProjectTimeline(xml);
  } catch (err) {
    if (err instanceof XmlError || err instanceof ProjectFormatError) throw new ImportError(`${name} is not a Kdenlive project: ${err.message}`);
    throw err;
  }
}

/** Reads an editing project (see the header). */
export function editingProjectImporter(): StoryboardImporter {
  return {
    name: 'editing project',
    contentTypes: UPLOAD_KINDS.EditingProject.contentTypes,
    async import(source) {
      const { size } = await stat(source.file);
      if (size > UPLOAD_KINDS.EditingProject.maxBytes) throw new ImportError(`The editing project is larger than ${UPLOAD_KINDS.EditingProject.maxBytes} bytes`);
      const archive = await isGzip(source.file);
      let timeline: ProjectTimeline;
      let media = new Map<number, string>();
      if (archive) {
        const project = await projectInArchive(source);
        timeline = timelineOf(project.xml, `The project ${project.name}`);
        if (timeline.shots.length > EDITING_PROJECT_LIMITS.MAX_SHOTS) throw new ImportError(`The project has more than ${EDITING_PROJECT_LIMITS.MAX_SHOTS} shots`);
        const projectDir = posix.dirname(project.name);
        const paths = timeline.shots.map((shot) => shot.resources.map((r) => archivePathOf(r, projectDir, timeline.root)).find((p) => p !== null && project.files.has(p)) ?? null);
        const extracted = await extractEntries(source, new Set(paths.filter((p): p is string => p !== null)));
        media = new Map(paths.flatMap((p, i) => (p && extracted.has(p) ? [[i, extracted.get(p) as string]] : [])));
      } else {
        const xml = await readText(createReadStream(source.file), size, EDITING_PROJECT_LIMITS.PROJECT_MAX_BYTES, 'The project');
        timeline = timelineOf(xml, 'The file');
        if (timeline.shots.length > EDITING_PROJECT_LIMITS.MAX_SHOTS) throw new ImportError(`The project has more than ${EDITING_PROJECT_LIMITS.MAX_SHOTS} shots`);
      }
      if (timeline.shots.length === 0) throw new ImportError('The project has no shots: its timeline has no video clips');

      const shots: ImportedShot[] = [];
      for (const [i, shot] of timeline.shots.entries()) {
        const file = media.get(i);
        const stored = file ? await storeShotMedia(source, i + 1, file, shot, timeline) : {};
        shots.push({
          title: clipText(shot.title, EDITING_PROJECT_LIMITS.SHOT_TITLE_MAX_LENGTH),
          description: '',
          durationMillis: millisOf(shot.frames, timeline),
          shotType: SHOT_TYPES.VideoAudio,
          ...stored,
        });
      }
      const title = clipText(timeline.title ?? '', STORYBOARD_LIMITS.TITLE_MAX_LENGTH) || titleOfUpload(source.fileName);
      // The notes describe the storyboard, but for a first line that is its title.
      const noteLines = (timeline.notes ?? '').split('\n');
      const notes = (noteLines[0] === timeline.title ? noteLines.slice(1) : noteLines).join('\n').trim();
      const imported = { title, description: clipText(notes, STORYBOARD_LIMITS.DESCRIPTION_MAX_LENGTH), tags: [], shots };
      const unstorable = findUnstorableText(imported);
      if (unstorable !== null) throw new ImportError(`The project has text that cannot be stored at ${unstorable}`);
      return imported;
    },
  };
}

import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { wipeLumaMap, writeEditingProject, type EditingProject, type EditingProjectInput, type ProjectMedia } from '../../src/plugins/app/ai-post/kdenlive-project';
import { PREVIEW_FILE, PROJECT_FILE, archiveFolderOf, projectInput } from '../../src/plugins/app/ai-post/post-production';
import { projectSettings } from '../../src/plugins/app/ai-post/settings';
import { tarGz, type TarEntry } from '../../src/plugins/app/ai-post/tar-gz';
import { metadataFixture } from '../ai-post/support';
import { testMedia } from '../support/media';

/*
 * Editing projects as Deep Story's post-production makes them (ai-post: the job's own
 * project input from a storyboard's metadata, the Kdenlive writer and the tar.gz writer),
 * with the small test media standing in for the customer's files.
 */

/** The storyboard the archive is made from: six shots, with every kind of media and transition. */
export const STORYBOARD_ID = 7;
export const SHOT_SECONDS = [5, 4, 3, 6, 2, 3];

/** What the archive was made of. */
export interface MadeProject {
  readonly input: EditingProjectInput;
  readonly project: EditingProject;
  /** The folder the archive's files are in (the project file is `${dir}/${folder}/project.kdenlive`). */
  readonly folder: string;
}

/**
 * Writes the editing project of a six-shot storyboard into `dir` as the post-production job
 * lays it out: shot 1 a picture (dissolve), 2 a 2 s video in a 4 s slot (repeated; cut),
 * 3 no media (wipe), 4 a picture (slide), 5 a video (default dissolve), 6 a picture; the
 * watermark, the closing logo and the background audio.
 */
export async function writeDeepStoryProject(dir: string): Promise<MadeProject> {
  const [still, video, tone] = await Promise.all([testMedia('still'), testMedia('video'), testMedia('tone')]);
  const folder = archiveFolderOf(STORYBOARD_ID);
  const media = join(dir, folder, 'media');
  await mkdir(media, { recursive: true });
  const picture = async (name: string): Promise<ProjectMedia> => {
    await copyFile(still.file, join(media, `${name}.png`));
    return { file: `media/${name}.png`, kind: 'image', seconds: null, hasAudio: false };
  };
  const clip = async (name: string): Promise<ProjectMedia> => {
    await copyFile(video.file, join(media, `${name}.mp4`));
    return { file: `media/${name}.mp4`, kind: 'video', seconds: 2, hasAudio: true };
  };
  const key = 'private/someone/ai/media/file.png';
  const metadata = metadataFixture(STORYBOARD_ID, {
    title: 'Beach clean-up & "friends"',
    shots: [
      { seconds: 5, image: key },
      { seconds: 4, video: key, transition: 'cut' },
      { seconds: 3, transition: 'wipe' },
      { seconds: 6, image: key, transition: 'slide' },
      { seconds: 2, video: key },
      { seconds: 3, image: key },
    ],
    watermark: key,
    logo: key,
    audio: key,
  });
  const prepared = {
    shots: [await picture('shot-01'), await clip('shot-02'), null, await picture('shot-04'), await clip('shot-05'), await picture('shot-06')],
    watermark: await picture('watermark'),
    closingLogo: await picture('closing-logo'),
    backgroundAudio: { file: 'media/background-audio.wav', kind: 'audio', seconds: 2, hasAudio: true } as const,
  };
  await copyFile(tone.file, join(media, 'background-audio.wav'));
  await writeFile(join(media, 'wipe.pgm'), wipeLumaMap());
  const input = projectInput(metadata, prepared, projectSettings(metadata), '1700000000000');
  const project = writeEditingProject(input);
  await writeFile(join(dir, folder, PROJECT_FILE), project.xml);
  await copyFile(video.file, join(dir, folder, PREVIEW_FILE));
  return { input, project, folder };
}

/** The archive's entries as the job packs them: the project, the media it uses, the preview. */
export function deepStoryEntries(dir: string, made: MadeProject): TarEntry[] {
  const files = [
    PROJECT_FILE,
    ...new Set([...made.project.clips.map((c) => c.file), made.input.watermark?.file, made.input.backgroundAudio?.file, made.input.wipeLuma].filter((f): f is string => Boolean(f))),
    PREVIEW_FILE,
  ];
  return files.map((f) => ({ name: `${made.folder}/${f}`, file: join(dir, made.folder, f) }));
}

/** Writes `entries` as a .tar.gz at `file` with the api's own writer. */
export async function writeTarGz(file: string, entries: readonly TarEntry[]): Promise<string> {
  await pipeline(tarGz(entries, new Date('2026-05-04T10:00:00Z')), createWriteStream(file));
  return file;
}

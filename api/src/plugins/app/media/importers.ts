import { STORYBOARD_LIMITS, type ShotType } from '../../../contracts';
import type { ObjectStorage } from '../storage';

/*
 * The storyboard importer port (001 §4 "Adding a script from an upload"): an uploaded file
 * becomes a storyboard's summary and shots. Importers are registered by content type: a
 * video cut at its scenes, our storyboard document, and Deep Story's editing project
 * (editing-project-importer.ts); more can be added with `app.storyboardImporters.add(...)`.
 */

/** A clip an importer stored for a shot (it becomes the shot's asset, registered and processed as media). */
export interface ImportedClip {
  readonly key: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly size: number;
  readonly etag: string;
  readonly durationMillis: number;
  readonly width: number | null;
  readonly height: number | null;
}

export interface ImportedShot {
  readonly title: string;
  readonly description: string;
  /** Fitted to 001 §5's 1-120 s when stored. */
  readonly durationMillis: number;
  readonly shotType: ShotType;
  /** The shot's image (a clip's thumbnail); none gets a default image when the storyboard is enriched. */
  readonly imageKey?: string | null;
  readonly clip?: ImportedClip;
}

export interface ImportedStoryboard {
  readonly title: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly shots: readonly ImportedShot[];
}

/** What an importer reads: the uploaded file, already copied to a local file. */
export interface ImportSource {
  /** The upload's storage key; anything the importer stores goes beside it (derived-keys.ts). */
  readonly key: string;
  /** A local copy of the upload (seekable, for ffmpeg). */
  readonly file: string;
  readonly contentType: string;
  /** The upload's file name (the key's last segment). */
  readonly fileName: string;
  readonly requestId: number;
  /** A folder of its own for the importer's files, removed after the job. */
  readonly workDir: string;
  readonly storage: ObjectStorage;
  readonly signal?: AbortSignal;
}

/** The upload cannot become a storyboard (no video stream, a document that does not parse): failing again will not help. */
export class ImportError extends Error {
  override readonly name = 'ImportError';
}

export interface StoryboardImporter {
  readonly name: string;
  /** Content types (no parameters, lower case) it reads. */
  readonly contentTypes: readonly string[];
  import(source: ImportSource): Promise<ImportedStoryboard>;
}

export interface StoryboardImporters {
  /** The importer of a content type (parameters and case ignored), or null when none reads it. */
  forContentType(contentType: string): StoryboardImporter | null;
  /** Registers an importer; a content type another one already reads is refused. */
  add(importer: StoryboardImporter): void;
}

const bareType = (contentType: string): string => (contentType.split(';')[0] ?? '').trim().toLowerCase();

export function storyboardImporters(importers: readonly StoryboardImporter[] = []): StoryboardImporters {
  const byType = new Map<string, StoryboardImporter>();
  const registry: StoryboardImporters = {
    forContentType: (contentType) => byType.get(bareType(contentType)) ?? null,
    add(importer) {
      for (const type of importer.contentTypes) {
        const taken = byType.get(bareType(type));
        if (taken) throw new Error(`${importer.name} cannot read ${type}: ${taken.name} already does`);
      }
      for (const type of importer.contentTypes) byType.set(bareType(type), importer);
    },
  };
  importers.forEach((i) => registry.add(i));
  return registry;
}

/** A storyboard title from a file name: no extension, separators as spaces, at most the title's length. */
export function titleFromFileName(fileName: string): string {
  const stem = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/[_+.~-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return (stem || 'Storyboard from upload').slice(0, STORYBOARD_LIMITS.TITLE_MAX_LENGTH).trim();
}

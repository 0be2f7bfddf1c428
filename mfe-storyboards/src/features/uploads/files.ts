import { UPLOAD_KINDS, UPLOAD_TEXTS, uploadKindOf, type UploadKind } from '@portal/shared-contracts/storyboards';

/*
 * What the upload modal does with a chosen file before anything is sent (001 §2, §5:
 * "Uploaded files are routed by type"): its content type, its kind of UPLOAD_KINDS (the
 * api's limits), and where it goes: a storyboard document or an editing project (Deep
 * Story's output.tar.gz, a .kdenlive) makes a storyboard, an image or audio file is an
 * asset, a video is either, as the user answers.
 */

/** Where an upload ends: the customer's assets, or a new storyboard made from it. */
export type UploadTarget = 'asset' | 'storyboard';

/**
 * Content types by file extension, for files the browser gives no (or a vague) type:
 * a .json or .mkv often comes with none, a .tar.gz may come as
 * application/x-compressed-tar and a .kdenlive as application/xml. Only types UPLOAD_KINDS
 * takes.
 */
const BY_EXTENSION: Readonly<Record<string, string>> = {
  json: 'application/json',
  gz: 'application/gzip',
  tgz: 'application/gzip',
  kdenlive: 'application/x-kdenlive',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
};

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The content type to declare: the browser's when UPLOAD_KINDS takes it, else the extension's, else the browser's. */
export function contentTypeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type && uploadKindOf(file.type)) return file.type;
  return BY_EXTENSION[extensionOf(file.name)] ?? file.type;
}

/** A chosen file the portal can send, or why not (the message the modal shows). */
export type FileCheck =
  | { readonly ok: true; readonly kind: UploadKind; readonly contentType: string }
  | { readonly ok: false; readonly reason: string };

/** Checks a file against UPLOAD_KINDS as the api will: a type it takes, not empty, not over its kind's limit. */
export function checkFile(file: Pick<File, 'name' | 'type' | 'size'>): FileCheck {
  const contentType = contentTypeOf(file);
  const kind = uploadKindOf(contentType);
  if (!kind) return { ok: false, reason: UPLOAD_TEXTS.notAllowed(file.name) };
  if (file.size === 0) return { ok: false, reason: UPLOAD_TEXTS.empty(file.name) };
  const { maxBytes } = UPLOAD_KINDS[kind];
  if (file.size > maxBytes) return { ok: false, reason: UPLOAD_TEXTS.tooLarge(file.name, UPLOAD_TEXTS.kinds[kind], maxBytes) };
  return { ok: true, kind, contentType };
}

/** Where a file of `kind` goes; a video goes where the user chose, and has no target until then. */
export function targetOf(kind: UploadKind, videoChoice: UploadTarget | null): UploadTarget | null {
  switch (kind) {
    case 'StoryboardDocument':
    case 'EditingProject':
      return 'storyboard';
    case 'Video':
      return videoChoice;
    case 'Image':
    case 'Audio':
      return 'asset';
  }
}

/** The file picker's `accept`: every content type of UPLOAD_KINDS, and the extensions browsers may give no type. */
export const PICKER_ACCEPT = [...Object.values(UPLOAD_KINDS).flatMap((k) => k.contentTypes), ...Object.keys(BY_EXTENSION).map((e) => `.${e}`)].join(',');

/**
 * For the drop areas (MediaDropZone's `files`): every file goes through, and the modal
 * routes it by type or says why it is refused, more clearly than a generic refusal.
 */
export const DROP_ZONE_FILES = { isAccepted: (): boolean => true, pickerAccept: PICKER_ACCEPT, described: UPLOAD_TEXTS.accepted };

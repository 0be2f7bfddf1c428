import { DEEPSTORY_MESSAGES } from '@portal/shared-contracts/core';
import { UPLOAD_KINDS, UPLOAD_TEXTS, uploadKindOf, type UploadKind } from '@portal/shared-contracts/storyboards';

/*
 * Which files each Deep Story slot takes (002 §5): a shot's media is an image or a video,
 * the watermark and the closing logo images, the background audio an audio file. The
 * type is the browser's, or the file extension's when the browser gives none it knows.
 */

const BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
};

/** The content type to declare for `file`, '' when it is none the api takes. */
export function declaredType(file: Pick<File, 'name' | 'type'>): string {
  if (file.type && uploadKindOf(file.type)) return file.type;
  const dot = file.name.lastIndexOf('.');
  return dot < 0 ? '' : (BY_EXTENSION[file.name.slice(dot + 1).toLowerCase()] ?? '');
}

/** The slots files are chosen for, with the kinds each takes and the spec's refusal. */
export const FILE_SLOTS = {
  shot: { kinds: ['Image', 'Video'], refusal: DEEPSTORY_MESSAGES.imageOrVideoOnly },
  watermark: { kinds: ['Image'], refusal: DEEPSTORY_MESSAGES.watermarkImageOnly },
  closingLogo: { kinds: ['Image'], refusal: DEEPSTORY_MESSAGES.closingLogoImageOnly },
  backgroundAudio: { kinds: ['Audio'], refusal: DEEPSTORY_MESSAGES.backgroundAudioOnly },
} as const satisfies Record<string, { kinds: readonly UploadKind[]; refusal: string }>;
export type FileSlot = keyof typeof FILE_SLOTS;

/** A file a slot takes, with its kind and type; or why not. */
export type SlotCheck = { readonly ok: true; readonly kind: UploadKind; readonly contentType: string } | { readonly ok: false; readonly reason: string };

/**
 * Checks `file` for `slot`: a kind the slot takes (else the spec's text), not empty and
 * within the kind's size limit (the api's UPLOAD_KINDS, with the upload texts).
 */
export function checkSlotFile(file: Pick<File, 'name' | 'type' | 'size'>, slot: FileSlot): SlotCheck {
  const { kinds, refusal } = FILE_SLOTS[slot];
  const contentType = declaredType(file);
  const kind = contentType ? uploadKindOf(contentType) : null;
  if (!kind || !(kinds as readonly UploadKind[]).includes(kind)) return { ok: false, reason: refusal };
  if (file.size === 0) return { ok: false, reason: UPLOAD_TEXTS.empty(file.name) };
  const { maxBytes } = UPLOAD_KINDS[kind];
  if (file.size > maxBytes) return { ok: false, reason: UPLOAD_TEXTS.tooLarge(file.name, UPLOAD_TEXTS.kinds[kind], maxBytes) };
  return { ok: true, kind, contentType };
}

/** The file picker's `accept` for a slot: the content types of its kinds. */
export const slotAccept = (slot: FileSlot): string => (FILE_SLOTS[slot].kinds as readonly UploadKind[]).flatMap((kind) => UPLOAD_KINDS[kind].contentTypes).join(',');

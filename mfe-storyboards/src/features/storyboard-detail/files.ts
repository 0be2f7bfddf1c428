import type { DragEvent } from 'react';
import { UPLOAD_KINDS, type MediaType } from '@portal/shared-contracts/storyboards';
import { checkFile } from '../uploads';
import type { PendingFile } from './draft';

/*
 * Files from the computer dropped on (or chosen for) the cover or a shot while editing
 * (001 §2 "Cover media area with drag-and-drop replacement", §5 dropped assets): what is
 * taken, and how a drag of files is told from a drag of one of the customer's assets.
 */

/** True when a drag's types (DataTransfer.types) say it carries files from the computer. */
export const carriesFiles = (types: ArrayLike<string>): boolean => Array.from(types).includes('Files');

/** True while files from the computer are dragged over a target. */
export const isFileDrag = (event: DragEvent): boolean => carriesFiles(event.dataTransfer.types);

/** The dropped file (the first, when several are: the cover and a shot take one). */
export const droppedFile = (event: DragEvent): File | null => event.dataTransfer.files[0] ?? null;

/**
 * The file as the draft keeps it (without its shelf id), or null when the place refuses it
 * ("Asset is not supported or invalid"): a type UPLOAD_KINDS takes whose media type the
 * place accepts (001 §5), not empty, within its kind's size limit, as the api will check.
 */
export function checkDroppedFile(file: File, accept: readonly MediaType[]): Omit<PendingFile, 'fileId'> | null {
  const check = checkFile(file);
  // A storyboard document or an editing project is no media: it makes a storyboard of its own.
  if (!check.ok || check.kind === 'StoryboardDocument' || check.kind === 'EditingProject' || !accept.includes(check.kind)) return null;
  return { name: file.name, contentType: check.contentType, size: file.size, mediaType: check.kind };
}

/** The file picker's `accept`: the content types UPLOAD_KINDS takes for the accepted media types. */
export const pickerAcceptOf = (accept: readonly MediaType[]): string =>
  accept.flatMap((type) => (type === 'Image' || type === 'Video' || type === 'Audio' ? UPLOAD_KINDS[type].contentTypes : [])).join(',');

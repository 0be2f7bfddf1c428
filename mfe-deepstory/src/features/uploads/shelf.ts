/*
 * Files chosen on a page wait here until a save uploads them: a File is not serialisable,
 * so actions and the store carry its id (redux toolkit's checks refuse the File itself).
 */
const waiting = new Map<string, File>();

/** Keeps `file` for a later upload and answers the id the draft names it by. */
export function keepFile(file: File): string {
  const fileId = globalThis.crypto.randomUUID();
  waiting.set(fileId, file);
  return fileId;
}

/** The kept file (still kept: a failed save tries again), or null once let go. */
export const keptFile = (fileId: string): File | null => waiting.get(fileId) ?? null;

/** Lets go of the files whose ids are not in `keep` among `held` (replaced, saved or cancelled). */
export function releaseFiles(held: readonly string[], keep: readonly string[] = []): void {
  for (const fileId of held) if (!keep.includes(fileId)) waiting.delete(fileId);
}

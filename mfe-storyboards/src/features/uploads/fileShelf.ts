/*
 * The chosen files between the modal and the upload saga. A File is not serialisable,
 * so it does not travel in an action or live in the store (redux toolkit's checks
 * refuse it): the modal shelves it under a fresh id and puts the id in the action; the
 * saga takes it off the shelf when its turn comes, or drops it when the upload stops.
 * The storyboard editor keeps a file dropped on the cover or a shot here too, until its
 * save uploads it or the draft lets it go.
 */
const shelf = new Map<string, File>();

/** Keeps `file` until it is taken; answers its id. */
export function shelveFile(file: File): string {
  const id = globalThis.crypto.randomUUID();
  shelf.set(id, file);
  return id;
}

/** The file shelved under `id`, taken off the shelf; null when none is there. */
export function takeShelvedFile(id: string): File | null {
  const file = shelf.get(id) ?? null;
  shelf.delete(id);
  return file;
}

/** The file shelved under `id`, left on the shelf (a preview, an upload that may be retried); null when none is there. */
export const shelvedFile = (id: string): File | null => shelf.get(id) ?? null;

/** How many files wait on the shelf (tests: nothing is left behind). */
export const shelvedCount = (): number => shelf.size;

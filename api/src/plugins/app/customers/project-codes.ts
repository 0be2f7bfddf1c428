import { ACCOUNT_LIMITS } from '../../../contracts';

const MAX = ACCOUNT_LIMITS.PROJECT_CODE_MAX_LENGTH;
/** Numbered variants tried before giving up; a real clash needs ~100 accounts with one stem. */
const MAX_VARIANT = 99;

/** `stem` cut so that `stem + tail` fits the 20-character limit, without a dangling dash. */
function fit(stem: string, tail: string): string {
  const cut = stem.slice(0, Math.max(1, MAX - tail.length)).replace(/-+$/, '');
  return `${cut || 'p'}${tail}`;
}

/**
 * The Dev (private) codes to try for a Live code, in order: `code-dev`, then `code-dev2`,
 * `code-dev3`... each shortened to fit 20 characters (`a-very-long-live-cod` gives
 * `a-very-long-live-dev`).
 */
export function* devCodeCandidates(liveCode: string): Generator<string> {
  yield fit(liveCode, '-dev');
  for (let n = 2; n <= MAX_VARIANT; n += 1) yield fit(liveCode, `-dev${n}`);
}

/**
 * The Live codes to try for an account that never chose one (POST /register-customer):
 * the e-mail's local part in code form (`Nia.Okafor+x@…` gives `nia-okafor-x`), then
 * numbered variants `nia-okafor-x-2`...
 */
export function* liveCodeCandidates(email: string): Generator<string> {
  const local = email.split('@')[0] ?? '';
  const stem = local.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'project';
  yield fit(stem, '');
  for (let n = 2; n <= MAX_VARIANT; n += 1) yield fit(stem, `-${n}`);
}

/** Raised when every candidate is taken (the caller answers 409). */
export class NoFreeProjectCodeError extends Error {
  override readonly name = 'NoFreeProjectCodeError';
}

/** The first candidate `isTaken` says is free. */
export async function firstFreeCode(candidates: Iterable<string>, isTaken: (code: string) => Promise<boolean>): Promise<string> {
  for (const code of candidates) {
    if (!(await isTaken(code))) return code;
  }
  throw new NoFreeProjectCodeError('No free project code could be derived');
}

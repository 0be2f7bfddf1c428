import { LOADER_MESSAGES, LOADER_SLOW_MESSAGES, LOADER_TIMING } from '@portal/shared-contracts/core';

/*
 * The film step's loader texts (002 §2, §9): the text cycles every 10 s; the slow-down
 * messages appear at 180, 300 and 420 s, each replacing the one before; after the last
 * one the text stops cycling. Pure, so the schedule is tested with plain numbers and the
 * hook only sets timers for the next change.
 */

const SECOND = 1_000;
const SLOW_AT_MS: readonly number[] = LOADER_TIMING.SLOW_MESSAGE_AFTER_S.map((s) => s * SECOND);
/** After the last slow-down message the cycling text stays as it is. */
const ROTATION_STOPS_AT_MS = SLOW_AT_MS[SLOW_AT_MS.length - 1] ?? 0;

export interface LoaderText {
  /** The cycling text. */
  readonly text: string;
  /** The latest slow-down message, once 180 s have gone by. */
  readonly slow: string | null;
}

/** What the loader says `elapsedMs` after it appeared. */
export function loaderTextAt(elapsedMs: number): LoaderText {
  const clock = Math.max(0, Math.min(elapsedMs, ROTATION_STOPS_AT_MS));
  const turn = Math.floor(clock / LOADER_TIMING.ROTATE_EVERY_MS);
  const rotating = LOADER_MESSAGES.rotating;
  const passed = SLOW_AT_MS.filter((at) => elapsedMs >= at).length;
  return { text: rotating[turn % rotating.length]!, slow: passed > 0 ? LOADER_SLOW_MESSAGES[passed - 1]! : null };
}

/** When (ms after it appeared) the loader's texts change next after `elapsedMs`; null once they never will. */
export function nextLoaderChangeAt(elapsedMs: number): number | null {
  if (elapsedMs >= ROTATION_STOPS_AT_MS) return null;
  const nextTurn = (Math.floor(Math.max(0, elapsedMs) / LOADER_TIMING.ROTATE_EVERY_MS) + 1) * LOADER_TIMING.ROTATE_EVERY_MS;
  const nextSlow = SLOW_AT_MS.find((at) => at > elapsedMs) ?? Number.POSITIVE_INFINITY;
  return Math.min(nextTurn, nextSlow);
}

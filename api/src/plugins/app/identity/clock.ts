/**
 * The time source of the identity service. Injected (rather than calling Date.now())
 * so tests can move time forward to expire codes and tokens without waiting.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = Object.freeze({ now: () => Date.now() });

/** Seconds since the epoch, as JWT `iat`/`exp` claims count them. */
export function epochSeconds(clock: Clock): number {
  return Math.floor(clock.now() / 1000);
}

/** `clock.now()` plus `ms`, as a Date for a timestamptz parameter. */
export function dateIn(clock: Clock, ms: number): Date {
  return new Date(clock.now() + ms);
}

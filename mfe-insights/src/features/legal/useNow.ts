import { useMemo, useSyncExternalStore } from 'react';

/** Calls `onTick` at every change of second, each tick scheduled for the next whole second. */
function subscribe(onTick: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = (): void => {
    timer = setTimeout(() => {
      onTick();
      schedule();
    }, 1000 - (Date.now() % 1000));
  };
  schedule();
  return () => clearTimeout(timer);
}

const currentSecond = (): number => Math.floor(Date.now() / 1000);
/** A page rendered ahead of time (the build's snapshot, docs/adr/050) has no current time. */
const noTime = (): null => null;

/**
 * The current time, updated on every change of second, so the displayed seconds never lag
 * the real clock; null when the page is rendered on a server (the build's snapshot).
 */
export function useNow(): Date | null {
  const second = useSyncExternalStore(subscribe, currentSecond, noTime);
  return useMemo(() => (second === null ? null : new Date(second * 1000)), [second]);
}

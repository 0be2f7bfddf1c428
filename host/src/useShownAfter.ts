import { useEffect, useState } from 'react';

/**
 * Whether something that is `active` has been so for `delayMs` without a break: a loading
 * indicator for work that usually ends sooner then never flashes. False again as soon as
 * `active` is.
 */
export function useShownAfter(active: boolean, delayMs: number): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => {
      clearTimeout(timer);
      setDue(false);
    };
  }, [active, delayMs]);
  return active && due;
}

import { useEffect, useState } from 'react';

/**
 * The current time, updated on every change of second. Each tick is scheduled for the
 * next whole second, so the displayed seconds never lag the real clock.
 */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (): void => {
      timer = setTimeout(tick, 1000 - (Date.now() % 1000));
    };
    const tick = (): void => {
      setNow(new Date());
      schedule();
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
}

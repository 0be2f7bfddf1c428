import { useEffect, useState } from 'react';

/**
 * The id of the section the reader is in: the first of `ids` (in page order) that
 * crosses the top 40% of the viewport. Starts at the first id and keeps the last
 * answer while nothing crosses (between sections, above the first).
 *
 * Uses IntersectionObserver and does nothing where it is missing (jsdom, very old
 * browsers): the sidebar then simply keeps its first or last-clicked highlight.
 * `ids` must be a stable array (a module constant), or the observer restarts.
 */
export function useScrollSpy(ids: readonly string[]): readonly [string, (id: string) => void] {
  const [active, setActive] = useState<string>(ids[0] ?? '');

  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.IntersectionObserver !== 'function') return undefined;
    const crossing = new Map<string, boolean>();
    const observer = new window.IntersectionObserver(
      (entries) => {
        for (const entry of entries) crossing.set(entry.target.id, entry.isIntersecting);
        const current = ids.find((id) => crossing.get(id));
        if (current) setActive(current);
      },
      // Only the top 40% of the viewport counts, so the highlight follows the heading
      // the reader has just passed rather than the next one coming up.
      { rootMargin: '0px 0px -60% 0px', threshold: 0 },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ids]);

  return [active, setActive] as const;
}

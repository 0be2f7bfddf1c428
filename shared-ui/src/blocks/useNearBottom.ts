import { useEffect, useState, type RefObject } from 'react';
import { INFINITE_SCROLL_THRESHOLD_PX } from '@portal/shared-contracts/core';

/** Whether `el`'s top edge is within `threshold` px below the viewport's bottom edge. */
function withinReach(el: Element, threshold: number): boolean {
  return el.getBoundingClientRect().top - window.innerHeight <= threshold;
}

/**
 * True while the element (a sentinel after a list's last item) is within
 * INFINITE_SCROLL_THRESHOLD_PX (50 px, 001 §9) of the viewport's bottom. Uses an
 * IntersectionObserver whose root margin extends the viewport by the threshold; where
 * there is none (old browsers, jsdom) it measures on every scroll and resize instead.
 * `contentVersion` (e.g. the item count) measures again when the content above moves
 * the element without a scroll.
 */
export function useNearBottom(
  ref: RefObject<Element | null>,
  contentVersion: number,
  threshold: number = INFINITE_SCROLL_THRESHOLD_PX,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    if (typeof IntersectionObserver !== 'undefined') {
      const observer = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), {
        rootMargin: `0px 0px ${threshold}px 0px`,
      });
      observer.observe(el);
      return () => observer.disconnect();
    }
    const measure = (): void => setNear(withinReach(el, threshold));
    measure();
    // Capture: a scroll inside any scrolling container moves the sentinel too.
    document.addEventListener('scroll', measure, { capture: true, passive: true });
    window.addEventListener('resize', measure);
    return () => {
      document.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
    };
  }, [ref, contentVersion, threshold]);
  return near;
}

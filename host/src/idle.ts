/**
 * Resolves when the browser is idle (or after `timeoutMs` at the latest), so work the
 * current page does not need waits until the page has painted.
 */
export function whenIdle(timeoutMs = 1500): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window !== 'undefined' && 'requestIdleCallback' in window) {
      window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    } else {
      setTimeout(resolve, 0);
    }
  });
}

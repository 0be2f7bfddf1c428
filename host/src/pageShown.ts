/**
 * When the page the visitor opened shows its content: its remote mounted, or failed and
 * shows its error panel (RemoteOutlet), or it is not a remote's page at all (bootstrap).
 * Work the page does not need and that would share the network with it (a guest's
 * identity SDK and signed-in chrome, the warm-up of other remotes after sign-in) waits
 * for this, then for idle, so it does not slow the first paint on a slow connection.
 */
let markShown: () => void = () => undefined;
let shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** At most this long: a remote that never settles does not hold that work back for ever. */
export const PAGE_SHOWN_LIMIT_MS = 4000;

/**
 * Marks the page shown once the frame that shows it has painted: a frame begins (the
 * animation frame callback runs just before its paint), and a task queued there runs
 * after it. Resolving at the commit instead let an idle moment before that frame start
 * the background downloads, whose scripts then ran ahead of the page's first paint.
 */
export function markPageShown(): void {
  const afterPaint = (): void => void setTimeout(markShown, 0);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(afterPaint);
  else afterPaint();
}

export function whenPageShown(limitMs = PAGE_SHOWN_LIMIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    void shown.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** For tests: a page load that has not shown its page yet. */
export function resetPageShown(): void {
  shown = new Promise<void>((resolve) => {
    markShown = resolve;
  });
}

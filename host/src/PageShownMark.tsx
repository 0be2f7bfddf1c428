import { useEffect } from 'react';
import { markPageShown } from './pageShown';

/**
 * Marks the page shown (pageShown.ts) once the content beside it has committed. The shell
 * puts it next to a page it renders itself (the welcome page, a status or upgrade page),
 * inside the same Suspense boundary: while that page's chunk loads, neither commits, so
 * the warm-up of other remotes waits for the page instead of racing its chunk.
 */
export function PageShownMark(): null {
  useEffect(() => markPageShown(), []);
  return null;
}

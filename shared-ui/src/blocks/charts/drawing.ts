import { lazyComponent } from '../../lazyComponent';

/** recharts and the portal's drawings with it: one chunk, loaded when a chart first draws. */
const loadRecharts = () => import('./RechartsCharts');

export const pieDrawing = lazyComponent(() => loadRecharts().then((m) => ({ default: m.RechartsPie })));
export const cartesianDrawing = lazyComponent(() => loadRecharts().then((m) => ({ default: m.RechartsCartesian })));

/**
 * Starts loading recharts ahead of a page that always draws charts (its route's loader),
 * so a preloaded page draws them in its first frame instead of fetching them then.
 */
export function preloadCharts(): Promise<unknown> {
  return Promise.all([pieDrawing.load(), cartesianDrawing.load()]);
}

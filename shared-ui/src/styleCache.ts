import { createCache } from '@ant-design/cssinjs';

/**
 * antd's style cache for every app of the portal, one for the page (shared-ui is a
 * singleton). antd's engine counts the components using each style and drops the entry
 * when the count reaches zero, so a page opened again computed and serialised all its
 * components' styles again: most of a remount's time (docs/adr/044). This cache keeps
 * the component styles (`style`) and their CSS variables (`cssVar`) once made; their
 * `<style>` elements stay (or are put back) as antd always does. Theme tokens keep antd's
 * own counting, which also removes a theme's variables no one uses. What is kept is
 * bounded: one entry per component and theme.
 */
const KEPT = ['style%', 'cssVar%'];

export type PortalStyleCache = ReturnType<typeof createCache>;

export function createPortalStyleCache(): PortalStyleCache {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) => {
    if (!KEPT.some((prefix) => key.startsWith(prefix))) {
      update(key, valueFn);
      return;
    }
    update(key, (previous) => {
      const next = valueFn(previous);
      // antd's "no one uses it" (null): keep the made style with a count of zero.
      return next === null && previous ? [0, previous[1]] : next;
    });
  };
  return cache;
}

export const portalStyleCache = createPortalStyleCache();

import { createCache } from '@ant-design/cssinjs';

/**
 * antd's style cache for every app of the portal, one for the page (shared-ui is a
 * singleton). antd's engine counts the components using each style and drops the entry
 * when the count reaches zero, so a page opened again computed and serialised all its
 * components' styles again: most of a remount's time (docs/adr/044). This cache keeps
 * the component styles (`style`) and their CSS variables (`cssVar`) once made; their
 * `<style>` elements stay (or are put back) as antd always does. Theme tokens keep antd's
 * own counting, which also removes a theme's variables no one uses. What is kept is
 * bounded, one entry per component and theme, because the portal's theme has a fixed
 * CSS-variables key (PortalConfigProvider.tsx) instead of one new at every mount.
 */
const KEPT = ['style%', 'cssVar%'];

/**
 * What antd's style effect reads as "this style is already in the page" (a style sheet
 * loaded from a file): it then leaves the `<style>` elements alone. A component style's
 * element is never removed once added (antd removes it only on hot reload), so a kept
 * style is marked so: a page opened again does not search the head for each of its
 * styles and compare their text (`updateCSS`).
 */
const STYLE_IN_PAGE = '_FILE_STYLE__';

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
      if (next !== null || !previous) return next;
      // antd's "no one uses it" (null): keep what was made, with a count of zero.
      const [, value] = previous;
      return [0, key.startsWith('style%') && Array.isArray(value) ? [STYLE_IN_PAGE, ...value.slice(1)] : value];
    });
  };
  return cache;
}

export const portalStyleCache = createPortalStyleCache();

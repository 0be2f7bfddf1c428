import { createCache } from '@ant-design/cssinjs';

/**
 * antd's style cache for every app of the portal, one for the page (shared-ui is a
 * singleton). antd's engine counts the mounted components using each style and, when the
 * count falls to zero, drops the entry (and a component's CSS variables' `<style>`), so a
 * page opened again computed and serialised all its components' styles again: most of a
 * remount's time (docs/adr/044). This cache keeps the component styles (`style`) and
 * their CSS variables (`cssVar`) once made, with their `<style>` elements. Theme tokens
 * keep antd's own counting. What is kept is bounded, one entry per component and theme,
 * because the portal's theme has a fixed CSS-variables key (PortalConfigProvider.tsx)
 * instead of one new at every mount.
 */
const KEPT = ['style%', 'cssVar%'];

/**
 * What antd's style effect reads as "this style is already in the page" (a style sheet
 * loaded from a file): it then leaves the `<style>` elements alone.
 */
const STYLE_IN_PAGE = '_FILE_STYLE__';

/**
 * A kept style nobody uses, marked so the next mount's effect does not search the head
 * for its `<style>` and compare the text (`updateCSS`): antd never removes a component
 * style's element. (CSS variables are left as they are: antd removes a theme's variables,
 * the components' too, when the theme's last provider unmounts, and puts them back at
 * the next mount.)
 */
function inPage(key: string, value: unknown): unknown {
  return key.startsWith('style%') && Array.isArray(value) ? [STYLE_IN_PAGE, ...value.slice(1)] : value;
}

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
      if (!previous) return valueFn(previous);
      // antd's updaters add one at a mount, take one at an unmount (at zero: remove the
      // entry and the CSS variables' <style>) or keep the count at a render. Shown one
      // more than the real count, the last unmount never reaches zero.
      const [count, value] = previous;
      const next = valueFn([count + 1, value]);
      if (next === null) return previous;
      const nextCount = next[0] - 1;
      return [nextCount, nextCount === 0 && count > 0 ? inPage(key, next[1]) : next[1]];
    });
  };
  return cache;
}

export const portalStyleCache = createPortalStyleCache();

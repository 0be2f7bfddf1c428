/**
 * The attribute of the page's `<link rel="preload" as="style">` that names the host's
 * build-time antd style sheet (build-tools/src/antdStyleSheet.cjs, docs/adr/046).
 */
export const ANTD_STYLE_SHEET_ATTRIBUTE = 'data-antd-style-sheet';

/**
 * How long the first render waits for the sheet at most. Past it the page renders and
 * antd makes the styles at run time, as without the sheet (its map is read once, at the
 * first render); the sheet, when it comes, repeats rules the page already has.
 */
export const ANTD_STYLE_SHEET_WAIT_MS = 3000;

/**
 * Puts the host's build-time antd style sheet in the page and answers once it is loaded
 * (or failed, or ANTD_STYLE_SHEET_WAIT_MS passed): the shell's first render waits for it,
 * so antd reads the sheet's cache-path map and takes the listed styles from it.
 *
 * The page only preloads the sheet, so it does not hold back the page's first paint (the
 * loading text). It goes in as a `<style>` that `@import`s it, marked as antd marks the
 * styles it inserts (`data-rc-order="prependQueue"`) and first of the page's styles:
 * antd puts each style it makes at run time after the last style so marked, so the
 * cascade is the one of a page whose styles are all made at run time (antd's, then the
 * portal's own, then the template's rules). Without the preload (a remote's standalone
 * page, tests) it answers at once.
 */
export function adoptAntdStyleSheet(doc: Document = document): Promise<void> {
  const preload = doc.querySelector<HTMLLinkElement>(`link[rel="preload"][as="style"][${ANTD_STYLE_SHEET_ATTRIBUTE}]`);
  const href = preload?.getAttribute('href');
  if (!href) return Promise.resolve();
  const style = doc.createElement('style');
  style.setAttribute('data-rc-order', 'prependQueue');
  style.textContent = `@import url(${JSON.stringify(href)});`;
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ANTD_STYLE_SHEET_WAIT_MS);
    const done = (): void => {
      clearTimeout(timer);
      resolve();
    };
    style.addEventListener('load', done, { once: true });
    style.addEventListener('error', done, { once: true });
    doc.head.insertBefore(style, doc.head.querySelector('style'));
  });
}

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
 * The attribute of that preload naming the sheet of the forms and data entries, which a
 * page opened with a stored session preloads too (host/src/antdSheetHint.ts).
 */
export const ANTD_SIGNED_IN_STYLE_SHEET_ATTRIBUTE = 'data-antd-style-sheet-signed-in';

/**
 * Puts the host's build-time antd style sheets in the page and answers once they are
 * loaded (or one failed, or ANTD_STYLE_SHEET_WAIT_MS passed): the shell's first render
 * waits for them, so antd reads the last sheet's cache-path map and takes the listed
 * styles from the sheets.
 *
 * The page only preloads the sheets (the base one, and the signed-in one when the host
 * saw a stored session), so they do not hold back the page's first paint (the loading
 * text). Each goes in as a `<style>` that `@import`s it, in the order of the preloads and
 * each in a task of its own, marked as antd marks the styles it inserts
 * (`data-rc-order="prependQueue"`) and first of the page's styles: antd puts each style
 * it makes at run time after the last style so marked, so the cascade is the one of a
 * page whose styles are all made at run time (antd's, then the portal's own, then the
 * template's rules). A sheet whose map would list styles of a sheet that did not load in
 * time is taken out again: the signed-in sheet's map lists the base sheet's styles too.
 * Without a preload (a remote's standalone page, tests) it answers at once.
 */
export function adoptAntdStyleSheet(doc: Document = document): Promise<void> {
  const hrefs = [...doc.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][as="style"][${ANTD_STYLE_SHEET_ATTRIBUTE}]`)]
    .map((preload) => preload.getAttribute('href'))
    .filter((href): href is string => Boolean(href));
  if (!hrefs.length) return Promise.resolve();
  const first = doc.head.querySelector('style');
  const loads: Array<Promise<void>> = [];
  const sheets = hrefs.map((href, index) => {
    const style = doc.createElement('style');
    style.setAttribute('data-rc-order', 'prependQueue');
    style.textContent = `@import url(${JSON.stringify(href)});`;
    const sheet = { style, ok: false };
    loads.push(
      new Promise<void>((resolve) => {
        const ended = (ok: boolean) => (): void => {
          sheet.ok = ok;
          resolve();
        };
        style.addEventListener('load', ended(true), { once: true });
        style.addEventListener('error', ended(false), { once: true });
      }),
    );
    // One sheet per task: a preloaded sheet is parsed as it goes in (10-20 ms for each of
    // the two here, issue 19). Timers run in order, so the sheets stay in theirs.
    const insert = (): void => void doc.head.insertBefore(style, first);
    if (index === 0) insert();
    else setTimeout(insert, 0);
    return sheet;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ANTD_STYLE_SHEET_WAIT_MS);
  });
  return Promise.race([Promise.all(loads), waited]).then(() => {
    clearTimeout(timer);
    // Keep the sheets up to the first one that is not in (the first stays: late, it only
    // repeats rules): a later one's map would claim that one's styles.
    const missing = sheets.findIndex((sheet) => !sheet.ok);
    if (missing !== -1) for (const sheet of sheets.slice(Math.max(missing, 1))) sheet.style.remove();
  });
}

import { ANTD_SIGNED_IN_STYLE_SHEET_ATTRIBUTE, ANTD_STYLE_SHEET_ATTRIBUTE, ANTD_STYLE_SHEET_WAIT_MS, adoptAntdStyleSheet } from './adoptAntdStyleSheet';

function page(withPreload: boolean, signedIn = false): Document {
  const doc = document.implementation.createHTMLDocument('t');
  const base = withPreload ? `<link rel="preload" as="style" href="/antd.0123abcd.css" ${ANTD_STYLE_SHEET_ATTRIBUTE}>` : '';
  const second = signedIn ? `<link rel="preload" as="style" href="/antd-signed-in.4567cdef.css" ${ANTD_STYLE_SHEET_ATTRIBUTE}>` : '';
  doc.head.innerHTML = `<meta charset="utf-8">${base}${second}<style>a{color:blue}</style>`;
  return doc;
}

const imports = (doc: Document): Array<string | null> => [...doc.head.querySelectorAll('style')].map((s) => s.textContent);

const BASE_ONLY = ['@import url("/antd.0123abcd.css");', 'a{color:blue}'];

/** The next task: the sheets after the first go in one per task. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Adopts a signed-in page's two sheets, ends their loads as given, and answers the page's styles after. */
async function adoptBoth(base: 'load' | 'error', signedIn: 'load' | 'error'): Promise<Array<string | null>> {
  const doc = page(true, true);
  const adopted = adoptAntdStyleSheet(doc);
  await nextTask();
  const [baseStyle, signedInStyle] = doc.head.querySelectorAll('style');
  baseStyle?.dispatchEvent(new Event(base));
  signedInStyle?.dispatchEvent(new Event(signedIn));
  await adopted;
  return imports(doc);
}

describe('adoptAntdStyleSheet', () => {
  afterEach(() => jest.useRealTimers());

  it('imports the preloaded sheet first of the page styles, marked as antd marks its own, and answers once it is loaded', async () => {
    const doc = page(true);
    let answered = false;
    const adopted = adoptAntdStyleSheet(doc).then(() => {
      answered = true;
    });
    const styles = [...doc.head.querySelectorAll('style')];
    expect(styles.map((s) => s.textContent)).toEqual(['@import url("/antd.0123abcd.css");', 'a{color:blue}']);
    expect(styles[0]?.getAttribute('data-rc-order')).toBe('prependQueue');
    await Promise.resolve();
    expect(answered).toBe(false);
    styles[0]?.dispatchEvent(new Event('load'));
    await adopted;
    expect(answered).toBe(true);
  });

  it('answers when the sheet fails, or after the longest wait, so the page always renders', async () => {
    const failing = page(true);
    const failed = adoptAntdStyleSheet(failing);
    failing.head.querySelector('style')?.dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBeUndefined();

    jest.useFakeTimers();
    const slow = adoptAntdStyleSheet(page(true));
    jest.advanceTimersByTime(ANTD_STYLE_SHEET_WAIT_MS);
    await expect(slow).resolves.toBeUndefined();
  });

  it('with the signed-in sheet preloaded too, imports both in their order, each in a task of its own, and answers once both are loaded', async () => {
    const doc = page(true, true);
    let answered = false;
    const adopted = adoptAntdStyleSheet(doc).then(() => {
      answered = true;
    });
    expect(imports(doc)).toEqual(BASE_ONLY);
    await nextTask();
    expect(imports(doc)).toEqual(['@import url("/antd.0123abcd.css");', '@import url("/antd-signed-in.4567cdef.css");', 'a{color:blue}']);
    const [base, signedIn] = doc.head.querySelectorAll('style');
    signedIn?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(answered).toBe(false);
    base?.dispatchEvent(new Event('load'));
    await adopted;
    expect(imports(doc)).toHaveLength(3);
  });

  it("takes the signed-in sheet out when the base one failed or is late: its map would claim the base one's styles", async () => {
    expect(await adoptBoth('error', 'load')).toEqual(BASE_ONLY);

    jest.useFakeTimers();
    const late = page(true, true);
    const waited = adoptAntdStyleSheet(late);
    jest.advanceTimersByTime(0);
    late.head.querySelectorAll('style')[1]?.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(ANTD_STYLE_SHEET_WAIT_MS);
    await waited;
    // The late base sheet stays (it only repeats rules when it comes).
    expect(imports(late)).toEqual(BASE_ONLY);
  });

  it('keeps the base sheet when only the signed-in one failed', async () => {
    expect(await adoptBoth('load', 'error')).toEqual(BASE_ONLY);
  });

  it("reads the attributes the host's build marks the preload with", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const build = require('@portal/build-tools/src/antdStyleSheet.cjs');
    expect(build.ATTRIBUTE).toBe(ANTD_STYLE_SHEET_ATTRIBUTE);
    expect(build.SIGNED_IN_ATTRIBUTE).toBe(ANTD_SIGNED_IN_STYLE_SHEET_ATTRIBUTE);
  });

  it('answers at once on a page without the sheet (a remote on its own), adding nothing', async () => {
    const doc = page(false);
    await expect(adoptAntdStyleSheet(doc)).resolves.toBeUndefined();
    expect(doc.head.querySelectorAll('style')).toHaveLength(1);
  });
});

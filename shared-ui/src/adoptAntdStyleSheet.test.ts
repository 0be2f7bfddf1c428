import { ANTD_STYLE_SHEET_ATTRIBUTE, ANTD_STYLE_SHEET_WAIT_MS, adoptAntdStyleSheet } from './adoptAntdStyleSheet';

function page(withPreload: boolean): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.head.innerHTML = `<meta charset="utf-8">${withPreload ? `<link rel="preload" as="style" href="/antd.0123abcd.css" ${ANTD_STYLE_SHEET_ATTRIBUTE}>` : ''}<style>a{color:blue}</style>`;
  return doc;
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

  it("reads the attribute the host's build marks the preload with", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(require('@portal/build-tools/src/antdStyleSheet.cjs').ATTRIBUTE).toBe(ANTD_STYLE_SHEET_ATTRIBUTE);
  });

  it('answers at once on a page without the sheet (a remote on its own), adding nothing', async () => {
    const doc = page(false);
    await expect(adoptAntdStyleSheet(doc)).resolves.toBeUndefined();
    expect(doc.head.querySelectorAll('style')).toHaveLength(1);
  });
});

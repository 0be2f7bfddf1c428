import { PAGE_SNAPSHOT_NAMES as NAMES, SHELL_MESSAGES } from '@portal/shared-contracts/core';
import { pageSnapshots } from './snapshots';

describe("the shell's snapshot", () => {
  it('is the signed-out shell around the outlet, with the slot for the page in the main landmark', () => {
    const { html, css } = pageSnapshots()[NAMES.shellKey]!;
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('.skip-link')?.textContent).toBe(SHELL_MESSAGES.skipToContent);
    expect(page.querySelector('header a')?.getAttribute('href')).toBe('/');
    expect(page.querySelector('main#main-content .remote-outlet > div')?.textContent).toBe(NAMES.slot);
    expect(html.split(NAMES.slot)).toHaveLength(2);
    expect(css).toMatch(/\.portal-shell-frame-page\{min-height:100vh;\}/);
  });
});

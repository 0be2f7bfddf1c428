import { PAGE_SNAPSHOT_NAMES as NAMES, SHELL_MESSAGES, shellSnapshotKey } from '@portal/shared-contracts/core';
import { pageSnapshots } from './snapshots';

function parsed(access: 'guest' | 'public'): { page: HTMLElement; html: string; css: string } {
  const { html, css } = pageSnapshots()[shellSnapshotKey(access)]!;
  const page = document.createElement('div');
  page.innerHTML = html;
  return { page, html, css };
}

describe("the shell's snapshots", () => {
  it.each(['guest', 'public'] as const)('%s: the signed-out shell around the outlet, with the slot for the page in the main landmark', (access) => {
    const { page, html, css } = parsed(access);
    expect(page.querySelector('.skip-link')?.textContent).toBe(SHELL_MESSAGES.skipToContent);
    expect(page.querySelector('header a')?.getAttribute('href')).toBe('/');
    expect(page.querySelector('main#main-content .remote-outlet > div')?.textContent).toBe(NAMES.slot);
    expect(html.split(NAMES.slot)).toHaveLength(2);
    expect(css).toMatch(/\.portal-shell-frame-page\{min-height:100vh;\}/);
  });

  it('carries the sign-in link on a legal page, not on sign-in or sign-up', () => {
    expect(parsed('guest').page.querySelectorAll('header a')).toHaveLength(1);
    expect([...parsed('public').page.querySelectorAll('header a')].map((a) => a.textContent)).toContain(SHELL_MESSAGES.signIn);
  });
});

import { HEADINGS, LABELS, PAGE_SNAPSHOT_NAMES as NAMES, ROUTES, SHELL_MESSAGES, shellSnapshotKey, type RouteAccess } from '@portal/shared-contracts/core';
import { pageSnapshots } from './snapshots';

function parsed(access: RouteAccess): { page: HTMLElement; html: string; css: string } {
  return parsedAt(shellSnapshotKey(access));
}

function parsedAt(key: string): { page: HTMLElement; html: string; css: string } {
  const { html, css } = pageSnapshots()[key]!;
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

  it.each([
    ["a remote's page in the outlet", shellSnapshotKey('private'), 'main#main-content .remote-outlet > div'],
    ['a page of the shell bare', shellSnapshotKey('private', true), 'main#main-content'],
  ])("holds a signed-in user's page in the shell as it is while a stored session is checked (the brand, the navigation's place, the page padded): %s", (_what, key, slot) => {
    const { page, html, css } = parsedAt(key);
    expect(page.querySelectorAll('header a')).toHaveLength(1);
    expect(page.querySelector('aside.ant-layout-sider')?.textContent).toBe('');
    expect(page.querySelector(slot)?.textContent).toBe(NAMES.slot);
    expect(page.querySelector('main#main-content')?.textContent).toBe(NAMES.slot);
    expect(html.split(NAMES.slot)).toHaveLength(2);
    expect(css).toMatch(/\.portal-shell-frame-content/);
  });

  it('renders /welcome, the one page of the shell that shows no data, as a signed-in page of the shell', () => {
    const snapshot = pageSnapshots()[ROUTES.welcome]!;
    expect(snapshot).toMatchObject({ access: 'private', shellPage: true });
    const { page, css } = parsedAt(ROUTES.welcome);
    expect(page.querySelector('h1')?.textContent).toBe(HEADINGS.createBetterStories);
    expect(page.textContent).toContain(SHELL_MESSAGES.welcomeIntro);
    expect(page.querySelector(`a[href="${ROUTES.discovery}"]`)?.textContent).toBe(LABELS.letsGo);
    expect(css).toMatch(/\.portal-welcome-hero\{/);
  });
});

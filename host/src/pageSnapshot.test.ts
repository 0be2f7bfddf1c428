import { PAGE_SNAPSHOT_NAMES as NAMES } from '@portal/shared-contracts/core';
import { appRoot, dropUnsuitedSnapshot, showLivePage, syncSessionHint } from './pageSnapshot';

const SNAPSHOT_PAGE = `<style id="${NAMES.styleId}">h1{}</style><div id="${NAMES.elementId}" inert aria-hidden="true"><h1>Welcome back.</h1></div><div id="root"></div>`;

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

describe('the page snapshot', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    clearCookies();
  });

  it('renders the app out of the document while a snapshot stands in, then puts it in the snapshot\'s place', () => {
    document.body.innerHTML = SNAPSHOT_PAGE;
    const root = appRoot();
    expect(root.isConnected).toBe(false);
    root.textContent = 'live page';
    showLivePage(root);
    expect(document.body.textContent).toBe('live page');
    expect(document.getElementById(NAMES.elementId)).toBeNull();
    expect(document.getElementById(NAMES.styleId)).toBeNull();
    // Again (the error boundary after the page was shown) changes nothing.
    showLivePage(root);
    expect(document.body.children).toHaveLength(1);
  });

  it('leaves the root in place on a page without a snapshot', () => {
    document.body.innerHTML = '<div id="root"><div id="boot">Loading...</div></div>';
    const root = appRoot();
    expect(root.isConnected).toBe(true);
    showLivePage(root);
    expect(document.body.innerHTML).toBe('<div id="root"><div id="boot">Loading...</div></div>');
  });

  it("drops a signed-out visitor's snapshot in a browser that holds a session, and a signed-in user's in one that does not", () => {
    const page = (access: string): string => SNAPSHOT_PAGE.replace('inert', `${NAMES.accessAttribute}="${access}" inert`);
    for (const [access, storedSession] of [['guest', true], ['public', true], ['private', false]] as const) {
      document.body.innerHTML = page(access);
      dropUnsuitedSnapshot(storedSession);
      expect(document.body.innerHTML).toBe('<div id="root"></div>');
      expect(appRoot().isConnected).toBe(true);
    }
    for (const [access, storedSession] of [['guest', false], ['public', false], ['private', true]] as const) {
      document.body.innerHTML = page(access);
      dropUnsuitedSnapshot(storedSession);
      expect(document.getElementById(NAMES.elementId)).not.toBeNull();
      expect(document.getElementById(NAMES.styleId)).not.toBeNull();
    }
  });

  it('keeps the session hint cookie as the browser holds a session or not', () => {
    syncSessionHint(true);
    expect(document.cookie).toContain(`${NAMES.sessionHintCookie}=1`);
    syncSessionHint(true);
    expect(document.cookie.split(';').filter((c) => c.includes(NAMES.sessionHintCookie))).toHaveLength(1);
    syncSessionHint(false);
    expect(document.cookie).not.toContain(NAMES.sessionHintCookie);
  });
});

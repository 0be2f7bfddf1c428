import { ANTD_SIGNED_IN_STYLE_SHEET_ATTRIBUTE, ANTD_STYLE_SHEET_ATTRIBUTE } from '@portal/shared-ui';
import NAMES from '@portal/shared-contracts/page-snapshots.json';
import { SHEET_ATTRIBUTE, SIGNED_IN_SHEET_ATTRIBUTE, preloadSignedInStyleSheet } from './antdSheetHint';
import { anyStoredSession } from './session/storedSession';

function storage(entries: Record<string, string>): Pick<Storage, 'length' | 'key'> {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (i) => keys[i] ?? null };
}

const SIGNED_IN = storage({ 'CognitoIdentityServiceProvider.portallocalwebclient.LastAuthUser': 'u-1', theme: 'light' });

function page(): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.head.innerHTML = `<link rel="preload" as="style" href="/antd.0123abcd.css" ${SHEET_ATTRIBUTE} ${SIGNED_IN_SHEET_ATTRIBUTE}="/antd-signed-in.4567cdef.css" fetchpriority="low"><link rel="preload" as="script" href="/main.js">`;
  return doc;
}

describe('preloadSignedInStyleSheet', () => {
  it('with a stored session, preloads the signed-in sheet right after the base one, marked like it and at low priority', () => {
    const doc = page();
    preloadSignedInStyleSheet(doc, SIGNED_IN);
    const sheets = [...doc.head.querySelectorAll(`link[rel="preload"][as="style"][${SHEET_ATTRIBUTE}]`)];
    expect(sheets.map((link) => link.getAttribute('href'))).toEqual(['/antd.0123abcd.css', '/antd-signed-in.4567cdef.css']);
    expect(sheets[1]?.getAttribute('fetchpriority')).toBe('low');
    expect(sheets[1]?.nextElementSibling?.getAttribute('as')).toBe('script');
  });

  it("preloads it for a signed-out visitor whose page's snapshot says its live render uses those styles", () => {
    const SIGNED_OUT = storage({ theme: 'light' });
    const signUp = page();
    signUp.body.innerHTML = `<div id="${NAMES.elementId}" ${NAMES.areaStylesAttribute} inert></div>`;
    preloadSignedInStyleSheet(signUp, SIGNED_OUT);
    expect(signUp.head.querySelectorAll(`link[${SHEET_ATTRIBUTE}]`)).toHaveLength(2);

    const signIn = page();
    signIn.body.innerHTML = `<div id="${NAMES.elementId}" inert></div>`;
    preloadSignedInStyleSheet(signIn, SIGNED_OUT);
    expect(signIn.head.querySelectorAll(`link[${SHEET_ATTRIBUTE}]`)).toHaveLength(1);
  });

  it('adds nothing for a signed-out visitor, on a page without the sheets, or when storage cannot be read', () => {
    const signedOut = page();
    preloadSignedInStyleSheet(signedOut, storage({ 'CognitoIdentityServiceProvider.portallocalwebclient.deviceKey': 'd', theme: 'light' }));
    expect(signedOut.head.querySelectorAll('link')).toHaveLength(2);

    const bare = document.implementation.createHTMLDocument('t');
    preloadSignedInStyleSheet(bare, SIGNED_IN);
    expect(bare.head.querySelectorAll('link')).toHaveLength(0);

    const refused = page();
    const throwing: Pick<Storage, 'length' | 'key'> = {
      get length(): number {
        throw new DOMException('denied', 'SecurityError');
      },
      key: () => null,
    };
    preloadSignedInStyleSheet(refused, throwing);
    expect(refused.head.querySelectorAll('link')).toHaveLength(2);
  });

  it('uses the attributes shared-ui reads', () => {
    expect(SHEET_ATTRIBUTE).toBe(ANTD_STYLE_SHEET_ATTRIBUTE);
    expect(SIGNED_IN_SHEET_ATTRIBUTE).toBe(ANTD_SIGNED_IN_STYLE_SHEET_ATTRIBUTE);
  });
});

describe('anyStoredSession', () => {
  it("is true for any app client's last signed-in user, and false without one", () => {
    expect(anyStoredSession(SIGNED_IN)).toBe(true);
    expect(anyStoredSession(storage({ 'CognitoIdentityServiceProvider.other.LastAuthUser': 'u' }))).toBe(true);
    expect(anyStoredSession(storage({ LastAuthUser: 'u', 'CognitoIdentityServiceProvider.x.idToken': 't' }))).toBe(false);
  });
});

import NAMES from '@portal/shared-contracts/page-snapshots.json';

/**
 * The page's snapshot (docs/adr/050, 054, 057): the host's server may write a signed-out
 * visitor's sign-in or sign-up page, or a signed-in user's /welcome or subscription hub,
 * into the HTML, so it paints before any script has arrived. It is `inert`: nothing can be
 * typed into it. The app renders its first page into its root out of the document, and
 * takes the snapshot's place once that page has shown.
 *
 * Imported by the host's entry: it reads no shared module.
 */

/** At most this long the snapshot stands in for the page (a page still loading then shows its loading state). */
export const SNAPSHOT_LIMIT_MS = 10_000;

export function pageSnapshotElement(doc: Document = document): HTMLElement | null {
  return doc.getElementById(NAMES.elementId);
}

/** The page's snapshot says its live render uses the forms and data entries' antd styles (a sign-up form). */
export function snapshotUsesAreaStyles(doc: Document = document): boolean {
  return pageSnapshotElement(doc)?.hasAttribute(NAMES.areaStylesAttribute) ?? false;
}

/**
 * The element the app renders into: `#root`, taken out of the document while a snapshot
 * stands in for the page (so the page has one sign-in form, not the snapshot's and a
 * half-made one), in place otherwise.
 */
export function appRoot(doc: Document = document): HTMLElement {
  const root = doc.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  if (pageSnapshotElement(doc)) root.remove();
  return root;
}

/** Puts the app's root where the snapshot was and drops the snapshot and its styles. Once is enough; again does nothing. */
export function showLivePage(root: HTMLElement, doc: Document = document): void {
  const snapshot = pageSnapshotElement(doc);
  if (snapshot) snapshot.replaceWith(root);
  else if (!root.isConnected) doc.body.append(root);
  doc.getElementById(NAMES.styleId)?.remove();
}

/** Drops the page's snapshot and its styles. */
function dropPageSnapshot(doc: Document = document): void {
  pageSnapshotElement(doc)?.remove();
  doc.getElementById(NAMES.styleId)?.remove();
}

/**
 * Drops a snapshot that would only flash (docs/adr/054): a signed-out visitor's page in a
 * browser that holds a session (sign-in sends it to /welcome), or a signed-in user's page in
 * one that no longer does (the guard sends it to sign-in). The server chose it by the session
 * hint cookie, which can be older than what the browser holds.
 */
export function dropUnsuitedSnapshot(storedSession: boolean, doc: Document = document): void {
  const snapshot = pageSnapshotElement(doc);
  if (snapshot && (snapshot.getAttribute(NAMES.accessAttribute) === 'private') !== storedSession) dropPageSnapshot(doc);
}

const hasHintCookie = (doc: Document): boolean => doc.cookie.split(';').some((part) => part.trim().startsWith(`${NAMES.sessionHintCookie}=`));

/**
 * Keeps the cookie that tells the host's server this browser holds a session, so it sends
 * no signed-out snapshot. A hint for what to send, never a check of the session: it holds
 * nothing secret, and a page without it only shows a snapshot first.
 */
export function syncSessionHint(signedIn: boolean, doc: Document = document): void {
  const has = hasHintCookie(doc);
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  if (signedIn && !has) doc.cookie = `${NAMES.sessionHintCookie}=1; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  else if (!signedIn && has) doc.cookie = `${NAMES.sessionHintCookie}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

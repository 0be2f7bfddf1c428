import { snapshotUsesAreaStyles } from './pageSnapshot';
import { anyStoredSession } from './session/storedSession';

/**
 * The attributes the host's build puts on the page's preload of its antd style sheet
 * (build-tools/src/antdStyleSheet.cjs, docs/adr/046): the sheet's mark, and the forms and
 * data entries' sheet. Written out here because this runs before the shared modules that
 * hold them (@portal/shared-ui's adoptAntdStyleSheet) can load; antdSheetHint.test.ts
 * checks they match.
 */
export const SHEET_ATTRIBUTE = 'data-antd-style-sheet';
export const SIGNED_IN_SHEET_ATTRIBUTE = 'data-antd-style-sheet-signed-in';

/**
 * When the browser holds a session, preloads the forms and data entries' antd style sheet
 * beside the base one, at once (from the host's entry, before the shared modules load):
 * the page will be an area's, whose lists, tabs and forms then take their styles from it
 * instead of making them at run time. It is marked as the base one is and put after it,
 * so adoptAntdStyleSheet puts both in the page, in that order, before the first render.
 * A signed-out visitor's pages do not load it, unless the page's snapshot says its live
 * render uses those styles (the sign-up form; docs/adr/050).
 */
export function preloadSignedInStyleSheet(doc: Document = document, storage?: Pick<Storage, 'length' | 'key'>): void {
  const base = doc.querySelector(`link[rel="preload"][as="style"][${SHEET_ATTRIBUTE}][${SIGNED_IN_SHEET_ATTRIBUTE}]`);
  const href = base?.getAttribute(SIGNED_IN_SHEET_ATTRIBUTE);
  if (!base || !href || !(anyStoredSession(storage) || snapshotUsesAreaStyles(doc))) return;
  const link = doc.createElement('link');
  for (const [name, value] of [['rel', 'preload'], ['as', 'style'], ['href', href], [SHEET_ATTRIBUTE, ''], ['fetchpriority', 'low']] as const)
    link.setAttribute(name, value);
  base.after(link);
}

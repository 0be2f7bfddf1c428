import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { UPLOAD_TEXTS } from '@portal/shared-contracts';
import { useMountProps } from '@portal/shared-ui';
import { selectUploading } from './slice';

// The dialog (antd's Modal) loads the first time someone tries to leave during an upload.
const LeaveDialog = lazy(() => import('./components/LeaveDialog').then((m) => ({ default: m.LeaveDialog })));

/**
 * The in-app address a click on a link would go to, when following it leaves the page:
 * a plain left click on a same-origin link to another path. Null for anything else:
 * modified clicks and other targets (a new tab leaves nothing), downloads, links to the
 * page itself (a hash), and links to another origin, whose full page load the
 * beforeunload warning covers.
 */
export function leavingLink(event: MouseEvent, here: Pick<Location, 'href' | 'origin' | 'pathname' | 'search'> = window.location): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * 'Upload in progress. Please do not navigate away.' (001 §4) while files upload. Leaving
 * the remote stops its store, and with it the upload.
 *
 * - Closing or reloading the tab, or typing another address: the browser's own
 *   beforeunload prompt (browsers show their own wording, not ours).
 * - Links: the host mounts remotes under a BrowserRouter, which has no navigation
 *   blocking (useBlocker needs a data router), so the guard listens for link clicks on
 *   the whole document, the shell's side navigation included, before any router does;
 *   it holds the click and asks, and "Leave anyway" navigates through the host.
 *   Navigation that is not a link click (the browser's Back button, code calling
 *   navigate) is not held.
 */
export function UploadLeaveGuard(): ReactElement | null {
  const uploading = useSelector(selectUploading);
  const { navigate } = useMountProps();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!uploading) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent): string => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = UPLOAD_TEXTS.uploadInProgress;
      return UPLOAD_TEXTS.uploadInProgress;
    };
    const onClick = (event: MouseEvent): void => {
      const to = leavingLink(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [uploading]);

  if (pending === null) return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog
        onStay={() => setPending(null)}
        onLeave={() => {
          setPending(null);
          navigate(pending);
        }}
      />
    </Suspense>
  );
}

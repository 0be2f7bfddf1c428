import { useEffect, useState } from 'react';
import { useMountProps } from './mountContext';

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

/** A held departure: where the click was going, and the two answers to "leave?". */
export interface LeaveGuard {
  /** The address a held link click was going to; null while nothing is held. */
  readonly pending: string | null;
  readonly stay: () => void;
  /** Goes on to the held address through the host's navigation. */
  readonly leave: () => void;
}

/**
 * While `active` (work that leaving would lose is under way): closing or reloading the tab,
 * or typing another address, gets the browser's own beforeunload prompt (browsers show
 * their own wording; `message` is set for older ones), and link clicks anywhere in the
 * document, the shell's navigation included, are held before any router sees them (the host
 * mounts remotes under a BrowserRouter, which has no blocking), so the caller can ask. Other
 * navigation (the browser's Back button, code calling navigate) is not held.
 */
export function useLeaveGuard(active: boolean, message: string): LeaveGuard {
  const { navigate } = useMountProps();
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent): string => {
      event.preventDefault();
      event.returnValue = message;
      return message;
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
  }, [active, message]);
  return {
    pending: active ? pending : null,
    stay: () => setPending(null),
    leave: () => {
      const to = pending;
      setPending(null);
      if (to !== null) navigate(to);
    },
  };
}

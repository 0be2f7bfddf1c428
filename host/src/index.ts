import { preloadSignedInStyleSheet } from './antdSheetHint';
import { dropUnsuitedSnapshot, syncSessionHint } from './pageSnapshot';
import { anyStoredSession } from './session/storedSession';
import { inStages } from './startup';

// The server sends a page as a snapshot first (docs/adr/050, 054), a signed-in user's or a
// signed-out visitor's by the session hint: keep the hint true to what this browser holds,
// and drop a snapshot that would only flash.
const storedSession = anyStoredSession();
syncSessionHint(storedSession);
dropUnsuitedSnapshot(storedSession);
// A returning user's page is an area's: its antd styles' sheet starts loading now.
preloadSignedInStyleSheet();
// Async boundary: Module Federation negotiates the shared singletons before any
// of them is evaluated. The page's remote starts loading alongside the shell. The shell's
// heaviest shared modules are then evaluated one per task, before the bootstrap needs them
// (docs/adr/051), so that a page on a slow phone stays responsive while the shell starts.
// shared-ui is asked for with the page's remote, not after it: the remote's entry registers
// its own copy when it arrives, and the share scope would then hand the shell that one.
void inStages([
  () => Promise.all([import('./remotes/prefetch').then(({ prefetchPageRemote }) => void prefetchPageRemote()), import('@portal/shared-ui')]),
  () => import('react-dom/client'),
  () => import('@reduxjs/toolkit'),
  () => import('redux-saga'),
  () => import('single-spa'),
  // The session module's identity SDK only for a browser holding a session: a signed-out
  // visitor's page loads it when the sign-in form needs it (bootstrap.tsx).
  ...(storedSession ? [() => import('./session/amplifyIdentity')] : []),
]).then(() => import('./bootstrap'));

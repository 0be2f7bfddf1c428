import { preloadSignedInStyleSheet } from './antdSheetHint';
import { dropPageSnapshot, syncSessionHint } from './pageSnapshot';
import { anyStoredSession } from './session/storedSession';
import { inStages } from './startup';

// The server sends a signed-out visitor's page as a snapshot first (docs/adr/050): tell it
// whether this browser holds a session, and drop a snapshot that would only flash.
const storedSession = anyStoredSession();
syncSessionHint(storedSession);
if (storedSession) dropPageSnapshot();
// A returning user's page is an area's: its antd styles' sheet starts loading now.
preloadSignedInStyleSheet();
// Async boundary: Module Federation negotiates the shared singletons before any
// of them is evaluated. The page's remote starts loading alongside the shell. The shell's
// heaviest shared modules are then evaluated one per task, before the bootstrap needs them
// (docs/adr/051), so that a page on a slow phone stays responsive while the shell starts.
void inStages([
  () => import('./remotes/prefetch').then(({ prefetchPageRemote }) => void prefetchPageRemote()),
  () => import('react-dom/client'),
  () => import('@reduxjs/toolkit'),
  () => import('redux-saga'),
  () => import('@portal/shared-ui'),
]).then(() => import('./bootstrap'));

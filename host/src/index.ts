import { preloadSignedInStyleSheet } from './antdSheetHint';
import { dropPageSnapshot, syncSessionHint } from './pageSnapshot';
import { anyStoredSession } from './session/storedSession';

// The server sends a signed-out visitor's page as a snapshot first (docs/adr/050): tell it
// whether this browser holds a session, and drop a snapshot that would only flash.
const storedSession = anyStoredSession();
syncSessionHint(storedSession);
if (storedSession) dropPageSnapshot();
// A returning user's page is an area's: its antd styles' sheet starts loading now.
preloadSignedInStyleSheet();
// Async boundary: Module Federation negotiates the shared singletons before any
// of them is evaluated. The page's remote starts loading alongside the shell.
void import('./remotes/prefetch').then(({ prefetchPageRemote }) => prefetchPageRemote());
void import('./bootstrap');

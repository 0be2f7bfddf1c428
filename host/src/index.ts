import { preloadSignedInStyleSheet } from './antdSheetHint';

// A returning user's page is an area's: its antd styles' sheet starts loading now.
preloadSignedInStyleSheet();
// Async boundary: Module Federation negotiates the shared singletons before any
// of them is evaluated. The page's remote starts loading alongside the shell.
void import('./remotes/prefetch').then(({ prefetchPageRemote }) => prefetchPageRemote());
void import('./bootstrap');

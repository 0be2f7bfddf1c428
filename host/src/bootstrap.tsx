import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@portal/shared-ui/router';
import { start } from 'single-spa';
import { PortalConfigProvider, adoptAntdStyleSheet, createEventBus } from '@portal/shared-ui';
import { readPortalConfig } from './config';
import { createHostStore } from './store';
import { ServicesProvider } from './services';
import { App } from './App';
import { resolveRoute } from './routing/routeTable';
import { whenIdle } from './idle';
import { whenPageShown } from './pageShown';
import { SNAPSHOT_LIMIT_MS, appRoot, showLivePage, syncSessionHint } from './pageSnapshot';
import { nextTask } from './startup';
import { hasStoredSession } from './session/storedSession';
import { preloadSignedInChrome } from './shell/signedInChrome';
import { ShellErrorBoundary } from './shell/ShellErrorBoundary';
import { browserPageLifecycle, startAnalyticsSender } from './analytics';
import { setLoadReporter, startLoadReporter } from './remotes/loadReports';

const config = readPortalConfig();
const bus = createEventBus();
// Amplify arrives in its own chunk, in parallel with the shell's first render.
const { store, session } = createHostStore({
  config,
  bus,
  identity: () => import('./session/amplifyIdentity').then(({ createAmplifyIdentity }) => createAmplifyIdentity(config)),
});

// Every analytics event of the bus, batched to the api while signed in (docs/adr/033).
startAnalyticsSender({ apiUrl: config.apiUrl, bus, session, route: () => window.location.pathname, page: browserPageLifecycle() });
// Each remote load's figures, batched anonymously to the api's ops view (docs/adr/037).
setLoadReporter(startLoadReporter({ apiUrl: config.apiUrl, page: browserPageLifecycle() }));

// single-spa turns every pushState/replaceState into a popstate event, so the
// host's router and each remote's router all follow the one browser history.
start({ urlRerouteOnly: true });
// A public page (terms, privacy, contact) does not depend on the session: check it
// after the page has painted. Every other page needs it at once, in a task of its own:
// the identity SDK's configuration and the stored session's restore were, with this
// module's evaluation and the store's, one of a signed-in page's longest tasks (docs/adr/051).
const initialRoute = resolveRoute(window.location.pathname, {});
if (initialRoute?.route.access === 'public') void whenIdle().then(() => session.start());
else void nextTask().then(() => session.start());
// A signed-out visitor never loads the identity SDK to learn that (storedSession.ts).
// The sign-in and sign-up forms will need it, and a sign-in then lands on the signed-in
// chrome and the welcome page: fetch those chunks too, once the form has painted
// (pageShown.ts), so they do not share a slow connection with the form's own chunks.
if (initialRoute?.route.access === 'guest')
  void whenPageShown()
    .then(() => whenIdle())
    .then(() => import('./session/amplifyIdentity'))
    .then(preloadSignedInChrome);
// Someone is probably signed in: fetch the nav and header chunks while the session is checked.
const storedSession = hasStoredSession(config);
if (storedSession) preloadSignedInChrome();
// A page that is not a remote's (the welcome page, not found) marks itself shown when it
// commits (App's PageShownMark), a remote's page when its outlet has mounted it.

// A snapshot the server wrote stands in for the page until its live page has shown (docs/adr/050).
const container = appRoot();
void whenPageShown(SNAPSHOT_LIMIT_MS).then(() => showLivePage(container));
session.subscribe(({ status }) => {
  if (status === 'signedIn' || status === 'signedOut') syncSessionHint(status === 'signedIn');
});
// A transition lets React render the shell in slices, yielding to the browser between
// them, instead of one long task that delays input and the remote's own start. It waits
// for antd's build-time style sheet (preloaded beside the scripts, so usually there
// already): antd takes the styles it lists from it instead of making them (docs/adr/046).
// The sheets go in each in a task of its own: a preloaded sheet is parsed as it goes in.
const root = createRoot(container);
const shell = (
  <StrictMode>
    <Provider store={store}>
      <ServicesProvider value={{ config, bus, session }}>
        <PortalConfigProvider>
          <ShellErrorBoundary onFailed={() => showLivePage(container)}>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </ShellErrorBoundary>
        </PortalConfigProvider>
      </ServicesProvider>
    </Provider>
  </StrictMode>
);
void nextTask()
  .then(() => adoptAntdStyleSheet())
  .then(() => startTransition(() => root.render(shell)));

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { start } from 'single-spa';
import { ConfigProvider, createEventBus, portalTheme } from '@portal/shared-ui';
import { readPortalConfig } from './config';
import { createHostStore } from './store';
import { ServicesProvider } from './services';
import { createAmplifySession } from './session/amplifySession';
import { App } from './App';

const config = readPortalConfig();
const bus = createEventBus();
const session = createAmplifySession(config, bus);
const store = createHostStore(config.apiUrl, bus);

// single-spa turns every pushState/replaceState into a popstate event, so the
// host's router and each remote's router all follow the one browser history.
start({ urlRerouteOnly: true });
void session.start();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <ServicesProvider value={{ config, bus, session }}>
        <ConfigProvider theme={portalTheme}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </ConfigProvider>
      </ServicesProvider>
    </Provider>
  </StrictMode>,
);

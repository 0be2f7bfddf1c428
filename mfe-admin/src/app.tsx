import { createRemoteLifecycles } from '@portal/shared-ui';
import { AppRoutes, preload as preloadPage } from './AppRoutes';

/** single-spa parcel lifecycles, exposed as ./app. */
export const { bootstrap, mount, unmount, update, preload } = createRemoteLifecycles({ name: 'mfe-admin', App: AppRoutes, preload: preloadPage });

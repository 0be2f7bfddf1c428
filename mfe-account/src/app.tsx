import { createRemoteLifecycles } from '@portal/shared-ui';
import { AppRoutes, preload } from './AppRoutes';

/** single-spa parcel lifecycles, exposed as ./app. */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({ name: 'mfe-account', App: AppRoutes, preload });

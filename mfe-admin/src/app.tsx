import { createRemoteLifecycles } from '@portal/shared-ui';
import { AppRoutes } from './AppRoutes';

/** single-spa parcel lifecycles, exposed as ./app. */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({ name: 'mfe-admin', App: AppRoutes });

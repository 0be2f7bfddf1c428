import { createRemoteLifecycles } from '@portal/shared-ui';
import { AppRoutes } from './AppRoutes';
import { preload } from './DeepStoryRoutes';

/** single-spa parcel lifecycles, exposed as ./app. */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({ name: 'mfe-deepstory', App: AppRoutes, preload });

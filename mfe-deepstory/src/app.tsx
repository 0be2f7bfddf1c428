import { createRemoteLifecycles } from '@portal/shared-ui';
import { AppRoutes } from './AppRoutes';
import { preload as preloadPage } from './DeepStoryRoutes';

/** single-spa parcel lifecycles, exposed as ./app. */
export const { bootstrap, mount, unmount, update, preload } = createRemoteLifecycles({ name: 'mfe-deepstory', App: AppRoutes, preload: preloadPage });

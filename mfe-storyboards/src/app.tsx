import { createRemoteLifecycles } from '@portal/shared-ui';
import { AppRoutes, preload as preloadPage } from './AppRoutes';
import { openingActions } from './opening';
import { reducer, rootSaga } from './store';

/** single-spa parcel lifecycles, exposed as ./app; every mount gets its own store and root saga. */
export const { bootstrap, mount, unmount, update, preload } = createRemoteLifecycles({
  name: 'mfe-storyboards',
  App: AppRoutes,
  preload: preloadPage,
  reducer,
  saga: rootSaga,
  opening: openingActions,
});

import { FEATURES, NAV_LABELS, ROUTES, defineManifest, type RemoteManifest } from '@portal/shared-contracts';
import { CONTRACT_VERSION } from '@portal/shared-contracts/version';

/** Routes and nav items this remote owns (exposed as ./manifest); gates come from its area. */
export const manifest: RemoteManifest = defineManifest({
  name: 'mfe-deepstory',
  contractVersion: CONTRACT_VERSION,
  routes: [{ path: ROUTES.deepStory, title: 'Deep Story', prefix: true }],
  nav: [
    {
      key: 'deepstory',
      label: NAV_LABELS.deepStory,
      path: ROUTES.deepStory,
      icon: 'deepstory',
      order: 20,
      activePrefix: ROUTES.deepStory,
      feature: FEATURES.viewDeepStory,
    },
  ],
});
export default manifest;

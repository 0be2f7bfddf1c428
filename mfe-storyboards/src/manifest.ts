import { BASELINE_MANIFESTS, type RemoteManifest } from '@portal/shared-contracts';

/** Routes and nav items this remote owns (exposed as ./manifest). */
export const manifest: RemoteManifest = BASELINE_MANIFESTS['mfe-storyboards'];
export default manifest;

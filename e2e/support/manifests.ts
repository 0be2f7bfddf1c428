import type { RemoteManifest } from '@portal/shared-contracts/core';
import { manifest as account } from '../../mfe-account/src/manifest';
import { manifest as admin } from '../../mfe-admin/src/manifest';
import { manifest as deepstory } from '../../mfe-deepstory/src/manifest';
import { manifest as insights } from '../../mfe-insights/src/manifest';
import { manifest as storyboards } from '../../mfe-storyboards/src/manifest';

/** Every remote's own manifest, as its source declares it (the journeys test the built apps against them). */
export const REMOTE_MANIFESTS: readonly RemoteManifest[] = [account, storyboards, deepstory, admin, insights];

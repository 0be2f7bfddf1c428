import { DEFAULT_SHOT_IMAGES, ROLES, type CreateReusableAsset } from '../../../contracts';
import { DEMO_ACCOUNTS } from '../../../seed/demo-accounts';
import type { Seeder } from '../../../seed/seeders';
import { customerRepository } from '../customers/customer-repository';
import { reusableAssetRepository } from './reusable-asset-repository';

/*
 * Demo reusable assets: the Director's Guide set of the storymaker's side panel (001 §2).
 * Every demo customer gets the customer set, the admin the full guide. Images are the
 * default shot images (public/defaults/shot-N.png), taken in turn. Idempotent: a customer
 * who already has reusable assets is left as they are.
 */

type DemoAsset = Omit<CreateReusableAsset, 'assetId' | 'mediaType' | 'remoteAssetId'>;

const CUSTOMER_GUIDE: readonly DemoAsset[] = [
  {
    name: "Director's guide: interview set-up",
    description: 'Seat the speaker a third into the frame, eyes level with the lens, a window or soft light to one side and a quiet room behind.',
    tags: ['Interview', 'Lighting', 'Sports'],
  },
  {
    name: "Director's guide: b-roll on the day",
    description: 'Film five seconds of each: wide, medium, close-up of hands, a face reacting, and one shot that moves. Hold still before and after.',
    tags: ['B-Roll', 'Social'],
  },
  {
    name: "Director's guide: call to action",
    description: 'End on one clear ask said to camera: the date, the place or the link. Keep it under six seconds and smile on the last word.',
    tags: ['Brand', 'Call to action'],
  },
];

const ADMIN_GUIDE: readonly DemoAsset[] = [
  ...CUSTOMER_GUIDE,
  {
    name: "Director's guide: portrait framing",
    description: 'For phones held upright: keep heads in the top third and captions clear of the bottom fifth, where the app draws its buttons.',
    tags: ['Portrait', 'Framing', 'Social'],
  },
  {
    name: "Director's guide: sound check",
    description: 'Record ten seconds of room tone, clip the microphone a hand below the chin, and listen back on headphones before the first take.',
    tags: ['Audio', 'Interview'],
  },
  {
    name: "Director's guide: crowd and event shots",
    description: 'Arrive before the doors open, film the set-up, then the crowd from above and from inside. Ask people on camera before you film them close.',
    tags: ['Event', 'Sports', 'Education'],
  },
];

/** The reusable asset seeder for src/seed/seeders.ts (after the core customers). */
export function seedReusableAssets(): Seeder {
  return async (db) => {
    const customers = customerRepository(db);
    const assets = reusableAssetRepository(db);
    for (const account of DEMO_ACCOUNTS) {
      const customer = await customers.findByEmail(account.email);
      if (!customer) continue;
      if (await assets.hasAny(customer.id)) continue;
      const guide = account.role === ROLES.admin ? ADMIN_GUIDE : CUSTOMER_GUIDE;
      for (const [n, asset] of guide.entries()) {
        const assetId = DEFAULT_SHOT_IMAGES[n % DEFAULT_SHOT_IMAGES.length] ?? 'public/defaults/shot-1.png';
        await assets.insert(customer.id, { ...asset, tags: [...asset.tags], assetId, mediaType: 'Image' });
      }
    }
  };
}

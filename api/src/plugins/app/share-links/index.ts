import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../../config';
import { loadShareLinkKey } from './share-link-config';
import { shareLinkService, type ShareLinkService } from './share-link-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signed links to a Published storyboard's public preview (the QR code's link). */
    shareLinks: ShareLinkService;
  }
}

export interface ShareLinksPluginOptions {
  config: Pick<AppConfig, 'publicUrl'>;
}

/** The purpose the local pool's server secret is derived for when SHARE_LINK_SECRET is unset. */
const DERIVED_KEY_PURPOSE = 'share-links';

/**
 * The share link service. Its key: SHARE_LINK_SECRET when set; else derived from the local
 * user pool's server secret (stored in the database, so links survive restarts and work on
 * every api process); else none, and the api says so at start and answers 503.
 */
export const shareLinksPlugin = fp<ShareLinksPluginOptions>(
  async function shareLinks(app: FastifyInstance, opts: ShareLinksPluginOptions): Promise<void> {
    const key = loadShareLinkKey() ?? app.identityPool.local?.deriveKey(DERIVED_KEY_PURPOSE) ?? null;
    if (!key) app.log.warn('share links are off: set SHARE_LINK_SECRET (32 characters or more) to sign QR code links');
    app.decorate('shareLinks', shareLinkService({ db: app.db, clock: app.clock, key, publicUrl: opts.config.publicUrl }));
  },
  { name: 'share-links', dependencies: ['db', 'clock', 'identity'] },
);

export type { ShareOpening } from './share-link-service';

import type { Db } from '../../../db';
import {
  ROLES,
  SHARE_LINK_ERROR_CODES as CODES,
  SHARE_LINK_LIMITS,
  SHARE_LINK_MESSAGES as MESSAGES,
  SHARE_PAGE_PATH,
  STORYBOARD_ERROR_CODES,
  STORYBOARD_STATUSES,
  shareExpiryProblem,
  type GenerateShareUrl,
  type StoryboardDetail,
} from '../../../contracts';
import type { Customer } from '../customers/customer-repository';
import { ApiError } from '../errors';
import type { Clock } from '../identity/clock';
import { renderRepository } from '../render/render-repository';
import { storyboardRepository } from '../storyboards/storyboard-repository';
import { readShareToken, signShareToken } from './share-token';

/** What a share link opens to, as a decision (the route renders it). */
export type ShareOpening =
  | {
      readonly kind: 'open';
      readonly storyboard: StoryboardDetail;
      readonly expiresAt: number;
      /** The storage key of the storyboard's latest finished render, if it has one. */
      readonly filmKey: string | null;
    }
  /** Past its expiry: 410. */
  | { readonly kind: 'expired' }
  /** Signed and current, but the storyboard is no longer Published, or is gone: 410. */
  | { readonly kind: 'withdrawn' }
  /** Not a token this api signed (malformed, forged, altered), or links are off: 404. */
  | { readonly kind: 'notFound' };

export interface ShareLinkDeps {
  readonly db: Db;
  readonly clock: Clock;
  /** The signing key, or null when the api has none (every link is then refused). */
  readonly key: Buffer | null;
  /** The api's public base URL: links point at its /share page. */
  readonly publicUrl: string;
}

export interface ShareLinkService {
  /** POST /ai/generateUrl: the signed link, after the checks of the call (see shareLinkService). */
  create(caller: Customer, request: GenerateShareUrl['data']): Promise<string>;
  /** GET /share/{token}: what the link opens to now. */
  open(token: string): Promise<ShareOpening>;
}

/**
 * Share links to a Published storyboard's public preview (001 §4 QR flow). A link is a
 * signed, stateless token (share-token.ts): it works until its expiry, and only while the
 * storyboard stays Published, which is read at every opening. Only the owner of the
 * storyboard (or an admin) makes one, naming themselves as user_id.
 */
export function shareLinkService(deps: ShareLinkDeps): ShareLinkService {
  const isAdmin = (caller: Customer): boolean => caller.role === ROLES.admin;

  return {
    async create(caller, request) {
      if (request.user_id !== caller.id) throw new ApiError(403, CODES.FORBIDDEN_USER, MESSAGES.otherUser);
      const problem = shareExpiryProblem(request.expiry, deps.clock.now());
      if (problem === 'past') throw new ApiError(400, CODES.INVALID_EXPIRY, MESSAGES.expiryPast);
      if (problem === 'tooFar') throw new ApiError(400, CODES.INVALID_EXPIRY, MESSAGES.expiryTooFar(SHARE_LINK_LIMITS.MAX_EXPIRY_DAYS));
      // Another customer's storyboard looks like an unknown one (ADR 017).
      const head = await storyboardRepository(deps.db).head(request.id);
      if (!head || (head.customerId !== caller.id && !isAdmin(caller))) {
        throw new ApiError(404, STORYBOARD_ERROR_CODES.STORYBOARD_NOT_FOUND, 'No such storyboard');
      }
      if (head.status !== STORYBOARD_STATUSES.Published) throw new ApiError(409, CODES.NOT_PUBLISHED, MESSAGES.notPublished);
      if (!deps.key) throw new ApiError(503, CODES.SHARE_LINKS_UNAVAILABLE, MESSAGES.unavailable);
      return `${deps.publicUrl}${SHARE_PAGE_PATH}/${signShareToken(deps.key, { storyboardId: head.id, expiresAt: request.expiry })}`;
    },

    async open(token) {
      const claims = deps.key ? readShareToken(deps.key, token) : null;
      if (!claims) return { kind: 'notFound' };
      if (claims.expiresAt <= deps.clock.now()) return { kind: 'expired' };
      const storyboard = await storyboardRepository(deps.db).detail(claims.storyboardId);
      if (!storyboard || storyboard.status !== STORYBOARD_STATUSES.Published) return { kind: 'withdrawn' };
      const film = await renderRepository(deps.db).latestComplete(storyboard.id);
      return { kind: 'open', storyboard, expiresAt: claims.expiresAt, filmKey: film?.outputKey ?? null };
    },
  };
}

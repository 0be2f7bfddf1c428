import { z } from 'zod';
import { deferred } from './deferred';

/*
 * The storyboard share link behind the QR code (001 §3 "QR request", §7): the portal asks
 * POST /ai/generateUrl for a signed link to a public preview of a Published storyboard,
 * which works until the chosen expiry; the api serves that preview at GET /share/{token}.
 */

/** The call's path (001 §7: POST {api}/ai/generateUrl). */
export const GENERATE_SHARE_URL_PATH = '/ai/generateUrl';

/** Where the api serves a share link's preview page: `${apiUrl}/share/{token}`. */
export const SHARE_PAGE_PATH = '/share';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far ahead a share link may expire. */
export const SHARE_LINK_LIMITS = {
  /**
   * Any day up to a year ahead: a leap year's 366 days, plus the chosen day itself (the
   * link expires at 23:59:59 UTC that day, 001 §4).
   */
  MAX_EXPIRY_DAYS: 367,
} as const;

/** Why an expiry cannot be used at `nowMs`: already over, too far ahead, or null when it can. */
export function shareExpiryProblem(expiryMs: number, nowMs: number): 'past' | 'tooFar' | null {
  if (expiryMs <= nowMs) return 'past';
  if (expiryMs - nowMs > SHARE_LINK_LIMITS.MAX_EXPIRY_DAYS * DAY_MS) return 'tooFar';
  return null;
}

const id = deferred(() => z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/**
 * POST /ai/generateUrl body (001 §7: "body data with id, expiry, user_id"): the storyboard,
 * the instant the link stops working (epoch milliseconds; the portal sends 23:59:59 UTC of
 * the chosen day) and the caller's own user id, the product backend's customer id
 * (`/proxy/v1/current-user` id, the session's customerId).
 */
export const generateShareUrlSchema = deferred(() => z.object({
  data: z.object({
    id,
    expiry: z.number().int().positive().max(8.64e15),
    user_id: id,
  }),
}));
export type GenerateShareUrl = z.infer<typeof generateShareUrlSchema>;

/** Its answer (001 §7: "response data.result.url"): the link the QR code carries. */
export const generateShareUrlResponseSchema = deferred(() => z.object({
  data: z.object({ result: z.object({ url: z.url() }) }),
}));
export type GenerateShareUrlResponse = z.infer<typeof generateShareUrlResponseSchema>;

/** `error_code`s of the share link calls (with STORYBOARD_NOT_FOUND of STORYBOARD_ERROR_CODES). */
export const SHARE_LINK_ERROR_CODES = {
  /** user_id is not the caller's own: 403. */
  FORBIDDEN_USER: 'FORBIDDEN_USER',
  /** Only a Published storyboard is shared: 409. */
  NOT_PUBLISHED: 'NOT_PUBLISHED',
  /** The expiry is over or further ahead than SHARE_LINK_LIMITS allows: 400. */
  INVALID_EXPIRY: 'INVALID_EXPIRY',
  /** The api has no key to sign links with: 503. */
  SHARE_LINKS_UNAVAILABLE: 'SHARE_LINKS_UNAVAILABLE',
  /** GET /share/{token}: not a link this api signed: 404. */
  SHARE_LINK_NOT_FOUND: 'SHARE_LINK_NOT_FOUND',
  /** GET /share/{token}: past its expiry: 410. */
  SHARE_LINK_EXPIRED: 'SHARE_LINK_EXPIRED',
  /** GET /share/{token}: the storyboard is no longer Published (or is gone): 410. */
  SHARE_LINK_WITHDRAWN: 'SHARE_LINK_WITHDRAWN',
} as const;

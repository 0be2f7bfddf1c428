import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GENERATE_SHARE_URL_PATH,
  SHARE_LINK_ERROR_CODES as CODES,
  SHARE_PAGE_PATH,
  SHARE_PAGE_TEXTS as T,
  generateShareUrlResponseSchema,
  generateShareUrlSchema,
} from '../../contracts';
import { customerOf } from '../../plugins/app/customers/account-settings';
import { ApiError } from '../../plugins/app/errors';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import type { ShareOpening } from '../../plugins/app/share-links';
import { errorResponses } from '../../schemas/errors';
import { signSharedMedia } from './media';
import { renderSharePage } from './page';

export interface ShareLinkRoutesOptions {
  /** The api's public base URL: the page's image URLs and its policy's img-src. */
  readonly publicUrl: string;
}

/** A browser asking for a page (a scanned QR code) gets HTML; any other client the api's error shape. */
const wantsHtml = (request: FastifyRequest): boolean => /\btext\/html\b/i.test(request.headers.accept ?? '');

/** The JSON refusal of a link that opens nothing, for clients that do not ask for HTML. */
function refusalOf(opening: Exclude<ShareOpening, { kind: 'open' }>): ApiError {
  switch (opening.kind) {
    case 'expired':
      return new ApiError(410, CODES.SHARE_LINK_EXPIRED, T.expiredTitle);
    case 'withdrawn':
      return new ApiError(410, CODES.SHARE_LINK_WITHDRAWN, T.withdrawnTitle);
    case 'notFound':
      return new ApiError(404, CODES.SHARE_LINK_NOT_FOUND, T.notFoundTitle);
  }
}

/**
 * The QR code's share link (001 §4 QR flow, §7): POST /ai/generateUrl signs a link to a
 * Published storyboard's public preview, for its owner or an admin; GET /share/{token} is
 * that preview, public (a phone that scans the code has no session), until the link
 * expires (410) or the storyboard stops being Published (410); a token this api did not
 * sign is 404.
 */
export const shareLinkRoutes: FastifyPluginAsyncZod<ShareLinkRoutesOptions> = async (app, { publicUrl }) => {
  const tags = ['share'];

  app.post(
    GENERATE_SHARE_URL_PATH,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "A signed link to a Published storyboard's public preview, valid until `expiry` (the QR code's link)",
        description:
          'user_id must be the caller (403 FORBIDDEN_USER); the storyboard the caller\'s own (an admin\'s: any), else 404; Published, else 409 ' +
          'NOT_PUBLISHED; the expiry in the future and at most SHARE_LINK_LIMITS.MAX_EXPIRY_DAYS ahead, else 400 INVALID_EXPIRY. ' +
          '503 SHARE_LINKS_UNAVAILABLE when the api has no signing key.',
        body: generateShareUrlSchema,
        response: { 200: generateShareUrlResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const caller = await customerOf(app.db, identityOf(request));
      return { data: { result: { url: await app.shareLinks.create(caller, request.body.data) } } };
    },
  );

  app.get(
    `${SHARE_PAGE_PATH}/:token`,
    {
      schema: {
        tags,
        summary: 'The public preview a share link opens: an HTML page of the storyboard (no token needed)',
        description:
          'HTML: the storyboard\'s title, cover, description, latest film (signed URLs) and shots. 410 once the link expired or the storyboard is no longer Published, ' +
          '404 for a token the api did not sign; browsers (Accept: text/html) get those as pages, other clients as error bodies.',
        params: z.object({ token: z.string() }),
        response: { 200: z.string().describe('text/html page'), ...errorResponses(404, 410) },
      },
    },
    async (request, reply) => {
      const opening = await app.shareLinks.open(request.params.token);
      if (opening.kind !== 'open' && !wantsHtml(request)) throw refusalOf(opening);
      const page = renderSharePage(opening, publicUrl, opening.kind === 'open' ? await signSharedMedia(app, opening) : undefined);
      void reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', page.csp)
        // A link stops working at its expiry or when the storyboard is taken down: never reuse a copy.
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow');
      return page.html;
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../schemas/errors';
import { renderMailbox } from './render';

/** Messages listed at most; the mailbox is a developer's aid, not an archive. */
const LIMIT = 100;

const messageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  created_at: z.string(),
});

/**
 * The local mailbox: the mail the database transport kept, so sign-up and reset codes
 * can be read without an SMTP server. Registered only in local mode with LOCAL_DEV=enabled
 * (IdentityConfig.localMailbox), because it hands every sign-up and reset code to anyone
 * who can reach the api.
 */
export const localMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.identityPool.config.localMailbox) return;

  app.get(
    '/_local/mailbox',
    {
      schema: {
        tags: ['local'],
        summary: 'Messages sent to an address, newest first (local mode only)',
        querystring: z.object({ to: z.email() }),
        response: { 200: z.array(messageSchema), ...errorResponses(400, 500) },
      },
    },
    async (request) => {
      const messages = await app.outbox.list(request.query.to, LIMIT);
      return messages.map((m) => ({ ...m, created_at: m.createdAt.toISOString() }));
    },
  );

  app.get(
    '/_local/mailbox/view',
    {
      schema: {
        tags: ['local'],
        summary: 'HTML list of the outbox (local mode only)',
        querystring: z.object({ to: z.string().optional() }),
        response: { 200: z.string(), ...errorResponses(500) },
      },
    },
    async (request, reply) => {
      const to = request.query.to?.trim() || null;
      const html = renderMailbox(await app.outbox.list(to, LIMIT), to);
      // The api's CSP forbids everything; this one page needs its inline styles.
      void reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
        .header('cache-control', 'no-store');
      return html;
    },
  );
};

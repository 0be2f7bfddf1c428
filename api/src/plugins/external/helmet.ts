import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers for a JSON api. Responses are data, never documents, so the CSP
 * forbids everything (the Swagger UI under /docs sets its own, see swagger.ts).
 * Cross-origin resource policy is `cross-origin` because the portal's apps run on
 * other origins and must be able to read the responses (CORS still decides who may).
 */
export const helmetPlugin = fp(
  async function helmetConfig(app: FastifyInstance): Promise<void> {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'none'"],
        },
      },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
    });
  },
  { name: 'helmet' },
);

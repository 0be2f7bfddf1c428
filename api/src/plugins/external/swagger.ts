import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PREFIX = '/docs';

export interface SwaggerPluginOptions {
  publicUrl: string;
  version: string;
}

/**
 * OpenAPI 3 generated from the routes' zod schemas. Registered before the routes so
 * its onRoute hook sees every one of them.
 */
export const swaggerPlugin = fp<SwaggerPluginOptions>(
  async function swaggerConfig(app: FastifyInstance, opts: SwaggerPluginOptions): Promise<void> {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Story Portal api',
          description: 'Reference backend of the portal. Errors are `{ error_code, error_message }`.',
          version: opts.version,
        },
        servers: [{ url: opts.publicUrl }],
        tags: [
          { name: 'account', description: 'Sign-up, project codes, customer registration, last login, preferences (000 §7)' },
          { name: 'billing', description: 'The payment gateway calls under /stripe: catalogue, cards, subscriptions, invoices (000 §7)' },
          { name: 'proxy', description: 'Product-backend calls under /proxy/v1 for the signed-in customer' },
          { name: 'mail', description: 'Requests mailed to the team through the outbox' },
          { name: 'identity', description: 'The local Cognito-protocol user pool (local mode)' },
          { name: 'registry', description: 'Run-time remote registry; publishing, releasing and serving remote builds; their load telemetry (docs/registry.md)' },
          { name: 'storage', description: 'Stored objects: public ones for anyone (docs/adr/019)' },
          { name: 'share', description: "The QR code's share link: signing one, and the public preview it opens" },
          { name: 'local', description: 'Developer aids, local mode only' },
          { name: 'ops', description: 'Liveness and readiness' },
        ],
      },
      transform: createJsonSchemaTransform({ skipList: [OPENAPI_PATH, `${DOCS_PREFIX}/*`] }),
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });

    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);

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
      },
      transform: createJsonSchemaTransform({ skipList: [OPENAPI_PATH, `${DOCS_PREFIX}/*`] }),
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });

    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);

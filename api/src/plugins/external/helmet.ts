import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers for a JSON api. Responses are data, never documents, so the CSP
 * forbids everything (the Swagger UI under /docs sets its own, see swagger.ts).
 * Cross-origin resource policy is `cross-origin` because the portal's apps run on
 * other origins and must be able to read the responses (CORS still decides who may).
 */
export const HELMET_OPTIONS: FastifyHelmetOptions = {
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
};

/** What Fastify itself puts on an empty answer; everything else a probe answers comes from helmet. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sends with `options`, found once by asking a throw-away Fastify with
 * @fastify/helmet registered. They depend on the options only (no CSP nonces here), and
 * @fastify/helmet rebuilds helmet's middleware on every request (its directives parsed
 * again each time: 8% of the api's CPU under load, ADR 038), so the api sends this fixed
 * set instead.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<ReadonlyArray<readonly [string, string]>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, { ...options, global: true });
    probe.get('/', async () => '');
    const res = await probe.inject({ method: 'GET', url: '/' });
    return Object.entries(res.headers)
      .filter(([name]) => !OWN_HEADERS.has(name))
      .map(([name, value]) => [name, String(value)] as const);
  } finally {
    await probe.close();
  }
}

export const helmetPlugin = fp(
  async function helmetConfig(app: FastifyInstance): Promise<void> {
    const headers = await helmetHeaders(HELMET_OPTIONS);
    // On the raw response, as helmet does: a route's own header (the Swagger UI's CSP) still wins.
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'helmet' },
);

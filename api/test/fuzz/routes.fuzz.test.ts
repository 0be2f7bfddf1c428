import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer, seededApp, signIn, tampered } from '../support/account';
import { bodyFor, headerText, hostileText } from './arbitraries';

/*
 * Property: whatever a client sends to any route of the OpenAPI document (bodies, query
 * strings, path values and headers generated from the route's own schema, hostile text
 * included), the api never answers 5xx, every refusal has the api's error shape (the
 * Cognito endpoint's own shape there), no answer shows a stack trace, and a refused
 * request writes nothing. FUZZ_RUNS cases a route (50 in `npm test`); FUZZ_SEED replays.
 *   FUZZ_RUNS=2000 FUZZ_SEED=123 npx jest test/fuzz   (from api/)
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const COGNITO_PATH = '/cognito/';
/**
 * Tables a refusal may write to by design: the failed-attempt counters of the rate limits,
 * and the admin audit log, which records refused admin actions too (docs/adr/031).
 */
const WRITTEN_ON_REFUSAL = new Set(['identity_attempts', 'schema_migrations', 'admin_audit_log']);
const COGNITO_FIELDS = ['ClientId', 'Username', 'Password', 'AuthFlow', 'AuthParameters', 'AccessToken', 'ConfirmationCode', 'UserAttributes', 'ChallengeName', 'ChallengeResponses', 'Session', 'Token', 'PreviousPassword', 'ProposedPassword'];

interface Route {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  readonly path: string;
  readonly pathParams: readonly string[];
  readonly queryParams: readonly string[];
  readonly bodyKeys: readonly string[] | null;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

function routesOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Route[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => {
      const params = op.parameters ?? [];
      const content = op.requestBody ? Object.values(op.requestBody.content)[0] : undefined;
      return {
        method: method.toUpperCase() as Route['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyKeys: op.requestBody ? (path === COGNITO_PATH ? COGNITO_FIELDS : Object.keys(content?.schema?.properties ?? {})) : null,
      };
    }),
  );
}

/** Percent-encodes anything, lone surrogates included (as the UTF-8 bytes a client could send). */
function encodeAny(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((ch) => { try { return encodeURIComponent(ch); } catch { return '%ED%A0%80'; } }).join('');
  }
}

describe('every route holds under generated input (fuzz)', () => {
  let app: FastifyInstance;
  let routes: Route[];
  let tokens: Record<'customer' | 'admin', string>;
  let countRows: () => Promise<Record<string, number>>;

  beforeAll(async () => {
    app = await seededApp();
    routes = routesOf((await app.inject({ url: '/openapi.json' })).json());
    tokens = { customer: (await signIn(app, 'starter@demo.test')).IdToken, admin: (await signIn(app, 'admin@demo.test')).IdToken };
    const { rows } = await app.db.query<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = 'public'`);
    const tables = rows.map((r) => r.table_name).filter((t) => !WRITTEN_ON_REFUSAL.has(t));
    const sql = `select ${tables.map((t) => `(select count(*) from ${t})::int as "${t}"`).join(', ')}`;
    countRows = async () => (await app.db.query<Record<string, number>>(sql)).rows[0] ?? {};
    console.info(`fuzz: seed ${SEED}, ${RUNS} cases a route, ${routes.length} routes (FUZZ_SEED and FUZZ_RUNS replay or lengthen the run)`);
  });
  afterAll(() => app.close());

  const requestFor = (route: Route): fc.Arbitrary<InjectOptions> =>
    fc.record({
      params: fc.tuple(...route.pathParams.map(() => hostileText)),
      query: fc.dictionary(fc.oneof(fc.constantFrom(...(route.queryParams.length ? route.queryParams : ['q'])), hostileText), hostileText, { maxKeys: 3 }),
      body: route.bodyKeys ? fc.oneof({ weight: 4, arbitrary: bodyFor(route.bodyKeys).map((b) => JSON.stringify(b) ?? 'null') }, { weight: 1, arbitrary: hostileText }) : fc.constant(undefined),
      auth: fc.constantFrom('none', 'customer', 'admin', 'tampered', 'garbage'),
      garbage: headerText,
      contentType: fc.constantFrom('application/json', 'application/x-amz-json-1.1', 'text/plain', 'application/json; charset=utf-8'),
      target: fc.oneof(fc.constantFrom('InitiateAuth', 'SignUp', 'ForgotPassword', 'ConfirmForgotPassword', 'ConfirmSignUp', 'ResendConfirmationCode', 'RespondToAuthChallenge', 'GetUser', 'UpdateUserAttributes', 'ChangePassword', 'GlobalSignOut', 'RevokeToken', 'GetTokensFromRefreshToken'), headerText),
      idempotencyKey: fc.option(headerText, { nil: undefined }),
    }).map(({ params, query, body, auth, garbage, contentType, target, idempotencyKey }) => {
      let path = route.path;
      route.pathParams.forEach((name, i) => (path = path.replace(`{${name}}`, encodeAny(params[i] ?? ''))));
      const search = Object.entries(query).map(([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`).join('&');
      const headers: Record<string, string> = {};
      if (auth === 'customer' || auth === 'admin') Object.assign(headers, bearer(tokens[auth]));
      if (auth === 'tampered') Object.assign(headers, bearer(tampered(tokens.customer)));
      if (auth === 'garbage') headers.authorization = garbage;
      if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
      if (route.path === COGNITO_PATH) headers['x-amz-target'] = target.includes('.') ? target : `AWSCognitoIdentityProviderService.${target}`;
      if (body !== undefined) headers['content-type'] = route.path === COGNITO_PATH && contentType === 'application/json' ? 'application/x-amz-json-1.1' : contentType;
      return { method: route.method, url: search ? `${path}?${search}` : path, headers, ...(body === undefined ? {} : { payload: body }) };
    });

  it('never answers 5xx, refuses in the error shape without a stack trace, and a refusal writes nothing', async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (request) => {
          const before = await countRows();
          const res = await app.inject(request);
          const where = `${request.method} ${String(request.url).slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect({ where, serverError: res.statusCode >= 500 }).toEqual({ where, serverError: false });
          expect(res.body).not.toMatch(/\n\s+at |node_modules/);
          if (res.statusCode < 400) return;
          const body: unknown = res.json();
          const keys = Object.keys(body as object).sort();
          expect({ where, keys }).toEqual({ where, keys: route.path === COGNITO_PATH ? ['__type', 'message'] : ['error_code', 'error_message'] });
          expect({ where, rows: await countRows() }).toEqual({ where, rows: before });
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
  }, 600_000);
});

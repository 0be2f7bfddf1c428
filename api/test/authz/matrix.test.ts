import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearer, seededApp, signIn, tampered, type Tokens } from '../support/account';

/*
 * The authorization matrix, generated from the OpenAPI document: every route must be
 * classified here (a new route fails the first test until it is), and each class is
 * checked: no token and a tampered token are refused on every protected route, another
 * customer's ids are refused on every route that takes one (nothing written), and admin
 * routes refuse a customer.
 */
type Access =
  | { kind: 'public' }
  /** Acts on the caller's own records only: nothing in the request names another customer. */
  | { kind: 'caller' }
  /** Takes an id or name of a record: `probe` sends another customer's. */
  | { kind: 'owned'; probe: (c: Context) => InjectOptions }
  /** Authorised by a secret in the request instead of a token (Stripe's confirm-setup). */
  | { kind: 'secret' }
  | { kind: 'admin' };

interface Context {
  /** The caller: a customer. */
  readonly me: Tokens;
  /** Another customer, whose records the caller must not reach. */
  readonly other: Tokens;
  readonly otherIds: {
    subscription: string;
    invoice: string;
    paymentMethod: string;
    email: string;
    customer: string;
    storyboard: string;
    shot: string;
    listing: string;
    reusableAsset: string;
  };
}

const post = (url: string, payload: object, c: Context): InjectOptions => ({ method: 'POST', url, payload, headers: { ...bearer(c.me.IdToken), 'idempotency-key': `authz-${url}` } });

/** A storyboard call on the other customer's id, their storyboard, shot, listing or reusable asset. */
const sb = (method: InjectOptions['method'], rest: string, payload?: object) => (c: Context): InjectOptions => ({
  method,
  url: `/proxy/v1/customers/${c.otherIds.customer}${rest.replace('{id}', c.otherIds.storyboard).replace('{shotId}', c.otherIds.shot).replace('{listingId}', c.otherIds.listing).replace('{reusableAssetId}', c.otherIds.reusableAsset)}`,
  headers: bearer(c.me.IdToken),
  ...(payload ? { payload } : {}),
});
const owned = (probe: (c: Context) => InjectOptions): Access => ({ kind: 'owned', probe });
/** A Deep Story call naming the other customer as user_id (`{user}` in the URL or body) and an id of theirs. */
const ai = (method: InjectOptions['method'], url: string, payload?: (user: number) => object) => (c: Context): InjectOptions => ({
  method,
  url: url.replace('{user}', c.otherIds.customer),
  headers: bearer(c.me.IdToken),
  ...(payload ? { payload: payload(Number(c.otherIds.customer)) } : {}),
});

const MATRIX: Record<string, Access> = {
  'GET /health': { kind: 'public' },
  'GET /ready': { kind: 'public' },
  'GET /v1/registry': { kind: 'public' },
  // Remote releases (issue 18, docs/adr/036): the entry and the published files are public; the writes take the deploy token or an admin (test/registry).
  'GET /v1/registry/remotes/{name}': { kind: 'public' },
  'GET /remotes/{name}/{version}/{*}': { kind: 'public' },
  'POST /v1/remote-loads': { kind: 'public' },
  'GET /v1/registry/remotes/{name}/versions': { kind: 'admin' },
  'POST /v1/registry/remotes/{name}/versions': { kind: 'admin' },
  'POST /v1/registry/remotes/{name}/promote': { kind: 'admin' },
  'POST /v1/registry/remotes/{name}/rollback': { kind: 'admin' },
  'POST /v1/registry/remotes/{name}/canary': { kind: 'admin' },
  'GET /admin/remotes': { kind: 'admin' },
  'GET /{poolId}/.well-known/jwks.json': { kind: 'public' },
  'POST /cognito/': { kind: 'public' },
  'GET /_local/mailbox': { kind: 'public' },
  'GET /_local/mailbox/view': { kind: 'public' },
  'GET /stripe/list-products': { kind: 'public' },
  'POST /v1/sign-up': { kind: 'public' },
  'GET /v1/projects': { kind: 'public' },
  // Public objects only (an <img> carries no token); protected and private keys are never served there.
  'GET /storage/public/{*}': { kind: 'public' },
  // Signed storage URLs (docs/adr/023): the URL's signature is the permission, never a token.
  'GET /storage/signed/{*}': { kind: 'public' },
  'PUT /storage/signed/{*}': { kind: 'public' },
  'GET /storage/signed-playlist/{*}': { kind: 'public' },
  'POST /stripe/local/confirm-setup': { kind: 'secret' },
  'GET /proxy/v1/current-user': { kind: 'caller' },
  'GET /proxy/v1/current-user/projects': { kind: 'caller' },
  'POST /stripe/create-customer': { kind: 'caller' },
  'POST /stripe/setup-intent': { kind: 'caller' },
  'GET /stripe/get-account': { kind: 'caller' },
  'GET /stripe/list-invoices': { kind: 'caller' },
  'POST /register-customer': { kind: 'caller' },
  'PUT /preferences/notification': { kind: 'caller' },
  'POST /stripe/create-subscription': { kind: 'owned', probe: (c) => post('/stripe/create-subscription', { priceId: 'price_pro_monthly', email: c.otherIds.email }, c) },
  'POST /stripe/update-customer': { kind: 'owned', probe: (c) => post('/stripe/update-customer', { paymentMethodId: c.otherIds.paymentMethod }, c) },
  'POST /stripe/update-subscription': { kind: 'owned', probe: (c) => post('/stripe/update-subscription', { subscriptionId: c.otherIds.subscription, priceId: 'price_entry_monthly' }, c) },
  'POST /stripe/cancel-subscription': { kind: 'owned', probe: (c) => post('/stripe/cancel-subscription', { subscriptionId: c.otherIds.subscription }, c) },
  'GET /stripe/invoices/{id}/pdf': { kind: 'owned', probe: (c) => ({ url: `/stripe/invoices/${c.otherIds.invoice}/pdf`, headers: bearer(c.me.IdToken) }) },
  'PUT /user/updateLastLoginDate': { kind: 'owned', probe: (c) => ({ method: 'PUT', url: '/user/updateLastLoginDate', headers: bearer(c.me.IdToken), payload: { data: { access_token: c.other.AccessToken } } }) },
  'GET /search/scripts': { kind: 'caller' },
  'GET /search/listings': { kind: 'caller' },
  'GET /search/users': { kind: 'admin' },
  'GET /search/reusable-assets': { kind: 'caller' },
  'GET /search/assets': { kind: 'caller' },
  'GET /stock-photos': { kind: 'caller' },
  'GET /stock-photos/{id}/download': { kind: 'caller' },
  'POST /proxy/v1/customers/{customerId}/stock-photos/{photoId}': owned(sb('POST', '/stock-photos/local-001')),
  'GET /proxy/v1/customers/{customerId}/storyboards': owned(sb('GET', '/storyboards')),
  'GET /proxy/v1/customers/{customerId}/storyboards/{id}': owned(sb('GET', '/storyboards/{id}')),
  'POST /proxy/v1/customers/{customerId}/storyboards/{id}': owned(sb('POST', '/storyboards/{id}', { title: 'Not mine' })),
  'POST /proxy/v1/customers/{customerId}/storyboards/{id}/shots': owned(sb('POST', '/storyboards/{id}/shots', { title: 'Not mine' })),
  'POST /proxy/v1/customers/{customerId}/storyboards/{id}/shots/{shotId}': owned(sb('POST', '/storyboards/{id}/shots/{shotId}', { title: 'Not mine' })),
  'DELETE /proxy/v1/customers/{customerId}/storyboards/{id}/shots/{shotId}': owned(sb('DELETE', '/storyboards/{id}/shots/{shotId}')),
  'PUT /proxy/v1/customers/{customerId}/storyboards/{id}/assets/{assetId}': owned(sb('PUT', '/storyboards/{id}/assets/public%2Fx.png', { assetId: 'public/x.png', mediaType: 'Image' })),
  'POST /proxy/v1/customers/{customerId}/storyboards/{id}/project': owned(sb('POST', '/storyboards/{id}/project', { projectId: 1 })),
  'POST /proxy/v1/customers/{customerId}/storyboards/{id}/live': owned(sb('POST', '/storyboards/{id}/live', { projectId: 1 })),
  'POST /proxy/v1/customers/{customerId}/storyboards/{id}/release': owned(sb('POST', '/storyboards/{id}/release', { publishedRenderQuality: 'High' })),
  'POST /proxy/v1/customers/{customerId}/storyboards/{id}/suspend': owned(sb('POST', '/storyboards/{id}/suspend')),
  'POST /proxy/v1/customers/{customerId}/storyboards/{id}/delete': owned(sb('POST', '/storyboards/{id}/delete')),
  'POST /proxy/v1/customers/{customerId}/storyboards/{id}/list': owned(sb('POST', '/storyboards/{id}/list', { author: 'Not me' })),
  'POST /proxy/v1/customers/{customerId}/storyboards/{id}/clone': owned(sb('POST', '/storyboards/{id}/clone', { title: 'Not mine' })),
  'GET /proxy/v1/customers/{customerId}/clone-requests/{requestId}': owned(sb('GET', '/clone-requests/1')),
  'GET /proxy/v1/customers/{customerId}/listing-copy-requests/{requestId}': owned(sb('GET', '/listing-copy-requests/1')),
  'POST /proxy/v1/customers/{customerId}/listings/{listingId}/copy-script': owned(sb('POST', '/listings/{listingId}/copy-script')),
  'GET /proxy/v1/customers/{customerId}/listings': owned(sb('GET', '/listings')),
  'GET /proxy/v1/customers/{customerId}/listings/{listingId}': owned(sb('GET', '/listings/{listingId}')),
  'DELETE /proxy/v1/customers/{customerId}/listings/{listingId}': owned(sb('DELETE', '/listings/{listingId}')),
  'POST /proxy/v1/customers/{customerId}/reusable-assets': owned(sb('POST', '/reusable-assets', { assetId: 'public/x.png', mediaType: 'Image' })),
  'GET /proxy/v1/customers/{customerId}/reusable-assets/{id}': owned(sb('GET', '/reusable-assets/{reusableAssetId}')),
  'PUT /proxy/v1/customers/{customerId}/reusable-assets/{id}': owned(sb('PUT', '/reusable-assets/{reusableAssetId}', { name: 'Not mine' })),
  'DELETE /proxy/v1/customers/{customerId}/reusable-assets/{id}': owned(sb('DELETE', '/reusable-assets/{reusableAssetId}')),
  // Registered media and storyboards from an upload (issue 13), under the other customer's id.
  'POST /proxy/v1/customers/{customerId}/assets': owned(sb('POST', '/assets', { key: 'public/defaults/shot-1.png', bucket: 'local' })),
  // An image from a web address: refused before anything is fetched.
  'POST /proxy/v1/customers/{customerId}/assets/imports': owned(sb('POST', '/assets/imports', { url: 'https://images.example.com/cover.png' })),
  'GET /proxy/v1/customers/{customerId}/assets/{assetId}': owned(sb('GET', '/assets/public%2Fdefaults%2Fshot-1.png')),
  'POST /proxy/v1/customers/{customerId}/storyboards': owned(sb('POST', '/storyboards', { key: 'public/defaults/shot-1.png', bucket: 'local' })),
  'GET /proxy/v1/customers/{customerId}/script-creation-requests/{requestId}': owned(sb('GET', '/script-creation-requests/1')),
  'POST /proxy/v1/customers/{customerId}/uploads': owned(sb('POST', '/uploads', { fileName: 'x.png', contentType: 'image/png', size: 10 })),
  'POST /proxy/v1/customers/{customerId}/asset-urls': owned(sb('POST', '/asset-urls', { assetIds: ['public/defaults/shot-1.png'] })),
  // The videos library (issue 14), under the other customer's id.
  'GET /proxy/v1/customers/{customerId}/library-assets/unseen-count': owned(sb('GET', '/library-assets/unseen-count')),
  'POST /proxy/v1/customers/{customerId}/library-assets/seen': owned(sb('POST', '/library-assets/seen')),
  'DELETE /proxy/v1/customers/{customerId}/library-assets/{assetId}': owned(sb('DELETE', '/library-assets/protected%2Flibrary%2Fdemo-pro%2F2026%2F01%2F01%2F001%2Fclip.mp4')),
  // Asset downloads of the library (issue 14, docs/adr/028), under the other customer's id with their asset.
  'POST /proxy/v1/customers/{customerId}/library-assets/downloads': owned(sb('POST', '/library-assets/downloads', { assetIds: ['protected/library/demo-pro/2026/01/01/001/clip.mp4'] })),
  'GET /proxy/v1/customers/{customerId}/library-assets/downloads/{downloadId}': owned(sb('GET', '/library-assets/downloads/1')),
  // Test renders (issue 14, docs/adr/027), under the other customer's id.
  'POST /proxy/v1/customers/{customerId}/storyboards/{id}/test-render': owned(sb('POST', '/storyboards/{id}/test-render', { title: 'Not mine', shots: [{ shotId: 1, assetId: 'public/defaults/shot-1.png' }] })),
  'GET /proxy/v1/customers/{customerId}/test-render/{renderId}': owned(sb('GET', '/test-render/1')),
  'GET /proxy/v1/customers/{customerId}/storyboards/{id}/test-render/latest': owned(sb('GET', '/storyboards/{id}/test-render/latest')),
  // A share link's preview is for whoever scans the QR code; the signed token is what admits them.
  'GET /share/{token}': { kind: 'public' },
  // Another customer named as user_id, for their own storyboard.
  'POST /ai/generateUrl': owned((c) => post('/ai/generateUrl', { data: { id: Number(c.otherIds.storyboard), expiry: Date.now() + 86_400_000, user_id: Number(c.otherIds.customer) } }, c)),
  // A brief for the other customer's id (docs/adr/025).
  'POST /proxy/v1/customers/{customerId}/briefs': owned(sb('POST', '/briefs', { title: 'Not mine', about: 'Not mine' })),
  // Deep Story (issue 15, docs/adr/029): the other customer as user_id, and ids that are not the caller's.
  'POST /ai/requestAIStoryboards': owned(ai('POST', '/ai/requestAIStoryboards', (user) => ({ data: { purpose: 'Not mine', type: 0, topic: '', objectives: 'Not mine', format: 0, second: 30, end_user: 'Me', target_audience: '', user_id: user } }))),
  'GET /ai/checkGenerationStatus': owned(ai('GET', '/ai/checkGenerationStatus?request_ids=1')),
  'GET /ai/getAIStoryboards': owned(ai('GET', '/ai/getAIStoryboards?user_id={user}')),
  'GET /ai/getAIStoryboard': owned(ai('GET', '/ai/getAIStoryboard?id=1&user_id={user}')),
  'GET /ai/getAIStoryboardMetadata': owned(ai('GET', '/ai/getAIStoryboardMetadata?id=1&user_id={user}')),
  'GET /ai/getStoryboardRequestDetail': owned(ai('GET', '/ai/getStoryboardRequestDetail?id=1&user_id={user}')),
  'DELETE /ai/deleteAIStoryboards': owned(ai('DELETE', '/ai/deleteAIStoryboards', (user) => ({ data: { request_ids: [1], user_id: user } }))),
  'POST /ai/updateStoryboardTitle': owned(ai('POST', '/ai/updateStoryboardTitle', (user) => ({ data: { user_id: user, series: [{ series_id: 1, series_title: 'Not mine' }], storyboards: [] } }))),
  'POST /ai/updateAIStoryboard': owned(ai('POST', '/ai/updateAIStoryboard', (user) => ({ data: { id: 1, user_id: user, title: 'Not mine', description: 'Not mine', tags: [], shots: [] } }))),
  'POST /ai/updateStoryboardMetadata': owned(
    ai('POST', '/ai/updateStoryboardMetadata', (user) => ({
      data: { id: 1, user_id: user, watermark_image: [], last_logo_image: [], background_audio: [], post_production_global_settings: { video: { kdenlive_ids: [] } }, shots: [] },
    })),
  ),
  'POST /ai/requestAIImageRegeneration': owned(ai('POST', '/ai/requestAIImageRegeneration', (user) => ({ data: { id: 1, user_id: user, items: [{ type: 1, shot_number: 1, prompt: 'Not mine', shot_id: 'x' }] } }))),
  'GET /ai/checkImageRegenerationStatus': owned(ai('GET', '/ai/checkImageRegenerationStatus?id=1')),
  // Deep Story post-production (issue 15, docs/adr/030): the other customer as user_id, and ids that are not the caller's.
  'POST /ai/requestPostProduction': owned(ai('POST', '/ai/requestPostProduction', (user) => ({ data: { id: 1, user_id: user } }))),
  'GET /ai/checkPostProductionStatus': owned(ai('GET', '/ai/checkPostProductionStatus?id=1')),
  'GET /ai/getKdenFile': owned(ai('GET', '/ai/getKdenFile?id=1&user_id={user}')),
  'POST /ai/requestDGVideo': owned(ai('POST', '/ai/requestDGVideo', (user) => ({ data: { id: 1, user_id: user } }))),
  'GET /ai/checkDGVideoStatus': owned(ai('GET', '/ai/checkDGVideoStatus?id=1')),
  'POST /ai/requestAddToAccount': owned(ai('POST', '/ai/requestAddToAccount', (user) => ({ data: { id: 1, user_id: user } }))),
  'GET /ai/checkAddToAccountProgress': owned(ai('GET', '/ai/checkAddToAccountProgress?id=1&user_id={user}')),
  // Admin (issue 16, docs/adr/031): the admin role on every route; the actions also need a fresh re-authentication (test/admin).
  'GET /admin/customerUsers': { kind: 'admin' },
  'GET /admin/stripeUsers': { kind: 'admin' },
  'GET /admin/stripeInvoices': { kind: 'admin' },
  'GET /admin/stripeInvoicesByCustomerId': { kind: 'admin' },
  'GET /admin/videoNumberByUsername': { kind: 'admin' },
  'GET /admin/storyboardNumberByUsername': { kind: 'admin' },
  'GET /admin/auditLog': { kind: 'admin' },
  'GET /admin/dashboard': { kind: 'admin' },
  'POST /analytics/events': { kind: 'caller' },
  'GET /analytics/activity': { kind: 'caller' },
  'GET /admin/analytics/activity': { kind: 'admin' },
  'GET /metrics/summary': { kind: 'caller' },
  'GET /insights/report': { kind: 'caller' },
  'PUT /admin/updateUserAttributes': { kind: 'admin' },
  'POST /admin/cancelSubscriptionByCustomerId': { kind: 'admin' },
  'DELETE /admin/deleteUserByUsername': { kind: 'admin' },
  // Recommender (issue 17, docs/adr/034): the caller's own customer; feedback and the storyboard modal refuse another customer's private items (404, test/recommender).
  'GET /recommender': { kind: 'caller' },
  'POST /recommender/feedback': owned((c) => post('/recommender/feedback', { item_kind: 'storyboard', item_id: c.otherIds.storyboard, thumbs: 'up' }, c)),
  'GET /recommender/storyboards/{id}': owned((c) => ({ method: 'GET', url: `/recommender/storyboards/${c.otherIds.storyboard}`, headers: bearer(c.me.IdToken) })),
  'GET /recommender/users/{id}': owned((c) => ({ method: 'GET', url: '/recommender/users/mia.chen%40fans.test', headers: bearer(c.me.IdToken) })),
  'POST /mail/requestStory': { kind: 'owned', probe: (c) => ({ method: 'POST', url: '/mail/requestStory', headers: bearer(c.me.IdToken), payload: { username: c.otherIds.email, story: 'not mine' } }) },
};

interface Route {
  readonly key: string;
  readonly method: string;
  readonly url: string;
}

describe('authorization matrix', () => {
  let app: FastifyInstance;
  let routes: Route[];
  let ctx: Context;
  let rows: () => Promise<string>;

  beforeAll(async () => {
    app = await seededApp();
    const doc = (await app.inject({ url: '/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const { poolId } = app.identityPool.config;
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => {
        const method = m.toUpperCase();
        const template = path.replace(`/${poolId}/`, '/{poolId}/');
        return { key: `${method} ${template}`, method, url: path.replace('{id}', 'in_probe') };
      }),
    );
    const me = await signIn(app, 'starter@demo.test');
    const other = await signIn(app, 'pro@demo.test');
    const one = async (sql: string): Promise<string> => String((await app.db.query<{ id: string }>(sql)).rows[0]?.id);
    const proCustomer = `(select b.id from billing_customers b join customers c on c.id = b.customer_id where c.email = 'pro@demo.test')`;
    ctx = {
      me,
      other,
      otherIds: {
        subscription: await one(`select id from billing_subscriptions where billing_customer_id = ${proCustomer} limit 1`),
        invoice: await one(`select id from billing_invoices where billing_customer_id = ${proCustomer} limit 1`),
        paymentMethod: await one(`select id from billing_payment_methods where billing_customer_id = ${proCustomer} limit 1`),
        email: 'pro@demo.test',
        customer: await one(`select id from customers where email = 'pro@demo.test'`),
        storyboard: await one(`select s.id from storyboards s join customers c on c.id = s.customer_id where c.email = 'pro@demo.test' and s.status = 'Draft' limit 1`),
        shot: await one(`select sh.id from shots sh join storyboards s on s.id = sh.storyboard_id join customers c on c.id = s.customer_id where c.email = 'pro@demo.test' and s.status = 'Draft' limit 1`),
        listing: await one('select id from marketplace_listings limit 1'),
        reusableAsset: await one(`select r.id from reusable_assets r join customers c on c.id = r.customer_id where c.email = 'pro@demo.test' limit 1`),
      },
    };
    const { rows: tables } = await app.db.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_name not in ('identity_attempts', 'billing_idempotency_keys')`,
    );
    rows = async () => JSON.stringify((await app.db.query(`select ${tables.map((t) => `(select count(*) from ${t.table_name})::int as "${t.table_name}"`).join(', ')}`)).rows[0]);
  });
  afterAll(() => app.close());

  it('classifies every route of the OpenAPI document (a new route must join the matrix)', () => {
    expect(routes.map((r) => r.key).filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !routes.some((r) => r.key === key))).toEqual([]);
    expect(Object.values(MATRIX).filter((a) => a.kind === 'owned')).not.toHaveLength(0);
  });

  const protectedKinds = new Set(['caller', 'owned', 'admin']);
  const expectRefused = (res: LightMyRequestResponse, statuses: number[], where: string): void => {
    const expected = statuses.includes(res.statusCode) ? res.statusCode : statuses.join(' or ');
    expect({ where, status: res.statusCode, body: res.body.slice(0, 200) }).toEqual({ where, status: expected, body: res.body.slice(0, 200) });
    expect(Object.keys(res.json())).toEqual(['error_code', 'error_message']);
  };

  it('refuses every protected route without a token, or with a tampered one (401)', async () => {
    for (const route of routes.filter((r) => protectedKinds.has(MATRIX[r.key]?.kind ?? ''))) {
      expectRefused(await app.inject({ method: route.method as InjectOptions['method'], url: route.url, payload: route.method === 'GET' ? undefined : {} }), [401], `${route.key} without a token`);
      const forged = { authorization: `Bearer ${tampered(ctx.me.IdToken)}` };
      expectRefused(await app.inject({ method: route.method as InjectOptions['method'], url: route.url, headers: forged, payload: route.method === 'GET' ? undefined : {} }), [401], `${route.key} with a tampered token`);
    }
  });

  it("refuses another customer's ids on every route that takes one (403 or 404), writing nothing", async () => {
    for (const [key, access] of Object.entries(MATRIX)) {
      if (access.kind !== 'owned') continue;
      const before = await rows();
      expectRefused(await app.inject(access.probe(ctx)), [403, 404], key);
      expect({ key, rows: await rows() }).toEqual({ key, rows: before });
    }
    // The other customer's subscription is as it was.
    const { rows: subs } = await app.db.query<{ status: string }>('select status from billing_subscriptions where id = $1', [ctx.otherIds.subscription]);
    expect(subs[0]?.status).toBe('active');
  });

  it('refuses a customer on every admin route (403)', async () => {
    for (const route of routes.filter((r) => MATRIX[r.key]?.kind === 'admin')) {
      expectRefused(await app.inject({ method: route.method as InjectOptions['method'], url: route.url, headers: bearer(ctx.me.IdToken) }), [403], route.key);
    }
  });
});

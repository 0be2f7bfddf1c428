import assert from 'node:assert/strict';
import http from 'node:http';
import { describe, it } from 'node:test';
import { contentSecurityPolicy, originOf, registryOrigins, registrySource } from './csp.mjs';

const LOCAL = {
  apiUrl: 'http://localhost:4000',
  region: 'ap-southeast-2',
  userPoolEndpoint: 'http://localhost:4000/cognito',
  stripePublishableKey: null,
};

/** The policy as a map of directive to its sources. */
const parse = (policy) => Object.fromEntries(policy.split('; ').map((d) => { const [name, ...sources] = d.split(' '); return [name, sources]; }));

describe('contentSecurityPolicy', () => {
  it('lets in the page itself, the api and the registry\'s remotes, and nothing inline', () => {
    const csp = parse(contentSecurityPolicy({ config: LOCAL, remoteOrigins: ['http://localhost:3001', 'https://cdn.example.com', 'http://localhost:3001'] }));
    assert.deepEqual(csp['script-src'], ["'self'", 'http://localhost:3001', 'https://cdn.example.com']);
    assert.deepEqual(csp['connect-src'], ["'self'", 'http://localhost:4000', 'http://localhost:3001', 'https://cdn.example.com']);
    assert.deepEqual(csp['style-src'], ["'self'", "'unsafe-inline'"]);
    // The api's stored images and media (GET /storage/public/..., docs/adr/019).
    // blob: only for pictures and media the page makes itself (previews, player streams).
    assert.deepEqual(csp['img-src'], ["'self'", 'blob:', 'http://localhost:4000', 'http://localhost:3001', 'https://cdn.example.com']);
    assert.deepEqual(csp['media-src'], ["'self'", 'blob:', 'http://localhost:4000']);
    for (const name of ['script-src', 'connect-src', 'img-src', 'media-src', 'default-src']) {
      assert.ok(!csp[name].some((s) => s === "'unsafe-inline'" || s === "'unsafe-eval'" || s === '*' || s === 'data:'), name);
    }
    for (const name of ['script-src', 'connect-src', 'default-src']) assert.ok(!csp[name].includes('blob:'), name);
    assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
    assert.deepEqual(csp['object-src'], ["'none'"]);
    assert.deepEqual(csp['base-uri'], ["'none'"]);
    assert.deepEqual(csp['frame-src'], ["'none'"]);
  });

  it("lets in the origins a remote team may override a remote from, and nothing that is no origin", () => {
    const config = { ...LOCAL, remoteOverrideOrigins: ['http://localhost:*', 'https://dev.example.com', "'unsafe-inline'", 'https://x.test/path', 'http://a; script-src *'] };
    const csp = parse(contentSecurityPolicy({ config, remoteOrigins: ['http://localhost:3001'] }));
    assert.deepEqual(csp['script-src'], ["'self'", 'http://localhost:3001', 'http://localhost:*', 'https://dev.example.com']);
    assert.deepEqual(csp['connect-src'], ["'self'", 'http://localhost:4000', 'http://localhost:3001', 'http://localhost:*', 'https://dev.example.com']);
  });

  it('talks to Cognito in the configured region when no local endpoint is set', () => {
    const csp = parse(contentSecurityPolicy({ config: { ...LOCAL, apiUrl: 'https://api.example.com', userPoolEndpoint: null, region: 'eu-west-1' } }));
    assert.deepEqual(csp['connect-src'], ["'self'", 'https://api.example.com', 'https://cognito-idp.eu-west-1.amazonaws.com']);
    assert.deepEqual(csp['img-src'], ["'self'", 'blob:', 'https://api.example.com']);
    assert.deepEqual(csp['media-src'], ["'self'", 'blob:', 'https://api.example.com']);
  });

  it('lets images and media come from the api origin only, not from its path or anything else', () => {
    const csp = parse(contentSecurityPolicy({ config: { ...LOCAL, apiUrl: 'https://example.com/api/v1' } }));
    assert.deepEqual(csp['img-src'], ["'self'", 'blob:', 'https://example.com']);
    assert.deepEqual(csp['media-src'], ["'self'", 'blob:', 'https://example.com']);
    const bad = parse(contentSecurityPolicy({ config: { ...LOCAL, apiUrl: 'javascript:alert(1)' } }));
    assert.deepEqual(bad['img-src'], ["'self'", 'blob:']);
    assert.deepEqual(bad['media-src'], ["'self'", 'blob:']);
  });

  it('allows the media origins (an S3 endpoint, a stock photo host) for images, media and uploads, and nothing that is no origin', () => {
    const csp = parse(contentSecurityPolicy({ config: { ...LOCAL, mediaOrigins: ['https://bucket.s3.ap-southeast-2.amazonaws.com/', 'https://images.unsplash.com', 'javascript:alert(1)'] } }));
    for (const d of ['img-src', 'media-src', 'connect-src']) {
      assert.ok(csp[d].includes('https://bucket.s3.ap-southeast-2.amazonaws.com'), d);
      assert.ok(csp[d].includes('https://images.unsplash.com'), d);
    }
    assert.ok(!JSON.stringify(csp).includes('javascript'));
    // Local previews and player streams, never scripts.
    assert.ok(csp['img-src'].includes('blob:') && csp['media-src'].includes('blob:'));
    assert.ok(!csp['script-src'].includes('blob:') && !csp['connect-src'].includes('blob:'));
    assert.ok(!csp['script-src'].includes('https://images.unsplash.com'));
  });

  it('allows Stripe.js, its api and its frames only with a publishable key', () => {
    const withoutKey = contentSecurityPolicy({ config: LOCAL });
    assert.ok(!withoutKey.includes('stripe'));
    const csp = parse(contentSecurityPolicy({ config: { ...LOCAL, stripePublishableKey: 'pk_test_1' } }));
    assert.ok(csp['script-src'].includes('https://js.stripe.com'));
    assert.ok(csp['connect-src'].includes('https://api.stripe.com'));
    assert.deepEqual(csp['frame-src'], ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
  });
});

describe('registry origins', () => {
  it('takes the origin of each remote\'s manifest and ignores what is not http(s)', () => {
    assert.equal(originOf('javascript:alert(1)'), null);
    assert.equal(originOf('not a url'), null);
    assert.deepEqual(
      registryOrigins({ remotes: [{ entry: 'http://localhost:3002/mf-manifest.json' }, { entry: 'https://cdn.example.com/a/b/mf-manifest.json' }, { entry: 'data:text/javascript,1' }] }),
      ['http://localhost:3002', 'https://cdn.example.com'],
    );
    assert.deepEqual(registryOrigins(null), []);
    // A canary riding along in its entry counts too.
    assert.deepEqual(registryOrigins({ remotes: [{ entry: 'http://localhost:4000/remotes/a/1/mf-manifest.json', canary: { entry: 'https://canary.example.com/a/2/mf-manifest.json' } }] }), [
      'http://localhost:4000',
      'https://canary.example.com',
    ]);
  });

  it('reads the registry on every call and keeps the last good one when it cannot', async () => {
    let answer = { status: 200, body: { remotes: [{ name: 'mfe-admin', entry: 'http://localhost:3004/mf-manifest.json', version: '1' }] } };
    const server = http.createServer((_req, res) => {
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const warnings = [];
    try {
      const registry = registrySource(`http://127.0.0.1:${server.address().port}/v1/registry`, { warn: (m) => warnings.push(m) });
      assert.deepEqual(registryOrigins(await registry.get()), ['http://localhost:3004']);
      answer = { status: 200, body: { remotes: [{ name: 'mfe-admin', entry: 'http://localhost:9999/mf-manifest.json', version: '2' }] } };
      assert.deepEqual(registryOrigins(await registry.get()), ['http://localhost:9999']);
      answer = { status: 500, body: {} };
      assert.deepEqual(registryOrigins(await registry.get()), ['http://localhost:9999']);
      assert.equal(warnings.length, 1);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

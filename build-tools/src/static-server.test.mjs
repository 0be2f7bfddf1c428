import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { serveApp } from './static-server.mjs';

/** A listening server on a free loopback port, closed with its connections. */
async function listen(server) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

describe('the host page server', () => {
  let dir;
  let registry;
  let host;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
    fs.writeFileSync(path.join(dir, 'main.0123abcd.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'main.0123abcd.js.map'), '{}');
    registry = await listen(
      http.createServer((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ remotes: [{ name: 'mfe-admin', entry: 'https://admin.example.com/mf-manifest.json', version: '1' }] }));
      }),
    );
    const config = { apiUrl: 'https://api.example.com', region: 'ap-southeast-2', userPoolEndpoint: null, stripePublishableKey: null, marketingUrl: '</script><script>alert(1)</script>' };
    host = await serveApp({ dir, port: 0, spa: true, config, registryUrl: `${registry.url}/v1/registry` });
  });

  after(() => {
    host.closeAllConnections();
    host.close();
    registry.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const base = () => `http://127.0.0.1:${host.address().port}`;

  it('sends a policy that names the registry\'s remotes and refuses framing', async () => {
    const res = await fetch(`${base()}/storyboards`);
    const csp = res.headers.get('content-security-policy');
    assert.match(csp, /script-src 'self' https:\/\/admin\.example\.com(;|$)/);
    assert.match(csp, /connect-src 'self' https:\/\/api\.example\.com https:\/\/cognito-idp\.ap-southeast-2\.amazonaws\.com https:\/\/admin\.example\.com/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(res.headers.get('x-frame-options'), 'DENY');
  });

  it('writes the config as a JSON data block that markup in a value cannot escape', async () => {
    const html = await (await fetch(`${base()}/`)).text();
    const blocks = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    assert.equal(blocks.length, 1, 'one script element, and it is the data block');
    assert.match(blocks[0][1], /type="application\/json" id="portal-config"/);
    assert.equal(JSON.parse(blocks[0][2]).marketingUrl, '</script><script>alert(1)</script>');
  });

  it('gzips the page for a browser that accepts it, and says the page varies with that', async () => {
    const get = (headers) =>
      new Promise((resolve, reject) =>
        http.get(`${base()}/`, { headers }, (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject),
      );
    const plain = await get({});
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(plain.body.toString(), /<title>t<\/title>/);
    for (let i = 0; i < 2; i += 1) {
      const gzipped = await get({ 'accept-encoding': 'gzip, deflate, br' });
      assert.equal(gzipped.headers['content-encoding'], 'gzip');
      assert.match(gzipped.headers.vary, /Accept-Encoding/);
      assert.equal(zlib.gunzipSync(gzipped.body).toString(), plain.body.toString());
    }
  });

  it('serves the bundles but not their source maps', async () => {
    assert.equal((await fetch(`${base()}/main.0123abcd.js`)).status, 200);
    assert.equal((await fetch(`${base()}/main.0123abcd.js.map`)).status, 404);
  });
});

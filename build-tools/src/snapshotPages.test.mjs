import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SNAPSHOT_NAMES, SNAPSHOT_START_PATH, hasSessionHint, readHints, remoteSnapshotsSource, shellKey, snapshotSuits, withSnapshot } from './snapshotPages.mjs';
import { serveApp } from './static-server.mjs';

// As the host's build writes it (minified).
const TEMPLATE =
  '<!doctype html><html><head><title>t</title><style>a{color:blue}</style><script defer src=/main.0123abcd.js></script>' +
  '<link rel=preload as=style href=/antd.css data-antd-style-sheet><link rel=preload as=script href=/1.js fetchpriority=low></head><body><div id=root><div id=boot role=status>Loading...</div></div></body></html>';
const SHELL = { html: `<section class="shell"><main>${SNAPSHOT_NAMES.slot}</main></section>`, css: '.shell{color:red}' };
const LOGIN = { html: '<h1>Welcome back.</h1><input id="email">', css: '.login{color:green}', access: 'guest' };
const PUBLIC_SHELL = { html: `<section class="public"><a>Sign in</a><main>${SNAPSHOT_NAMES.slot}</main></section>`, css: '' };
const TERMS = { html: '<h1>Terms of Service</h1>', css: '', access: 'public' };
const PRIVATE_SHELL = { html: `<section class="signed-in"><aside></aside><main><div class="outlet">${SNAPSHOT_NAMES.slot}</div></main></section>`, css: '' };
const SHELL_PAGE_SHELL = { html: `<section class="signed-in"><aside></aside><main>${SNAPSHOT_NAMES.slot}</main></section>`, css: '' };
const WELCOME = { html: '<h1>CREATE BETTER STORIES</h1>', css: '', access: 'private', shellPage: true };
const HUB = { html: '<h1>Subscription hub</h1>', css: '', access: 'private', reads: ['/stripe/list-products'] };
const SIGN_UP = { html: '<h1>Sign Up</h1>', css: '', access: 'guest', reads: ['/stripe/list-products', '/x?y=1', '/a"><b>', 7] };
const json = (body, status = 200) => ({ status, ok: status < 400, json: async () => body });

describe('page snapshots, on the host server', () => {
  it('writes the shell with the page in its slot, inert, before an empty root, and their styles before the template\'s', () => {
    const html = withSnapshot(TEMPLATE, SHELL, LOGIN);
    assert.ok(html.includes(`<div id="${SNAPSHOT_NAMES.elementId}" ${SNAPSHOT_NAMES.accessAttribute}="guest" inert aria-hidden="true"><section class="shell"><main><h1>Welcome back.</h1><input id="email"></main></section></div><div id="root"></div>`), html);
    assert.ok(html.includes(`<title>t</title><style id="${SNAPSHOT_NAMES.styleId}">.shell{color:red}.login{color:green}</style><style>a{color:blue}</style>`), html);
    assert.ok(!html.includes('Loading...'));
    // The main script is started after the snapshot's first frame, the preload hints put in the head just before it.
    const preloads = `<template id="${SNAPSHOT_NAMES.preloadsId}"><link rel=preload as=style href=/antd.css data-antd-style-sheet><link rel=preload as=script href=/1.js fetchpriority=low></template>`;
    assert.ok(html.includes(`${preloads}<script defer src="${SNAPSHOT_START_PATH}" data-main="/main.0123abcd.js" data-preloads="${SNAPSHOT_NAMES.preloadsId}"></script>`), html);
    assert.ok(!html.includes('<script defer src=/main'));
    assert.equal(html.match(/<link rel=preload/g).length, 2, 'each hint once, in the template');
  });

  it("marks the snapshot of a page whose live render uses the forms and data entries' antd styles", () => {
    assert.ok(withSnapshot(TEMPLATE, SHELL, { ...LOGIN, areaStyles: true }).includes(`<div id="${SNAPSHOT_NAMES.elementId}" ${SNAPSHOT_NAMES.accessAttribute}="guest" ${SNAPSHOT_NAMES.areaStylesAttribute} inert`));
    assert.ok(!withSnapshot(TEMPLATE, SHELL, LOGIN).includes(SNAPSHOT_NAMES.areaStylesAttribute));
  });

  it('leaves the page as it is when the shell has no slot or a style could close its element', () => {
    assert.equal(withSnapshot(TEMPLATE, { html: '<main></main>', css: '' }, LOGIN), TEMPLATE);
    assert.equal(withSnapshot(TEMPLATE, { ...SHELL, css: 'a{}</style><script>' }, LOGIN), TEMPLATE);
    // `$&` in a page is text, not a replacement pattern.
    assert.ok(withSnapshot(TEMPLATE, SHELL, { html: '<p>$& $1</p>', css: '' }).includes('<main><p>$& $1</p></main>'));
  });

  it("names whose page it is, and suits a signed-in user's page to a browser with the session hint, a signed-out visitor's to one without", () => {
    assert.ok(withSnapshot(TEMPLATE, SHELL, WELCOME).includes(`${SNAPSHOT_NAMES.accessAttribute}="private" inert`));
    assert.ok(withSnapshot(TEMPLATE, SHELL, TERMS).includes(`${SNAPSHOT_NAMES.accessAttribute}="public" inert`));
    assert.deepEqual([shellKey('guest'), shellKey('public'), shellKey('private'), shellKey(undefined)], ['guest', 'public', 'private', 'guest'].map((a) => `${SNAPSHOT_NAMES.shellKey}:${a}`));
    assert.equal(shellKey('private', true), `${SNAPSHOT_NAMES.shellKey}:private:${SNAPSHOT_NAMES.shellPageKey}`);
    assert.deepEqual([LOGIN, TERMS, WELCOME].map((p) => [snapshotSuits(p, false), snapshotSuits(p, true)]), [[true, false], [true, false], [false, true]]);
  });

  it("hints the api reads a signed-out visitor's page's snapshot names, only those that are api paths without a query (docs/adr/058)", () => {
    assert.equal(readHints('https://api.example.com', SIGN_UP), '<link rel="preload" href="https://api.example.com/stripe/list-products" as="fetch" crossorigin>');
    // A signed-in user's page's reads carry a token, which a preload cannot.
    for (const page of [LOGIN, HUB, { reads: '/stripe/list-products' }, { reads: ['//evil.example/x', 'https://evil.example/x', ''] }]) assert.equal(readHints('https://api.example.com', page), '');
  });

  it('reads the session hint from the cookies', () => {
    assert.equal(hasSessionHint(undefined), false);
    assert.equal(hasSessionHint('a=1; other-hint=1'), false);
    assert.equal(hasSessionHint(`a=1; ${SNAPSHOT_NAMES.sessionHintCookie}=1`), true);
  });

  it('reads each remote\'s snapshots beside its manifest once per version, finds a path, and retries a failed read later', async () => {
    const asked = [];
    let now = 0;
    let failing = true;
    const source = remoteSnapshotsSource({
      now: () => now,
      log: { warn: () => undefined },
      fetch: async (url) => {
        asked.push(url);
        if (url.startsWith('https://b.example.com')) return json({ '/create_user': LOGIN });
        if (failing) throw new Error('unreachable');
        return json({ '/': LOGIN });
      },
    });
    const registry = (version) => ({
      remotes: [
        { name: 'mfe-a', entry: 'https://a.example.com/mfe-a/1/mf-manifest.json', version },
        { name: 'mfe-b', entry: 'https://b.example.com/mf-manifest.json', version: '1' },
      ],
    });
    assert.equal(await source.pageFor(registry('1'), '/'), null);
    assert.deepEqual(await source.pageFor(registry('1'), '/create_user'), LOGIN);
    assert.deepEqual(asked, ['https://a.example.com/mfe-a/1/snapshots.json', 'https://b.example.com/snapshots.json']);
    failing = false;
    assert.equal(await source.pageFor(registry('1'), '/'), null, 'a failed read is not repeated at once');
    now = 60_000;
    assert.deepEqual(await source.pageFor(registry('1'), '/'), LOGIN);
    assert.deepEqual(await source.pageFor(registry('1'), '/'), LOGIN);
    assert.equal(asked.length, 3, 'a good read is kept');
    await source.pageFor(registry('2'), '/');
    assert.equal(asked.length, 4, 'a new version is read again');
    assert.equal(await source.pageFor(registry('2'), '/__proto__'), null);
    assert.equal(await source.pageFor(null, '/'), null);
  });

  describe('the page server', () => {
    let dir;
    let upstream;
    let host;
    before(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-server-'));
      fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
      fs.writeFileSync(path.join(dir, SNAPSHOT_NAMES.file), JSON.stringify({ [shellKey('guest')]: SHELL, [shellKey('public')]: PUBLIC_SHELL, [shellKey('private')]: PRIVATE_SHELL, [shellKey('private', true)]: SHELL_PAGE_SHELL, '/welcome': WELCOME, '/built-in': { html: '<h1>One bundle</h1>', css: '', access: 'public' } }));
      upstream = http.createServer((req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        const port = upstream.address().port;
        if (req.url === '/v1/registry') res.end(JSON.stringify({ remotes: [{ name: 'mfe-account', entry: `http://127.0.0.1:${port}/account/mf-manifest.json`, version: '1' }] }));
        else if (req.url === `/account/${SNAPSHOT_NAMES.file}`) res.end(JSON.stringify({ '/': LOGIN, '/create_user': SIGN_UP, '/policy/terms': TERMS, '/subscription': HUB }));
        else res.end('{}');
      });
      await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
      const registryUrl = `http://127.0.0.1:${upstream.address().port}/v1/registry`;
      host = await serveApp({ dir, port: 0, spa: true, config: { apiUrl: 'https://api.example.com', region: 'ap-southeast-2' }, registryUrl });
    });
    after(() => {
      for (const server of [host, upstream]) {
        server.closeAllConnections();
        server.close();
      }
      fs.rmSync(dir, { recursive: true, force: true });
    });
    const page = async (url, headers = {}) => {
      const res = await fetch(`http://127.0.0.1:${host.address().port}${url}`, { headers });
      assert.match(res.headers.get('vary') ?? '', /Cookie/);
      return res.text();
    };

    it('serves a signed-out visitor\'s page with its snapshot, in the shell its access names', async () => {
      const login = await page('/');
      assert.ok(login.includes('<section class="shell"><main><h1>Welcome back.</h1>'));
      // The registry's preload hint waits with the others; the connection to the api is opened at once.
      const held = login.slice(login.indexOf(`<template id="${SNAPSHOT_NAMES.preloadsId}">`), login.indexOf('</template>'));
      assert.ok(held.includes('<link rel="preload" href="https://api.example.com/v1/registry" as="fetch" crossorigin>'), login);
      assert.equal(login.match(/rel="?preload/g).length, held.match(/rel="?preload/g).length, login);
      assert.ok(login.includes('<link rel="preconnect" href="https://api.example.com" crossorigin>'));
      assert.ok((await page('/policy/terms')).includes('<section class="public"><a>Sign in</a><main><h1>Terms of Service</h1>'));
    });

    it('preloads the reads a signed-out visitor\'s page names with the registry, once its snapshot has painted (docs/adr/058)', async () => {
      const signUp = await page('/create_user');
      const held = signUp.slice(signUp.indexOf(`<template id="${SNAPSHOT_NAMES.preloadsId}">`), signUp.indexOf('</template>'));
      assert.ok(held.includes('<link rel="preload" href="https://api.example.com/v1/registry" as="fetch" crossorigin><link rel="preload" href="https://api.example.com/stripe/list-products" as="fetch" crossorigin>'), signUp);
      assert.equal(signUp.match(/list-products/g).length, 1, signUp);
      assert.ok(!(await page('/create_user?product=pro')).includes('list-products'), 'no snapshot, no hint');
    });

    it('serves a page from its own snapshots first (the monolith build holds every page)', async () => {
      assert.ok((await page('/built-in')).includes('<main><h1>One bundle</h1></main>'));
    });

    it("serves a signed-in user's page of the shell with its snapshot to a browser with the session hint, and without to one without", async () => {
      const hint = { cookie: `a=1; ${SNAPSHOT_NAMES.sessionHintCookie}=1` };
      const welcome = await page('/welcome', hint);
      assert.ok(welcome.includes(`${SNAPSHOT_NAMES.accessAttribute}="private" inert aria-hidden="true"><section class="signed-in"><aside></aside><main><h1>CREATE BETTER STORIES</h1></main>`), welcome);
      assert.ok(welcome.includes(`data-main="/main.0123abcd.js"`));
      for (const html of [await page('/welcome'), await page('/welcome?x=1', hint)]) assert.ok(!html.includes(SNAPSHOT_NAMES.elementId), html);
    });

    it("serves a remote's signed-in page in the signed-in shell's outlet to a browser with the session hint only (docs/adr/057)", async () => {
      const hub = await page('/subscription', { cookie: `${SNAPSHOT_NAMES.sessionHintCookie}=1` });
      assert.ok(hub.includes(`${SNAPSHOT_NAMES.accessAttribute}="private" inert aria-hidden="true"><section class="signed-in"><aside></aside><main><div class="outlet"><h1>Subscription hub</h1></div></main>`), hub);
      assert.ok(!hub.includes('list-products'), 'a signed-in read is not preloaded');
      assert.ok(!(await page('/subscription')).includes(SNAPSHOT_NAMES.elementId));
    });

    it('serves the start script', async () => {
      const res = await fetch(`http://127.0.0.1:${host.address().port}${SNAPSHOT_START_PATH}`);
      assert.match(res.headers.get('content-type'), /javascript/);
      assert.match(await res.text(), /requestAnimationFrame/);
    });

    it('serves it without when the browser holds a session, the path has a query, or no remote has the path', async () => {
      for (const html of [await page('/', { cookie: `${SNAPSHOT_NAMES.sessionHintCookie}=1` }), await page('/?view=reset'), await page('/storyboards')]) {
        assert.ok(!html.includes(SNAPSHOT_NAMES.elementId), html);
        assert.ok(html.includes('<div id=root><div id=boot role=status>Loading...</div></div>'));
        assert.ok(html.includes('<script defer src=/main.0123abcd.js></script>'));
      }
    });
  });
});

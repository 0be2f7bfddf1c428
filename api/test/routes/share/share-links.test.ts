import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  SHARE_LINK_ERROR_CODES as CODES,
  SHARE_LINK_LIMITS,
  SHARE_LINK_MESSAGES,
  SHARE_PAGE_TEXTS,
  generateShareUrlResponseSchema,
} from '../../../src/contracts';
import { ApiError } from '../../../src/plugins/app/errors';
import { streamKeyOf } from '../../../src/plugins/app/media/derived-keys';
import { escapeHtml } from '../../../src/plugins/app/html';
import { shareLinkService } from '../../../src/plugins/app/share-links/share-link-service';
import { TestClock } from '../../identity/harness';
import { bearer, seededApp, signIn } from '../../support/account';
import { customerIdOf, makeStoryboard } from '../../support/storyboards';

const DAY = 24 * 60 * 60 * 1000;
const HTML = { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' };

describe('share links: POST /ai/generateUrl and GET /share/{token}', () => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await seededApp({ identity: { clock } });
    for (const who of ['pro', 'entry', 'admin']) {
      tokens[who] = (await signIn(app, `${who}@demo.test`)).IdToken;
      ids[who] = await customerIdOf(app, `${who}@demo.test`);
    }
  });
  afterAll(() => app.close());

  const inAWeek = (): number => clock.now() + 7 * DAY;
  const generate = (who: string, data: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/ai/generateUrl', headers: bearer(tokens[who] ?? ''), payload: { data } });
  const urlOf = (res: LightMyRequestResponse): string => generateShareUrlResponseSchema.parse(res.json()).data.result.url;
  /** Opens a link as a browser would (or as another client with `accept`). */
  const open = (url: string, headers: Record<string, string> = HTML) => app.inject({ url: new URL(url).pathname, headers });
  const published = (customerId: number, fixture: Parameters<typeof makeStoryboard>[2] = {}) =>
    makeStoryboard(app, customerId, { status: 'Published', shots: 2, ...fixture });
  const refusal = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json<{ error_code: string }>().error_code });

  it("gives the owner a link to a public page of the storyboard, its title, cover, description and shots, under a tight policy", async () => {
    const id = await published(ids.pro!, { title: 'Club <day> & "more"', description: 'Line one\n<b>not bold</b>' });
    await app.db.query(`update storyboards set landscape_image_asset_id = 'public/demo/storyboards/club-0123456789abcdef.png' where id = $1`, [id]);
    const res = await generate('pro', { id, expiry: inAWeek(), user_id: ids.pro });
    expect(res.statusCode).toBe(200);
    const url = urlOf(res);
    expect(url).toMatch(/^http:\/\/localhost:\d+\/share\/\d+\.\d+\.[A-Za-z0-9_-]{43}$/);

    const page = await open(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain('<html lang="en-AU">');
    expect(html).toContain('<h1>Club &lt;day&gt; &amp; &quot;more&quot;</h1>');
    expect(html).not.toContain('<day>');
    expect(html).toContain('&lt;b&gt;not bold&lt;/b&gt;');
    expect(html).toContain(`<h2 id="shots-heading">${SHARE_PAGE_TEXTS.shotsHeading}</h2>`);
    expect(html).toContain('<h3>Shot 1: Shot 1</h3>');
    expect(html).toContain('<h3>Shot 2: Shot 2</h3>');
    expect(html).toContain('src="http://localhost:4000/storage/public/demo/storyboards/club-0123456789abcdef.png"');
    expect(html).toContain('src="http://localhost:4000/storage/public/defaults/shot-1.png"');
    expect(html).not.toMatch(/<script/i);

    const csp = String(page.headers['content-security-policy']);
    const style = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(csp.split('; ')).toEqual([
      "default-src 'none'",
      'img-src http://localhost:4000/storage/public/',
      "media-src 'none'",
      `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ]);
  });

  it('shows a private cover through a URL signed for the page, no longer than the link lasts, and allows only that origin', async () => {
    const id = await published(ids.pro!, { shotImages: false });
    await app.db.query(`update storyboards set landscape_image_asset_id = 'private/someone/cover.png' where id = $1`, [id]);
    const page = await open(urlOf(await generate('pro', { id, expiry: clock.now() + 10 * 60 * 1000, user_id: ids.pro })));
    expect(page.statusCode).toBe(200);
    const src = /<img src="([^"]+)" alt="Cover image/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
    expect(src).toMatch(/\/storage\/signed\/private\/someone\/cover\.png\?/);
    const expires = Number(new URL(src ?? '').searchParams.get('expires'));
    expect(expires * 1000).toBeLessThanOrEqual(clock.now() + 10 * 60 * 1000);
    expect(String(page.headers['content-security-policy'])).toContain('img-src http://localhost:4000/storage/public/ http://localhost:4000');
    expect(page.body).not.toContain('<video');
  });

  it("plays the storyboard's latest finished render above the shots: its HLS rendition, then the MP4", async () => {
    const id = await published(ids.pro!);
    const film = `private/pro-film/renders/2026/11/26/${id}/film.mp4`;
    await app.storage.put(film, Buffer.from('not really a film'), 'video/mp4');
    await app.storage.put(streamKeyOf(film), Buffer.from('#EXTM3U\n'), 'application/vnd.apple.mpegurl');
    await app.db.query(
      `insert into test_renders (customer_id, storyboard_id, title, status, output_key, completed_at) values ($1, $2, 'Older', 'Complete', $3, now() - interval '1 day'),
         ($1, $2, 'Newest', 'Complete', $4, now()), ($1, $2, 'Still going', 'Processing', $5, null)`,
      [ids.pro, id, `${film}.old`, film, `${film}.running`],
    );
    const page = await open(urlOf(await generate('pro', { id, expiry: inAWeek(), user_id: ids.pro })));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<h2 id="film-heading">${SHARE_PAGE_TEXTS.filmHeading}</h2>`);
    const sources = [...page.body.matchAll(/<source src="([^"]+)" type="([^"]+)">/g)].map((m) => [new URL(m[1]!.replaceAll('&amp;', '&')).pathname, m[2]]);
    expect(sources).toEqual([
      [expect.stringContaining(streamKeyOf(film).split('/').pop() ?? ''), 'application/vnd.apple.mpegurl'],
      [expect.stringMatching(/\/storage\/signed\/private\/pro-film\/renders\/.*\/film\.mp4$/), 'video/mp4'],
    ]);
    expect(page.body.indexOf('film-heading')).toBeLessThan(page.body.indexOf('shots-heading'));
    expect(String(page.headers['content-security-policy'])).toContain('media-src http://localhost:4000');
  });

  it('refuses a user_id other than the caller (403), even an admin naming the owner', async () => {
    const id = await published(ids.pro!);
    expect(refusal(await generate('pro', { id, expiry: inAWeek(), user_id: ids.entry }))).toEqual({ status: 403, code: CODES.FORBIDDEN_USER });
    const res = await generate('admin', { id, expiry: inAWeek(), user_id: ids.pro });
    expect(refusal(res)).toEqual({ status: 403, code: CODES.FORBIDDEN_USER });
    expect(res.json()).toEqual({ error_code: CODES.FORBIDDEN_USER, error_message: SHARE_LINK_MESSAGES.otherUser });
  });

  it("answers another customer's storyboard as an unknown one (404), and lets an admin share any", async () => {
    const id = await published(ids.entry!);
    expect(refusal(await generate('pro', { id, expiry: inAWeek(), user_id: ids.pro }))).toEqual({ status: 404, code: 'STORYBOARD_NOT_FOUND' });
    expect(refusal(await generate('pro', { id: 987_654_321, expiry: inAWeek(), user_id: ids.pro }))).toEqual({ status: 404, code: 'STORYBOARD_NOT_FOUND' });
    const res = await generate('admin', { id, expiry: inAWeek(), user_id: ids.admin });
    expect(res.statusCode).toBe(200);
    expect((await open(urlOf(res))).statusCode).toBe(200);
  });

  it('refuses a storyboard that is not Published (409, with a clear message)', async () => {
    for (const status of ['Draft', 'Processing', 'Obsoleted'] as const) {
      const id = await makeStoryboard(app, ids.pro!, { status });
      const res = await generate('pro', { id, expiry: inAWeek(), user_id: ids.pro });
      expect({ status, body: res.json(), code: res.statusCode }).toEqual({
        status,
        code: 409,
        body: { error_code: CODES.NOT_PUBLISHED, error_message: SHARE_LINK_MESSAGES.notPublished },
      });
    }
  });

  it('refuses an expiry already over, or further ahead than the limit (400)', async () => {
    const id = await published(ids.pro!);
    for (const expiry of [clock.now() - 1000, clock.now() + (SHARE_LINK_LIMITS.MAX_EXPIRY_DAYS + 1) * DAY]) {
      expect(refusal(await generate('pro', { id, expiry, user_id: ids.pro }))).toEqual({ status: 400, code: CODES.INVALID_EXPIRY });
    }
    expect(refusal(await generate('pro', { id, expiry: 'tomorrow', user_id: ids.pro }))).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect((await generate('pro', { id, expiry: clock.now() + (SHARE_LINK_LIMITS.MAX_EXPIRY_DAYS - 1) * DAY, user_id: ids.pro })).statusCode).toBe(200);
  });

  it('needs a signed-in caller (401)', async () => {
    const res = await app.inject({ method: 'POST', url: '/ai/generateUrl', payload: { data: { id: 1, expiry: inAWeek(), user_id: 1 } } });
    expect(refusal(res)).toEqual({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('answers 404 to a tampered, altered or made-up token: a page for browsers, the error shape for others', async () => {
    const id = await published(ids.pro!);
    const url = urlOf(await generate('pro', { id, expiry: inAWeek(), user_id: ids.pro }));
    const [sbId, expiry, mac = ''] = new URL(url).pathname.split('/').pop()!.split('.');
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    const forged = [
      `${base}${sbId}.${expiry}.${(mac.startsWith('A') ? 'B' : 'A') + mac.slice(1)}`,
      `${base}${Number(sbId) + 1}.${expiry}.${mac}`,
      `${base}${sbId}.${Number(expiry) + DAY}.${mac}`,
      `${base}${sbId}.${expiry}.${mac}=`,
      `${base}0${sbId}.${expiry}.${mac}`,
      `${base}not-a-token`,
    ];
    for (const link of forged) {
      const page = await open(link);
      expect({ link, status: page.statusCode }).toEqual({ link, status: 404 });
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain(`<h1>${SHARE_PAGE_TEXTS.notFoundTitle}</h1>`);
      const api = await open(link, {});
      expect(api.json()).toEqual({ error_code: CODES.SHARE_LINK_NOT_FOUND, error_message: SHARE_PAGE_TEXTS.notFoundTitle });
    }
  });

  it('answers 410 as soon as the storyboard is no longer Published', async () => {
    const id = await published(ids.pro!);
    const url = urlOf(await generate('pro', { id, expiry: inAWeek(), user_id: ids.pro }));
    const suspend = await app.inject({ method: 'POST', url: `/proxy/v1/customers/${ids.pro}/storyboards/${id}/suspend`, headers: bearer(tokens.pro!) });
    expect(suspend.statusCode).toBe(200);
    const page = await open(url);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(`<h1>${SHARE_PAGE_TEXTS.withdrawnTitle}</h1>`);
    expect(page.body).not.toContain('Shot 1');
    expect((await open(url, {})).json()).toEqual({ error_code: CODES.SHARE_LINK_WITHDRAWN, error_message: SHARE_PAGE_TEXTS.withdrawnTitle });
  });

  it('answers 503 when the api has no key to sign with, and opens nothing', async () => {
    const id = await published(ids.pro!);
    const keyless = shareLinkService({ db: app.db, clock, key: null, publicUrl: 'http://localhost:4000' });
    const caller = { id: ids.pro!, email: 'pro@demo.test', role: 'customer' as const };
    await expect(keyless.create(caller, { id, expiry: inAWeek(), user_id: ids.pro! })).rejects.toEqual(
      new ApiError(503, CODES.SHARE_LINKS_UNAVAILABLE, SHARE_LINK_MESSAGES.unavailable),
    );
    const url = urlOf(await generate('pro', { id, expiry: inAWeek(), user_id: ids.pro }));
    await expect(keyless.open(new URL(url).pathname.split('/').pop()!)).resolves.toEqual({ kind: 'notFound' });
  });

  // Last: it moves the clock past the expiry.
  it('works until its expiry, then answers 410', async () => {
    const id = await published(ids.pro!);
    const expiry = clock.now() + 2 * DAY;
    const url = urlOf(await generate('pro', { id, expiry, user_id: ids.pro }));
    expect((await open(url)).body).toContain(SHARE_PAGE_TEXTS.validUntil(new Date(expiry)));
    clock.advance(2 * DAY - 1000);
    expect((await open(url)).statusCode).toBe(200);
    clock.advance(1000);
    const page = await open(url);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(`<h1>${SHARE_PAGE_TEXTS.expiredTitle}</h1>`);
    expect(page.body).toContain(escapeHtml(SHARE_PAGE_TEXTS.expiredBody));
    expect((await open(url, {})).json()).toEqual({ error_code: CODES.SHARE_LINK_EXPIRED, error_message: SHARE_PAGE_TEXTS.expiredTitle });
  });
});

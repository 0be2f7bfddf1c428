import type { FastifyInstance } from 'fastify';
import { assetUrlsResponseSchema, uploadTicketResponseSchema, type UploadTicket } from '../../../src/contracts';
import { readObject } from '../../../src/plugins/app/storage';
import { bearer, seededApp, signIn } from '../../support/account';
import { customerIdOf } from '../../support/storyboards';

const MIB = 1024 * 1024;

/*
 * Upload tickets and view URLs (001 §4, §7; docs/adr/023): the path from a ticket through
 * the signed PUT to the stored object, the type and size limits of UPLOAD_KINDS, and whose
 * keys a customer (or an admin acting for one) may upload to and read.
 */
describe('POST .../uploads and .../asset-urls', () => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const subs: Record<string, string> = {};
  const stored: string[] = [];

  beforeAll(async () => {
    app = await seededApp();
    for (const who of ['starter', 'pro', 'admin']) {
      tokens[who] = (await signIn(app, `${who}@demo.test`)).IdToken;
      ids[who] = await customerIdOf(app, `${who}@demo.test`);
      subs[who] = (JSON.parse(Buffer.from(tokens[who].split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
    }
  }, 120_000);
  afterAll(async () => {
    // The store is the shared one of the test runs: leave nothing of ours in it.
    for (const key of stored) await app.storage.delete(key);
    await app.close();
  });

  const post = (who: string, customerId: number, path: 'uploads' | 'asset-urls', payload: object) =>
    app.inject({ method: 'POST', url: `/proxy/v1/customers/${customerId}/${path}`, headers: bearer(tokens[who] ?? ''), payload });
  const ticketFor = async (who: string, body: object, customerId = ids[who]!): Promise<UploadTicket> => {
    const res = await post(who, customerId, 'uploads', body);
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status: 200 });
    const ticket = uploadTicketResponseSchema.parse(res.json()).result;
    stored.push(ticket.key);
    return ticket;
  };
  /** The PUT the browser makes: no token, the ticket's headers. */
  const upload = (ticket: UploadTicket, bytes: Buffer, headers: Record<string, string> = ticket.headers) =>
    app.inject({ method: ticket.method, url: ticket.url.slice(ticket.url.indexOf('/storage/')), headers, payload: bytes });
  const refusal = async (res: Promise<{ statusCode: number; json: () => { error_code: string } }>) => {
    const r = await res;
    return { status: r.statusCode, code: r.json().error_code };
  };

  it('gives a ticket under the customer\'s private uploads; the PUT to it stores the bytes with their type', async () => {
    const before = Date.now();
    const png = Buffer.from('\x89PNG\r\n\x1a\n a beach', 'latin1');
    const ticket = await ticketFor('starter', { fileName: 'Été à la plage #1 (final).PNG', contentType: 'image/png', size: png.length });
    // The date the ticket was made (15 minutes before it expires), in UTC.
    const today = new Date(Date.parse(ticket.expiresAt) - 15 * 60_000).toISOString().slice(0, 10).replace(/-/g, '/');
    expect(ticket.key).toMatch(new RegExp(`^private/${subs.starter}/uploads/${today}/[A-Za-z0-9_-]{16}/Ete-a-la-plage-1-\\(final\\)\\.PNG$`));
    expect(ticket).toMatchObject({ bucket: 'local', method: 'PUT', headers: { 'Content-Type': 'image/png' } });
    expect(ticket.url.startsWith(`http://localhost:4000/storage/signed/${ticket.key}?`)).toBe(true);
    const expiresIn = Date.parse(ticket.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000 + 1000);
    expect(await app.storage.exists(ticket.key)).toBe(false);

    const put = await upload(ticket, png);
    expect(put.statusCode).toBe(200);
    expect(await app.storage.stat(ticket.key)).toMatchObject({ size: png.length, contentType: 'image/png' });
    expect(await readObject(app.storage, ticket.key)).toEqual(png);
  });

  it('keys two uploads of one file name apart', async () => {
    const body = { fileName: 'clip.mp4', contentType: 'video/mp4', size: 10 };
    const [a, b] = [await ticketFor('starter', body), await ticketFor('starter', body)];
    expect(a.key).not.toBe(b.key);
  });

  it('refuses a type none of the upload kinds takes (400) and a file larger than its kind allows (413)', async () => {
    for (const contentType of ['text/html', 'image/svg+xml', 'application/x-msdownload', 'video']) {
      expect(await refusal(post('starter', ids.starter!, 'uploads', { fileName: 'x', contentType, size: 10 }))).toEqual({ status: 400, code: 'UPLOAD_TYPE_NOT_ALLOWED' });
    }
    const tooLarge = [
      ['image/png', 20 * MIB + 1],
      ['video/mp4', 1024 * MIB + 1],
      ['audio/mpeg', 200 * MIB + 1],
      ['application/json', 1 * MIB + 1],
    ] as const;
    for (const [contentType, size] of tooLarge) {
      const res = await post('starter', ids.starter!, 'uploads', { fileName: 'big', contentType, size });
      expect({ contentType, status: res.statusCode, code: res.json().error_code }).toEqual({ contentType, status: 413, code: 'UPLOAD_TOO_LARGE' });
    }
    expect((await post('starter', ids.starter!, 'uploads', { fileName: 'big.png', contentType: 'image/png', size: 35 * MIB })).json().error_message).toBe(
      'An image can be at most 20 MiB; this file is 35 MiB',
    );
    expect((await post('starter', ids.starter!, 'uploads', { fileName: 'big.mp4', contentType: 'video/mp4', size: 1024 * MIB + 1 })).json().error_message).toBe(
      'A video can be at most 1 GiB; this file is larger',
    );
    // At the limit, and a type with parameters (stored without them): a ticket.
    expect((await ticketFor('starter', { fileName: 'film.mov', contentType: 'video/mp4', size: 1024 * MIB })).headers).toEqual({ 'Content-Type': 'video/mp4' });
    expect((await ticketFor('starter', { fileName: 'doc.json', contentType: 'Application/JSON; charset=utf-8', size: 100 })).headers).toEqual({ 'Content-Type': 'application/json' });
    expect(await refusal(post('starter', ids.starter!, 'uploads', { fileName: 'x.png', contentType: 'image/png', size: 0 }))).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
  });

  it('refuses, at the PUT, more bytes than the ticket declared (413) or another type (403), storing nothing', async () => {
    const ticket = await ticketFor('starter', { fileName: 'small.png', contentType: 'image/png', size: 10 });
    expect(await refusal(upload(ticket, Buffer.alloc(11)))).toEqual({ status: 413, code: 'UPLOAD_TOO_LARGE' });
    expect(await app.storage.exists(ticket.key)).toBe(false);
    expect(await refusal(upload(ticket, Buffer.from('<html></html>'), { 'Content-Type': 'text/html' }))).toEqual({ status: 403, code: 'SIGNATURE_INVALID' });
    expect(await app.storage.exists(ticket.key)).toBe(false);
  });

  it("refuses another customer's id (403), for tickets and view URLs", async () => {
    expect(await refusal(post('starter', ids.pro!, 'uploads', { fileName: 'x.png', contentType: 'image/png', size: 10 }))).toEqual({ status: 403, code: 'FORBIDDEN_CUSTOMER' });
    expect(await refusal(post('starter', ids.pro!, 'asset-urls', { assetIds: ['public/defaults/shot-1.png'] }))).toEqual({ status: 403, code: 'FORBIDDEN_CUSTOMER' });
  });

  it("lets an admin act for a customer: the upload goes under that customer's identity", async () => {
    const bytes = Buffer.from('a customer clip');
    const ticket = await ticketFor('admin', { fileName: 'for pro.mp4', contentType: 'video/mp4', size: bytes.length }, ids.pro);
    expect(ticket.key.startsWith(`private/${subs.pro}/uploads/`)).toBe(true);
    expect((await upload(ticket, bytes)).statusCode).toBe(200);
    expect(await readObject(app.storage, ticket.key)).toEqual(bytes);
    // The admin reads it for the customer; the customer reads it themselves.
    for (const who of ['admin', 'pro']) {
      const res = await post(who, ids.pro!, 'asset-urls', { assetIds: [ticket.key] });
      expect(res.statusCode).toBe(200);
    }
    expect(await refusal(post('admin', 999_999, 'uploads', { fileName: 'x.png', contentType: 'image/png', size: 10 }))).toEqual({ status: 404, code: 'CUSTOMER_NOT_FOUND' });
  });

  it("answers view URLs: public keys their public URL, the customer's own and protected keys signed ones that read the object", async () => {
    const bytes = Buffer.from('mine to see');
    const ticket = await ticketFor('starter', { fileName: 'see.png', contentType: 'image/png', size: bytes.length });
    await upload(ticket, bytes);
    const before = Date.now();
    const res = await post('starter', ids.starter!, 'asset-urls', { assetIds: [ticket.key, 'public/defaults/shot-1.png', 'protected/reels/intro.mp4'] });
    expect(res.statusCode).toBe(200);
    const [own, pub, prot] = assetUrlsResponseSchema.parse(res.json()).result;
    expect(pub).toMatchObject({ assetId: 'public/defaults/shot-1.png', url: 'http://localhost:4000/storage/public/defaults/shot-1.png', thumbnailUrl: null, streamUrl: null });
    expect(prot?.url).toContain('/storage/signed/protected/reels/intro.mp4?');
    expect(own).toMatchObject({ assetId: ticket.key, thumbnailUrl: null, streamUrl: null });
    expect(Date.parse(own?.expiresAt ?? '') - before).toBeGreaterThan(59 * 60_000);
    const got = await app.inject({ url: own?.url.slice(own.url.indexOf('/storage/')) ?? '' });
    expect({ status: got.statusCode, body: got.body, type: got.headers['content-type'] }).toEqual({ status: 200, body: 'mine to see', type: 'image/png' });
  });

  it("refuses another identity's private key (403 FOREIGN_PRIVATE_ASSET), whoever asks for that customer", async () => {
    const theirs = `private/${subs.pro}/uploads/2026/01/01/abc/secret.png`;
    expect(await refusal(post('starter', ids.starter!, 'asset-urls', { assetIds: ['public/defaults/shot-1.png', theirs] }))).toEqual({ status: 403, code: 'FOREIGN_PRIVATE_ASSET' });
    expect(await refusal(post('admin', ids.starter!, 'asset-urls', { assetIds: [theirs] }))).toEqual({ status: 403, code: 'FOREIGN_PRIVATE_ASSET' });
    expect(await refusal(post('starter', ids.starter!, 'asset-urls', { assetIds: ['private/../etc/passwd'] }))).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect(await refusal(post('starter', ids.starter!, 'asset-urls', { assetIds: [] }))).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
  });
});

import { once } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { URL_IMPORT_MESSAGES as M } from '../../src/contracts';
import { ApiError } from '../../src/plugins/app/errors';
import { anyAddress, isPublicAddress, openUrl, type AddressPolicy } from '../../src/plugins/app/media/url-fetch';
import { startImageServer, type ImageServer } from '../support/image-server';

/*
 * The guard in front of every address a customer gives (POST .../assets/imports): which IP
 * addresses count as public, and openUrl's redirects, refusals and deadline against a
 * local server. Here 127.0.0.1 plays the public internet where a test says so.
 */

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['172.32.0.1', true],
    ['100.128.0.1', true],
    ['2606:4700:4700::1111', true],
    ['::ffff:8.8.8.8', true],
    ['64:ff9b::808:808', true],
    ['127.0.0.1', false],
    ['127.255.255.254', false],
    ['0.0.0.0', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['192.0.0.8', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::', false],
    ['::1', false],
    ['fe80::1', false],
    ['fe80::1%eth0', false],
    ['fd12:3456::1', false],
    ['fc00::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:169.254.169.254', false],
    ['64:ff9b::7f00:1', false],
    ['::127.0.0.1', false],
    ['2002:7f00:1::', false],
    ['localhost', false],
    ['not an address', false],
  ])('%s -> %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('openUrl', () => {
  let server: ImageServer;
  beforeAll(async () => {
    server = await startImageServer();
  });
  afterAll(() => server.close());

  /** 127.0.0.1 (the test server) stands for a public host; every other address is private. */
  const onlyTheServer: AddressPolicy = (address) => address === '127.0.0.1';
  const open = (url: string, allow: AddressPolicy = onlyTheServer, ms = 5000) =>
    openUrl(url, { allow, signal: AbortSignal.timeout(ms), accept: 'image/png' });
  const refusal = async (promise: Promise<unknown>): Promise<[number, string, string]> => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
    return [error.status, error.code, error.message];
  };

  it('answers the image with its body unread, and asks with the accept header and its own user agent', async () => {
    const { url, response } = await open(`${server.origin}/img/photo.png`);
    expect(url.href).toBe(`${server.origin}/img/photo.png`);
    expect(response.statusCode).toBe(200);
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(server.png)).toBe(true);
    expect(server.lastHeaders()).toMatchObject({ accept: 'image/png', 'accept-encoding': 'identity', 'user-agent': 'StoryPortal-ImageImport/1.0' });
  });

  it('follows three redirects, not four', async () => {
    const { url, response } = await open(`${server.origin}/hop/3`);
    response.destroy();
    expect(url.pathname).toBe('/img/photo.png');
    expect(await refusal(open(`${server.origin}/hop/4`))).toEqual([422, 'URL_NOT_REACHABLE', M.tooManyRedirects(3)]);
  });

  it.each([
    ['another loopback address', (port: number) => `http://127.0.0.2:${port}/img/a.png`, M.privateAddress],
    ['IPv6 loopback', (port: number) => `http://[::1]:${port}/img/a.png`, M.privateAddress],
    ['an IPv4-mapped loopback', (port: number) => `http://[::ffff:127.0.0.1]:${port}/img/a.png`, M.privateAddress],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/', M.privateAddress],
    ['a private network', () => 'http://10.0.0.1/img.png', M.privateAddress],
    ['ftp', () => 'ftp://127.0.0.1/img.png', M.notWebAddress],
    ['file', () => 'file:///etc/passwd', M.notWebAddress],
    ['an address with a password', (port: number) => `http://user:secret@127.0.0.1:${port}/img/a.png`, M.credentials],
  ])('refuses a redirect to %s without asking it', async (_, target, message) => {
    const before = server.hits.length;
    const to = encodeURIComponent(target(server.port));
    expect(await refusal(open(`${server.origin}/redirect?to=${to}`))).toEqual([400, 'URL_NOT_ALLOWED', message]);
    // Only the redirect itself was asked.
    expect(server.hits.slice(before)).toEqual([`/redirect?to=${to}`]);
  });

  it('looks names up and refuses private answers unless every address is allowed', async () => {
    const before = server.hits.length;
    expect(await refusal(open(`http://localhost:${server.port}/img/a.png`, isPublicAddress))).toEqual([400, 'URL_NOT_ALLOWED', M.privateAddress]);
    expect(await refusal(open(`${server.origin}/img/a.png`, isPublicAddress))).toEqual([400, 'URL_NOT_ALLOWED', M.privateAddress]);
    expect(server.hits.length).toBe(before);
    const { response } = await open(`http://localhost:${server.port}/img/a.png`, anyAddress);
    response.destroy();
    expect(response.statusCode).toBe(200);
  });

  it('says what went wrong: an HTTP error, no server, no answer in time', async () => {
    expect(await refusal(open(`${server.origin}/missing.png`))).toEqual([422, 'URL_NOT_REACHABLE', M.failedStatus(404)]);
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');
    expect(await refusal(open(`http://127.0.0.1:${port}/img/a.png`))).toEqual([422, 'URL_NOT_REACHABLE', M.unreachable]);
    expect(await refusal(open(`${server.origin}/slow.png`, onlyTheServer, 300))).toEqual([422, 'URL_NOT_REACHABLE', M.timedOut]);
  });
});

import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UPLOAD_KINDS } from '../../src/contracts';
import { testMediaBytes } from './media';

/*
 * A web server on 127.0.0.1 for the tests of images added from an address: a real PNG
 * (the test media's still), a page, an SVG, a missing file, redirect chains, images past
 * the limit (declared, or only found out while they stream), and answers that never come.
 */

export interface ImageServer {
  /** http://127.0.0.1:{port} */
  readonly origin: string;
  readonly port: number;
  /** The still's bytes, as /img/... serves them. */
  readonly png: Buffer;
  /** Paths asked, in order (with their query). */
  readonly hits: string[];
  /** The headers of the last request. */
  lastHeaders(): Record<string, string | string[] | undefined>;
  close(): Promise<void>;
}

const CHUNK = Buffer.alloc(64 * 1024, 7);

/** Writes `total` bytes in chunks as the reader takes them; stops when it goes away. */
function stream(res: ServerResponse, total: number): void {
  let sent = 0;
  const more = (): void => {
    while (sent < total && !res.destroyed) {
      const chunk = CHUNK.subarray(0, Math.min(CHUNK.length, total - sent));
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', more);
    }
    if (!res.destroyed) res.end();
  };
  res.on('error', () => undefined);
  more();
}

/**
 * Paths: /img/{anything} a PNG; /page HTML; /drawing.svg an SVG; /missing.png 404;
 * /hop/{n} a redirect to /hop/{n-1}, /hop/1 one to /img/photo.png; /redirect?to={url}
 * one to that address; /big-declared.png and /big-streamed.png just past the image limit,
 * with and without Content-Length; /slow.png no answer; /drip.png its headers and a
 * little of the image, then nothing.
 */
export async function startImageServer(): Promise<ImageServer> {
  const png = await testMediaBytes('still');
  const max = UPLOAD_KINDS.Image.maxBytes;
  const hits: string[] = [];
  let headers: Record<string, string | string[] | undefined> = {};
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    headers = req.headers;
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname;
    if (path.startsWith('/img/')) {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png);
    } else if (path === '/page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>A page</title><img src="/img/photo.png">');
    } else if (path === '/drawing.svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    } else if (path.startsWith('/hop/')) {
      const n = Number(path.slice('/hop/'.length));
      res.writeHead(302, { location: n > 1 ? `/hop/${n - 1}` : '/img/photo.png' }).end();
    } else if (path === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
    } else if (path === '/big-declared.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': max + 1 });
      stream(res, max + 1);
    } else if (path === '/big-streamed.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      stream(res, max + CHUNK.length);
    } else if (path === '/slow.png') {
      // Never answers; closed with the server.
    } else if (path === '/drip.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
      res.write(png.subarray(0, 64));
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    png,
    hits,
    lastHeaders: () => headers,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

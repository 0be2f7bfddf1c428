import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the proxy passed on: to which upstream (its index), and what. */
export interface Passed {
  readonly upstream: number;
  readonly method: string;
  readonly url: string;
  readonly status: number;
}

export interface LocalProxy {
  readonly url: string;
  readonly passed: Passed[];
  close(): Promise<void>;
}

/**
 * A small round-robin reverse proxy, as a load balancer in front of N api instances: each
 * request goes to the next upstream; one that refuses the connection (a dead instance) is
 * skipped for the next. Bodies are buffered, so a request can be sent again.
 */
export async function localProxy(upstreams: readonly number[]): Promise<LocalProxy> {
  const passed: Passed[] = [];
  let next = 0;
  const send = (port: number, req: http.IncomingMessage, body: Buffer): Promise<http.IncomingMessage> =>
    new Promise((resolve, reject) => {
      const out = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, resolve);
      out.on('error', reject);
      out.end(body);
    });
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    for (let tries = 0; tries < upstreams.length; tries++) {
      const upstream = next++ % upstreams.length;
      try {
        const answer = await send(upstreams[upstream] as number, req, body);
        passed.push({ upstream, method: req.method ?? 'GET', url: req.url ?? '/', status: answer.statusCode ?? 0 });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      } catch {
        // That instance is gone: the next one takes the request.
      }
    }
    res.writeHead(502).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    passed,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

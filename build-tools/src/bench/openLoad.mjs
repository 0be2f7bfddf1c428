// An open-loop load at a fixed rate: one request every 1000/rate ms, whatever the answers
// do, over a pool of keep-alive connections. Each latency runs from when the request was
// due, not from when it went out, so a server (or a pool) that falls behind shows in the
// figures instead of slowing the load down (coordinated omission).
//
// autocannon's `overallRate` is not this: each connection sends its share of a second
// back to back and then waits for the next one-second tick, so all connections burst at
// once every second; and its omission correction takes 1/rate as milliseconds, adding a
// sample for every millisecond of any answer slower than one.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Sends `rate` requests a second for `seconds` seconds, cycling through `paths`, over at
 * most `connections` keep-alive connections to `base`. Answers p50 and p99 in ms (nearest
 * rank), requests sent and errors (a non-2xx answer or a failed connection).
 * @param {{ base: string, paths: string[], headers?: Record<string, string>, rate: number, connections: number, seconds: number }} o
 */
export async function openLoad({ base, paths, headers = {}, rate, connections, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const interval = 1000 / rate;
  const count = Math.round(rate * seconds);
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  const one = (path, due) =>
    new Promise((resolve) => {
      const done = (ok) => {
        if (ok) latencies.push(performance.now() - due);
        else errors += 1;
        resolve(undefined);
      };
      const req = http.get(new URL(path, base), { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode >= 200 && res.statusCode < 300));
        res.on('error', () => done(false));
      });
      req.on('error', () => done(false));
    });
  const pending = [];
  const start = performance.now();
  try {
    for (let i = 0; i < count; i++) {
      const due = start + i * interval;
      const wait = due - performance.now();
      if (wait >= 1) await sleep(wait);
      pending.push(one(paths[i % paths.length], due));
    }
    await Promise.all(pending);
  } finally {
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  const at = (p) => (latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]) : null);
  return { p50: at(50), p99: at(99), sent: count, completed: latencies.length, errors };
}

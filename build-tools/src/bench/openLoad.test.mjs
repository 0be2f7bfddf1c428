import assert from 'node:assert/strict';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { test } from 'node:test';
import { openLoad } from './openLoad.mjs';

/** A server that answers after `delay(n)` ms (n counts requests from 0); answers its base URL, arrival times and close(). */
async function server(delay, status = 200) {
  const arrivals = [];
  const s = http.createServer((req, res) => {
    const n = arrivals.length;
    arrivals.push(performance.now());
    setTimeout(() => res.writeHead(status).end('{}'), delay(n));
  });
  await new Promise((r) => s.listen(0, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${s.address().port}`, arrivals, close: () => new Promise((r) => s.close(r)) };
}

test('sends at an even rate, not in bursts, and times answers from when each was due', async () => {
  const srv = await server(() => 20);
  try {
    const r = await openLoad({ base: srv.base, paths: ['/a', '/b'], rate: 100, connections: 10, seconds: 1 });
    assert.equal(r.sent, 100);
    assert.equal(r.errors, 0);
    assert.ok(r.p50 >= 20 && r.p50 < 40, `p50 ${r.p50}`);
    // Evenly spread: no 100 ms window gets more than a fifth of the requests.
    const first = srv.arrivals[0];
    const windows = new Map();
    for (const t of srv.arrivals) windows.set(Math.floor((t - first) / 100), (windows.get(Math.floor((t - first) / 100)) ?? 0) + 1);
    assert.ok(Math.max(...windows.values()) <= 20, `busiest 100 ms window: ${Math.max(...windows.values())}`);
  } finally {
    await srv.close();
  }
});

test('counts the wait of requests held back by a stalled server, and errors for non-2xx', async () => {
  // One connection; the 10th answer takes 300 ms: the requests due behind it wait, and say so.
  const srv = await server((n) => (n === 10 ? 300 : 1));
  try {
    const r = await openLoad({ base: srv.base, paths: ['/'], rate: 50, connections: 1, seconds: 1 });
    assert.equal(r.errors, 0);
    assert.ok(r.p99 >= 250, `p99 ${r.p99}`);
  } finally {
    await srv.close();
  }
  const failing = await server(() => 1, 503);
  try {
    const r = await openLoad({ base: failing.base, paths: ['/'], rate: 20, connections: 2, seconds: 0.5 });
    assert.deepEqual([r.sent, r.completed, r.errors], [10, 0, 10]);
  } finally {
    await failing.close();
  }
});

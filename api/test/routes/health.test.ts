import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db';
import { buildTestApp, memoryDb } from '../helpers';

describe('GET /health and GET /ready', () => {
  let app: FastifyInstance;
  let failQueries = false;

  beforeAll(async () => {
    // A real database whose queries can be made to fail, to see /ready report it.
    const real = await memoryDb();
    const flaky: Db = {
      ...real,
      dialect: real.dialect,
      query: (sql, params) => (failQueries ? Promise.reject(new Error('connection lost')) : real.query(sql, params)),
      exec: (sql) => real.exec(sql),
      transaction: (fn) => real.transaction(fn),
      close: () => real.close(),
    };
    app = await buildTestApp({}, flaky);
    await app.ready();
  });
  afterAll(() => app.close());
  afterEach(() => {
    failQueries = false;
  });

  it('reports liveness', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('reports ready when the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('answers 503 when the database does not', async () => {
    failQueries = true;
    const res = await app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not_ready', checks: { database: 'failing' } });
    expect(res.body).not.toMatch(/connection lost/);
  });
});

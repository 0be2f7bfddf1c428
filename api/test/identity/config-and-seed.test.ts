import { buildApp } from '../../src/app';
import { runMigrations } from '../../src/db';
import { loadIdentityConfig } from '../../src/plugins/app/identity/identity-config';
import { seedIdentityUsers } from '../../src/plugins/app/identity/seed';
import { passwordMatches } from '../../src/plugins/app/identity/srp/srp-server';
import { userRepository } from '../../src/plugins/app/identity/store/user-repository';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/seed';
import { memoryDb, migratedDb, testConfig } from '../helpers';

const base = { publicUrl: 'http://localhost:4000', localDev: true };

describe('identity configuration', () => {
  it('defaults to a local pool whose issuer is the api itself', () => {
    expect(loadIdentityConfig(base, {})).toEqual({
      mode: 'local',
      poolId: 'ap-southeast-2_LocalPool',
      poolName: 'LocalPool',
      region: 'ap-southeast-2',
      clientId: 'portallocalwebclient',
      issuer: 'http://localhost:4000/ap-southeast-2_LocalPool',
      jwksUrl: 'http://localhost:4000/ap-southeast-2_LocalPool/.well-known/jwks.json',
      localMailbox: true,
      preventUserExistenceErrors: true,
    });
    expect(loadIdentityConfig(base, { PREVENT_USER_EXISTENCE_ERRORS: 'disabled' }).preventUserExistenceErrors).toBe(false);
  });

  it('points at the real pool in aws mode, and exposes the mailbox only with LOCAL_DEV', () => {
    const aws = loadIdentityConfig(base, { PORTAL_MODE: 'aws', COGNITO_USER_POOL_ID: 'eu-west-1_AbC123', COGNITO_CLIENT_ID: 'abc123' });
    expect(aws).toMatchObject({
      issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123',
      jwksUrl: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123/.well-known/jwks.json',
      clientId: 'abc123',
      localMailbox: false,
    });
    expect(loadIdentityConfig({ ...base, localDev: false }, {}).localMailbox).toBe(false);
    expect(() => loadIdentityConfig(base, { COGNITO_USER_POOL_ID: 'LocalPool' })).toThrow('COGNITO_USER_POOL_ID');
  });
});

describe('which identity routes exist', () => {
  const routes = async (localDev: boolean, mode: 'local' | 'aws') => {
    const saved = process.env['PORTAL_MODE'];
    process.env['PORTAL_MODE'] = mode;
    try {
      // LOCAL_PAYMENTS: without LOCAL_DEV the local payment gateway must be asked for on its own.
      const env = { LOCAL_DEV: localDev ? 'enabled' : '', LOCAL_PAYMENTS: 'enabled' };
      const app = await buildApp(testConfig(env), { db: await migratedDb(), logger: false });
      await app.ready();
      const status = async (method: 'GET' | 'POST', url: string) => (await app.inject({ method, url })).statusCode;
      const result = {
        cognito: await status('POST', '/cognito'),
        jwks: await status('GET', '/ap-southeast-2_LocalPool/.well-known/jwks.json'),
        mailbox: await status('GET', '/_local/mailbox?to=a@b.test'),
        // The product sign-up creates pool users itself, so it exists only with the local pool.
        signUp: await status('POST', '/v1/sign-up'),
      };
      await app.close();
      return result;
    } finally {
      if (saved === undefined) delete process.env['PORTAL_MODE'];
      else process.env['PORTAL_MODE'] = saved;
    }
  };

  it('local mode on a developer machine (LOCAL_DEV): protocol endpoint, JWKS and mailbox', async () => {
    // An empty POST is a valid route answering UnknownOperationException (400).
    expect(await routes(true, 'local')).toEqual({ cognito: 400, jwks: 200, mailbox: 200, signUp: 400 });
  });

  it('without LOCAL_DEV: no local mailbox, whatever NODE_ENV says', async () => {
    expect(await routes(false, 'local')).toEqual({ cognito: 400, jwks: 200, mailbox: 404, signUp: 400 });
  });

  it('aws mode: the real pool serves everything, nothing local is registered', async () => {
    expect(await routes(true, 'aws')).toEqual({ cognito: 404, jwks: 404, mailbox: 404, signUp: 404 });
  });
});

describe('identity seeder', () => {
  it('creates confirmed demo users once, with tier subscriptions for customers only', async () => {
    const db = await memoryDb();
    try {
      await runMigrations(db);
      expect(await seedIdentityUsers(db, { poolName: 'LocalPool' })).toBe(DEMO_ACCOUNTS.length);
      expect(await seedIdentityUsers(db, { poolName: 'LocalPool' })).toBe(0);

      const users = userRepository(db);
      const admin = await users.findByEmail('admin@demo.test');
      expect(admin).toMatchObject({ status: 'CONFIRMED', emailVerified: true, attributes: { given_name: 'Ada', family_name: 'Admin' } });
      expect(admin?.attributes['custom:subscriptions']).toBeUndefined();
      const pro = await users.findByEmail('pro@demo.test');
      expect(JSON.parse(pro?.attributes['custom:subscriptions'] ?? '[]')).toEqual([
        { name: 'Pro', id: 'sub_demo_pro', created: expect.any(Number) },
      ]);
      expect(pro?.attributes['custom:country']).toBe('Australia');
      if (!pro) throw new Error('pro expected');
      expect(passwordMatches({ poolName: 'LocalPool', userId: pro.sub }, DEMO_PASSWORD, pro.credentials)).toBe(true);
      // Never the password itself, in any column.
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from identity_users u where row_to_json(u)::text like $1',
        [`%${DEMO_PASSWORD}%`],
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      await db.close();
    }
  });
});

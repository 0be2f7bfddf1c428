import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../src/app';
import { ConfigError, loadConfig } from '../../src/config';
import { LocalPaymentsRefusedError } from '../../src/plugins/app/billing';
import { migratedDb, testConfig } from '../helpers';

const API_DIR = fileURLToPath(new URL('../../', import.meta.url));

describe('payment gateway configuration', () => {
  it('picks the local gateway without a Stripe key, allowed only when asked for', () => {
    expect(loadConfig({}).payments).toEqual({ gateway: 'local', stripe: null, localAllowed: false });
    expect(loadConfig({ LOCAL_PAYMENTS: 'enabled' }).payments.localAllowed).toBe(true);
    expect(loadConfig({ LOCAL_DEV: 'enabled' }).payments.localAllowed).toBe(true);
    expect(loadConfig({ LOCAL_DEV: 'disabled' }).payments.localAllowed).toBe(false);
  });

  it('uses Stripe when STRIPE_SECRET_KEY is set, pointed at STRIPE_API_HOST/PORT/PROTOCOL', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
      STRIPE_GST_TAX_RATE: 'txr_gst10',
    });
    expect(config.payments).toEqual({
      gateway: 'stripe',
      stripe: { secretKey: 'sk_test_abc123', host: '127.0.0.1', port: 12111, protocol: 'http', gstTaxRate: 'txr_gst10' },
      localAllowed: false,
    });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_live_xyz' }).payments.stripe).toEqual({
      secretKey: 'sk_live_xyz',
      host: null,
      port: null,
      protocol: null,
      gstTaxRate: null,
    });
  });

  it('names a bad Stripe setting without echoing the key', () => {
    const load = (): unknown => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_secretvalue', STRIPE_API_PROTOCOL: 'ftp' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret or restricted key.*STRIPE_API_PROTOCOL/);
    expect(load).not.toThrow(/secretvalue/);
  });

  it('refuses the local gateway unless LOCAL_DEV or LOCAL_PAYMENTS asks for it, whatever NODE_ENV says', async () => {
    const build = async (env: Record<string, string>) => {
      const app = await buildApp(testConfig({ NODE_ENV: 'production', LOCAL_DEV: '', ...env }), { db: await migratedDb(), logger: false });
      try {
        await app.ready();
        const confirm = await app.inject({ method: 'POST', url: '/stripe/local/confirm-setup', payload: {} });
        return { kind: app.payments.kind, confirmRoute: confirm.statusCode !== 404 };
      } finally {
        await app.close();
      }
    };
    await expect(build({})).rejects.toThrow(LocalPaymentsRefusedError);
    await expect(build({ NODE_ENV: 'development' })).rejects.toThrow(/STRIPE_SECRET_KEY.*LOCAL_DEV=enabled.*LOCAL_PAYMENTS=enabled/);
    expect(await build({ LOCAL_PAYMENTS: 'enabled' })).toEqual({ kind: 'local', confirmRoute: true });
    expect(await build({ STRIPE_SECRET_KEY: 'sk_test_x' })).toEqual({ kind: 'stripe', confirmRoute: false });
  }, 120_000); // four apps, each migrating a fresh in-memory database

  it('closes the database it was handed when a plugin refuses to start, so nothing is left running', async () => {
    const db = await migratedDb();
    const close = jest.fn(db.close);
    await expect(buildApp(testConfig({ NODE_ENV: 'production', LOCAL_DEV: '' }), { db: { ...db, close }, logger: false })).rejects.toThrow(LocalPaymentsRefusedError);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('makes the api exit at start with the reason', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: { PATH: process.env['PATH'] ?? '', NODE_ENV: 'production', DATA_DIR: 'memory://', PORT: '0', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('api failed to start: Refusing to start: no STRIPE_SECRET_KEY, and the local payment gateway');
  }, 90_000); // a whole api process starting (tsx compiles it) on a possibly loaded machine
});

describe('LOCAL_DEV at start', () => {
  it('warns, on every start, that the local conveniences are on', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: { PATH: process.env['PATH'] ?? '', LOCAL_DEV: 'enabled', DATA_DIR: 'memory://', PORT: '0', LOG_LEVEL: 'warn' },
    });
    let output = '';
    const warned = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 60_000);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('LOCAL_DEV=enabled: the local mailbox')) {
          clearTimeout(timer);
          resolve(true);
        }
      });
      child.on('exit', () => resolve(output.includes('LOCAL_DEV=enabled: the local mailbox')));
    });
    child.kill('SIGTERM');
    expect(warned).toBe(true);
    expect(output).toContain('Never enable it where others can reach the api');
  }, 90_000);
});

import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      databaseUrl: null,
      registryFile: null,
      remoteVersion: '0.1.0',
      publicUrl: 'http://localhost:4000',
      logLevel: 'info',
    });
    expect(config.dataDir).toMatch(/[/\\]\.data[/\\]pglite$/);
    expect(config.portalOrigins).toEqual(
      expect.arrayContaining(['http://localhost:3000', 'http://localhost:3005', 'http://127.0.0.1:3000', 'http://127.0.0.1:3005']),
    );
    expect(config.portalOrigins).toHaveLength(12);
    expect(config.portalOrigins).not.toContain('http://localhost:4000');
  });

  it('parses and normalises explicit values', () => {
    const config = loadConfig({
      PORT: '5000',
      NODE_ENV: 'production',
      DATA_DIR: 'memory://',
      DATABASE_URL: 'postgres://u:p@db:5432/portal',
      PORTAL_ORIGINS: 'https://portal.example.com/, https://account.example.com',
      PUBLIC_URL: 'https://api.example.com/',
      LOG_LEVEL: 'warn',
    });
    expect(config.port).toBe(5000);
    expect(config.dataDir).toBe('memory://');
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/portal');
    expect(config.portalOrigins).toEqual(['https://portal.example.com', 'https://account.example.com']);
    expect(config.publicUrl).toBe('https://api.example.com');
  });

  it('derives the public URL from the port unless given', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' })).toMatchObject({ databaseUrl: null, port: 4000 });
  });

  it('names every invalid variable', () => {
    const load = (): unknown => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', PORTAL_ORIGINS: 'not a url' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT: .*DATABASE_URL: must be a postgres:\/\/ URL.*PORTAL_ORIGINS/);
  });

  it('reads the mail settings: SMTP off by default, sales inbox and sender overridable', () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: null, mailFrom: 'Story Portal <no-reply@localhost>', salesEmail: 'sales@localhost' });
    expect(
      loadConfig({ SMTP_URL: 'smtps://u:p%40ss@mail.example.com:465', MAIL_FROM: 'Portal <portal@example.com>', SALES_EMAIL: 'Leads@Example.com' }),
    ).toMatchObject({ smtpUrl: 'smtps://u:p%40ss@mail.example.com:465', mailFrom: 'Portal <portal@example.com>', salesEmail: 'leads@example.com' });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must be an smtp/);
    expect(() => loadConfig({ SALES_EMAIL: 'nobody' })).toThrow(/SALES_EMAIL/);
    expect(() => loadConfig({ MAIL_FROM: 'a@b.c\r\nBcc: x@y.z' })).toThrow(/MAIL_FROM/);
  });

  it('reads the remote release settings: no deploy token and the api as the store base by default', () => {
    expect(loadConfig({})).toMatchObject({ deployToken: null, remoteStorePublicUrl: null });
    const token = 'd'.repeat(40);
    expect(loadConfig({ DEPLOY_TOKEN: token, REMOTE_STORE_PUBLIC_URL: 'https://cdn.example.com/portal/' })).toMatchObject({
      deployToken: token,
      remoteStorePublicUrl: 'https://cdn.example.com/portal',
    });
    expect(() => loadConfig({ DEPLOY_TOKEN: 'short' })).toThrow(/DEPLOY_TOKEN: must be at least 32 characters/);
    expect(() => loadConfig({ REMOTE_STORE_PUBLIC_URL: 'not a url' })).toThrow(/REMOTE_STORE_PUBLIC_URL/);
  });

  it('returns a frozen object', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.portalOrigins)).toBe(true);
  });
});

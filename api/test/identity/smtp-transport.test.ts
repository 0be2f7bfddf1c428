import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { smtpTransport } from '../../src/plugins/app/identity/outbox/smtp-transport';
import { migratedDb, testConfig } from '../helpers';
import { TestSmtpServer } from '../support/smtp-server';

const message = { to: 'nia@example.test', subject: 'Your verification code', text: 'Your verification code is 123456.\n.dot line', code: '123456' };

describe('SMTP transport against an SMTP server on a real socket', () => {
  it('delivers with AUTH PLAIN, the configured From and the text body', async () => {
    const server = new TestSmtpServer({ auth: { user: 'mailer', pass: 'p@ss word' } });
    const port = await server.start();
    const transport = smtpTransport({ url: `smtp://mailer:${encodeURIComponent('p@ss word')}@127.0.0.1:${port}`, from: 'Story Portal <no-reply@portal.test>' });
    try {
      await transport.send(message);
      expect(transport.name).toBe('smtp');
      expect(server.received).toHaveLength(1);
      const [mail] = server.received;
      expect(mail).toMatchObject({ from: 'no-reply@portal.test', to: ['nia@example.test'], user: 'mailer' });
      expect(mail?.data).toMatch(/^Subject: Your verification code$/m);
      expect(mail?.data).toMatch(/^From: Story Portal <no-reply@portal\.test>$/m);
      expect(mail?.data).toMatch(/^To: nia@example\.test$/m);
      expect(mail?.data).toContain('Your verification code is 123456.');
      // Dot-stuffing round-trips: a body line starting with "." arrives intact.
      expect(mail?.data).toMatch(/^\.dot line$/m);
    } finally {
      transport.close?.();
      await server.close();
    }
  });

  it('rejects when the server refuses the recipient or the credentials, or is not there', async () => {
    const bouncing = new TestSmtpServer({ rejectRecipients: true });
    const strict = new TestSmtpServer({ auth: { user: 'mailer', pass: 'right' } });
    const [bouncePort, strictPort] = [await bouncing.start(), await strict.start()];
    const closed = new TestSmtpServer();
    const closedPort = await closed.start();
    await closed.close();
    try {
      await expect(smtpTransport({ url: `smtp://127.0.0.1:${bouncePort}`, from: 'a@b.test' }).send(message)).rejects.toThrow(/550|Mailbox unavailable/);
      await expect(smtpTransport({ url: `smtp://mailer:wrong@127.0.0.1:${strictPort}`, from: 'a@b.test' }).send(message)).rejects.toThrow(/535|Invalid login|credentials/i);
      await expect(
        smtpTransport({ url: `smtp://127.0.0.1:${closedPort}`, from: 'a@b.test', timeoutMs: 2000 }).send(message),
      ).rejects.toThrow(/ECONNREFUSED|connect/i);
      expect(bouncing.received).toEqual([]);
      expect(strict.received).toEqual([]);
    } finally {
      await bouncing.close();
      await strict.close();
    }
  });
});

describe('the app with SMTP_URL set', () => {
  let server: TestSmtpServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    server = new TestSmtpServer();
    const port = await server.start();
    app = await buildApp(testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Portal <portal@mail.test>' }), { db: await migratedDb() });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  it('mails sign-up codes over SMTP and keeps none in the database', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/cognito/',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
      payload: JSON.stringify({ ClientId: app.identityPool.config.clientId, Username: 'kai@example.test', Password: 'Sunrise!2026' }),
    });
    expect(res.statusCode).toBe(200);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]).toMatchObject({ from: 'portal@mail.test', to: ['kai@example.test'] });
    expect(server.received[0]?.data).toMatch(/Your verification code is \d{6}\./);
    expect(await app.outbox.list(null, 10)).toEqual([]);
  });
});

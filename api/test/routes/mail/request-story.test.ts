import type { FastifyInstance } from 'fastify';
import { FORM_MESSAGES } from '../../../src/contracts';
import { bearer, seededApp, signIn, tampered } from '../../support/account';
import { seededAppRefusingMail } from '../../support/mail';

const form = {
  username: 'pro@demo.test',
  storyTitle: 'Grand final highlights',
  audience: 'Club members',
  channels: ['Instagram', 'Web'],
  urgent: true,
  budget: 2500,
};

const post = (app: FastifyInstance, body: object, idToken?: string) =>
  app.inject({ method: 'POST', url: '/mail/requestStory', payload: body, ...(idToken ? { headers: bearer(idToken) } : {}) });

const stored = async (app: FastifyInstance) =>
  (
    await app.db.query<{ email: string; form: Record<string, unknown>; mail_status: string; customer_id: number | null }>(
      'select email, form, mail_status, customer_id from story_requests order by id',
    )
  ).rows;

describe('POST /mail/requestStory', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await seededApp({ env: { SALES_EMAIL: 'Leads@Studio.test' } });
  });
  afterAll(() => app.close());

  it('stores the request and mails it to the sales inbox', async () => {
    const pro = await signIn(app, 'pro@demo.test');
    const res = await post(app, { ...form, username: 'PRO@demo.test' }, pro.IdToken);
    expect(res.statusCode).toBe(204);
    const [row] = await stored(app);
    expect(row).toEqual({ email: 'pro@demo.test', form: { ...form }, mail_status: 'sent', customer_id: expect.any(Number) });
    const [mail] = await app.outbox.list('leads@studio.test', 5);
    expect(mail?.subject).toMatch(/^Story request #\d+ from pro@demo\.test$/);
    expect(mail?.text).toContain('storyTitle: Grand final highlights');
    expect(mail?.text).toContain('channels: Instagram, Web');
    expect(mail?.text).toContain('budget: 2500');
    expect(mail?.code).toBeNull();
  });

  it("refuses a request in another user's name (403) and stores nothing", async () => {
    const entry = await signIn(app, 'entry@demo.test');
    const before = (await stored(app)).length;
    const res = await post(app, form, entry.IdToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error_code: 'FORBIDDEN', error_message: expect.stringContaining('username') });
    expect(await stored(app)).toHaveLength(before);
  });

  it('answers 400 naming the field for a bad body', async () => {
    const pro = await signIn(app, 'pro@demo.test');
    for (const [body, field] of [
      [{ storyTitle: 'x' }, 'username'],
      [{ ...form, notes: 'x'.repeat(5001) }, 'notes'],
      [{ ...form, nested: { a: 1 } }, 'nested'],
    ] as const) {
      const res = await post(app, body, pro.IdToken);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error_code: 'VALIDATION_ERROR', error_message: expect.stringContaining(field) });
    }
  });

  it('answers 401 without a token or with a tampered one', async () => {
    const pro = await signIn(app, 'pro@demo.test');
    for (const token of [undefined, tampered(pro.IdToken)]) {
      const res = await post(app, form, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error_code).toBe('UNAUTHORIZED');
    }
  });
});

describe('POST /mail/requestStory when the mail server refuses', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await seededAppRefusingMail());
  });
  afterAll(() => close());

  it('answers 502 "Sending failed" and keeps the request marked failed', async () => {
    const pro = await signIn(app, 'pro@demo.test');
    const res = await post(app, form, pro.IdToken);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error_code: 'SENDING_FAILED', error_message: FORM_MESSAGES.sendingFailed });
    expect(FORM_MESSAGES.sendingFailed).toBe('Sending failed');
    expect(await stored(app)).toEqual([expect.objectContaining({ email: 'pro@demo.test', mail_status: 'failed' })]);
  });
});

import type { FastifyInstance } from 'fastify';
import { BRIEF_ERROR_CODES, FORM_MESSAGES } from '../../src/contracts';
import { LIMITS } from '../../src/plugins/app/limits';
import { DEMO_ACCOUNTS, demoSubscriptionId } from '../../src/seed';
import { bearer, seededApp, signIn, tampered } from '../support/account';
import { stripeCall } from '../support/billing';
import { seededAppRefusingMail } from '../support/mail';

/** A brief as the Create Brief modal sends it: the whole form (001 §3, §5). */
const brief = {
  outcome: 'More members signing up before the season',
  promoteChecked: true,
  engagementChecked: false,
  revenueChecked: true,
  insights: 'Membership numbers by age group',
  staffChecked: false,
  playersChecked: true,
  fansChecked: true,
  volunteersChecked: false,
  membersChecked: false,
  membersProfChecked: false,
  donorProfile: false,
  playProfile: true,
  coachProfile: false,
  fanProfile: false,
  title: 'Season launch',
  about: 'Players and fans tell why they joined the club',
  length: 3,
  genre: 'Documentary',
  tone: 'Warm',
  callToAction: 'Join today',
  vidTypeAdaptive: true,
  vidTypeAr: false,
  users: 'Club members aged 18 to 35',
  personaStaff: true,
  personaPlayers: false,
  personaVolunteers: false,
  personaFans: false,
  personaMembers: false,
  personaDonors: true,
  addPersona: 'Sponsors',
  demographicStaff: false,
  demographicPlayers: false,
  demographicVolunteers: false,
  demographicFans: true,
  demographicMembers: false,
  demographicDonors: false,
  addDemographic: 'Parents',
  email: 'events@club.example',
  startdate: '2026-03-01',
  enddate: '2026-03-14',
  marketing: true,
  communicationsMaterial: false,
};

const customerIdOf = async (app: FastifyInstance, email: string): Promise<number> =>
  Number((await app.db.query<{ id: string }>('select id from customers where email = $1', [email])).rows[0]?.id);

const post = (app: FastifyInstance, customerId: number | string, body: object, idToken?: string) =>
  app.inject({ method: 'POST', url: `/proxy/v1/customers/${customerId}/briefs`, payload: body, ...(idToken ? { headers: bearer(idToken) } : {}) });

interface BriefRow {
  customer_id: number;
  submitted_by: string;
  title: string;
  brief: Record<string, unknown>;
  mail_status: string;
}
const stored = async (app: FastifyInstance): Promise<BriefRow[]> =>
  (await app.db.query<BriefRow>('select customer_id::int as customer_id, submitted_by, title, brief, mail_status from briefs order by id')).rows;

describe('POST /proxy/v1/customers/{customerId}/briefs', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await seededApp({ env: { SALES_EMAIL: 'Leads@Studio.test' } });
  });
  afterAll(() => app.close());

  it('stores the brief against the customer and mails it, readable, to the sales inbox', async () => {
    const pro = await signIn(app, 'pro@demo.test');
    const customerId = await customerIdOf(app, 'pro@demo.test');
    const res = await post(app, customerId, brief, pro.IdToken);
    expect(res.statusCode).toBe(201);
    const { id } = res.json().result;
    expect(id).toEqual(expect.any(Number));
    const rows = await stored(app);
    expect(rows.at(-1)).toEqual({ customer_id: customerId, submitted_by: 'pro@demo.test', title: 'Season launch', brief, mail_status: 'sent' });

    const [mail] = await app.outbox.list('leads@studio.test', 5);
    expect(mail?.subject).toBe(`Brief #${id}: Season launch (pro@demo.test)`);
    expect(mail?.code).toBeNull();
    const text = mail?.text ?? '';
    for (const line of [
      `Customer: pro@demo.test (customer ${customerId})`,
      'Client details',
      'Goals: Promote Brand, Increase Revenue',
      'Audience: Players, Fans',
      'Profiles: Player Profiles',
      'Storyboard details',
      'Title: Season launch',
      'About the storyboard: Players and fans tell why they joined the club',
      'Length: 3 minutes',
      'Genre: Documentary',
      'Video type: Adaptive',
      'User demographic: Club members aged 18 to 35',
      'Personas: Staff, Donors',
      'Add a persona: Sponsors',
      'Demographics: Fans',
      'Contact email: events@club.example',
      'Start date: 2026-03-01',
      'End date: 2026-03-14',
      'Materials: Marketing',
    ]) {
      expect(text.split('\n')).toContain(line);
    }
    expect(text).not.toContain('Sent by:');
  });

  it('takes title and about alone, the rest as empty', async () => {
    const pro = await signIn(app, 'pro@demo.test');
    const res = await post(app, await customerIdOf(app, 'pro@demo.test'), { title: ' Short ', about: 'Only the essentials' }, pro.IdToken);
    expect(res.statusCode).toBe(201);
    const row = (await stored(app)).at(-1);
    expect(row?.brief).toMatchObject({ title: 'Short', about: 'Only the essentials', length: null, genre: null, staffChecked: false, startdate: '' });
    const [mail] = await app.outbox.list('leads@studio.test', 1);
    expect(mail?.text).toContain('Length: -');
    expect(mail?.text).toContain('Goals: -');
  });

  it('answers 400 naming the field for a bad brief, storing and mailing nothing', async () => {
    const pro = await signIn(app, 'pro@demo.test');
    const customerId = await customerIdOf(app, 'pro@demo.test');
    const before = { rows: (await stored(app)).length, mails: (await app.outbox.list('leads@studio.test', 100)).length };
    for (const [body, field] of [
      [{ ...brief, title: undefined }, 'title'],
      [{ ...brief, about: '   ' }, 'about'],
      [{ ...brief, title: 'x'.repeat(51) }, 'title'],
      [{ ...brief, length: 7 }, 'length'],
      [{ ...brief, genre: 'Horror' }, 'genre'],
      [{ ...brief, email: 'not-an-address' }, 'email'],
      [{ ...brief, enddate: '2026-02-28' }, 'enddate'],
      [{ ...brief, startdate: '2026-02-30' }, 'startdate'],
      [{ ...brief, marketing: 'yes' }, 'marketing'],
      [{ ...brief, budget: 5000 }, 'budget'],
    ] as const) {
      const res = await post(app, customerId, body, pro.IdToken);
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(res.json()).toEqual({ error_code: 'VALIDATION_ERROR', error_message: expect.stringContaining(field) });
    }
    expect((await stored(app)).length).toBe(before.rows);
    expect((await app.outbox.list('leads@studio.test', 100)).length).toBe(before.mails);
  });

  it("refuses another customer's id (403 FORBIDDEN_CUSTOMER), storing nothing", async () => {
    const entry = await signIn(app, 'entry@demo.test');
    const before = (await stored(app)).length;
    const res = await post(app, await customerIdOf(app, 'pro@demo.test'), brief, entry.IdToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error_code: 'FORBIDDEN_CUSTOMER', error_message: expect.any(String) });
    expect(await stored(app)).toHaveLength(before);
  });

  it('lets an admin send a brief for a customer (the mail names both) and answers 404 for no customer', async () => {
    const admin = await signIn(app, 'admin@demo.test');
    const customerId = await customerIdOf(app, 'entry@demo.test');
    expect((await post(app, customerId, brief, admin.IdToken)).statusCode).toBe(201);
    expect((await stored(app)).at(-1)).toMatchObject({ customer_id: customerId, submitted_by: 'admin@demo.test' });
    const [mail] = await app.outbox.list('leads@studio.test', 1);
    expect(mail?.subject).toMatch(/\(entry@demo\.test\)$/);
    expect(mail?.text).toContain('Sent by: admin@demo.test');

    const missing = await post(app, 999_999, brief, admin.IdToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_code).toBe(BRIEF_ERROR_CODES.CUSTOMER_NOT_FOUND);
  });

  it('answers 401 without a token or with a tampered one', async () => {
    const pro = await signIn(app, 'pro@demo.test');
    const customerId = await customerIdOf(app, 'pro@demo.test');
    for (const token of [undefined, tampered(pro.IdToken)]) {
      const res = await post(app, customerId, brief, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error_code).toBe('UNAUTHORIZED');
    }
  });
});

describe('POST .../briefs needs the requestStoryboard feature and shares the story request limit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await seededApp();
  });
  afterAll(() => app.close());

  const count = async (): Promise<number> => Number((await app.db.query<{ n: string }>('select count(*) as n from briefs')).rows[0]?.n);

  it('refuses a customer whose plan has ended (403 FEATURE_NOT_IN_PLAN)', async () => {
    const starter = DEMO_ACCOUNTS.find((a) => a.email === 'starter@demo.test');
    if (!starter) throw new Error('no starter demo account');
    const { IdToken } = await signIn(app, starter.email);
    const cancel = await stripeCall(app, 'POST', 'cancel-subscription', { token: IdToken, body: { subscriptionId: demoSubscriptionId(starter) } });
    expect(cancel.statusCode).toBe(200);
    const res = await post(app, await customerIdOf(app, starter.email), brief, IdToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error_code: 'FEATURE_NOT_IN_PLAN', error_message: expect.stringContaining('requestStoryboard') });
    expect(await count()).toBe(0);
  });

  it('takes five sales mails an hour per user, briefs and story requests together, then 429 with nothing stored', async () => {
    const { IdToken } = await signIn(app, 'beginner@demo.test');
    const customerId = await customerIdOf(app, 'beginner@demo.test');
    const storyRequest = () =>
      app.inject({ method: 'POST', url: '/mail/requestStory', headers: bearer(IdToken), payload: { username: 'beginner@demo.test', story: 'one' } });
    expect((await storyRequest()).statusCode).toBe(204);
    expect((await storyRequest()).statusCode).toBe(204);
    for (let i = 2; i < LIMITS.storyRequests.perUser; i += 1) expect((await post(app, customerId, brief, IdToken)).statusCode).toBe(201);
    const before = await count();
    const res = await post(app, customerId, brief, IdToken);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error_code: BRIEF_ERROR_CODES.TOO_MANY_REQUESTS, error_message: 'Too many story requests, please try again in an hour.' });
    expect((await storyRequest()).statusCode).toBe(429);
    expect(await count()).toBe(before);
    // Another user's budget is their own.
    const pro = await signIn(app, 'pro@demo.test');
    expect((await post(app, await customerIdOf(app, 'pro@demo.test'), brief, pro.IdToken)).statusCode).toBe(201);
  });
});

describe('POST .../briefs when the mail server refuses', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await seededAppRefusingMail());
  });
  afterAll(() => close());

  it("answers 502 with the form's error text and keeps the brief, marked failed", async () => {
    const pro = await signIn(app, 'pro@demo.test');
    const res = await post(app, await customerIdOf(app, 'pro@demo.test'), brief, pro.IdToken);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error_code: BRIEF_ERROR_CODES.SENDING_FAILED, error_message: FORM_MESSAGES.submitError });
    expect(await stored(app)).toEqual([expect.objectContaining({ title: 'Season launch', mail_status: 'failed' })]);
  });
});

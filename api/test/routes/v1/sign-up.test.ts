import type { FastifyInstance } from 'fastify';
import {
  SIGN_UP_ERROR_CODES,
  SIGNUP_MESSAGES,
  TRIAL_PERIOD_DAYS,
  signUpResponseSchema,
  type SignUpRequest,
} from '../../../src/contracts';
import { bearer, cognito, latestCode, seededApp, signIn } from '../../support/account';

const PASSWORD = 'Sunrise!2026';

function form(overrides: Partial<SignUpRequest> = {}): SignUpRequest {
  const email = overrides.email ?? 'nia@example.test';
  return {
    projectCode: 'harbour-films',
    firstName: 'Nia',
    lastName: 'Okafor',
    email,
    username: email,
    password: PASSWORD,
    country: 'New Zealand',
    industry: 'Motion Picture Theaters',
    postCode: '6011',
    companyName: 'Harbour Films',
    roleInCompany: 'Producer',
    selectTrialPriceId: 'price_pro_monthly',
    ...overrides,
  };
}

interface Counts {
  users: number;
  customers: number;
  projects: number;
  billingCustomers: number;
  subscriptions: number;
  mails: number;
}

describe('POST /v1/sign-up', () => {
  let app: FastifyInstance;
  let address = 0;
  beforeAll(async () => {
    app = await seededApp();
  });
  afterAll(() => app.close());

  // Each call from its own address, so the per-address limit only bites where tested.
  const signUp = (body: unknown, remoteAddress = `10.0.0.${(address += 1)}`) =>
    app.inject({ method: 'POST', url: '/v1/sign-up', payload: body as object, remoteAddress });

  const counts = async (): Promise<Counts> => {
    const { rows } = await app.db.query<Counts>(
      `select (select count(*)::int from identity_users) as users,
              (select count(*)::int from customers) as customers,
              (select count(*)::int from projects) as projects,
              (select count(*)::int from billing_customers) as "billingCustomers",
              (select count(*)::int from billing_subscriptions) as subscriptions,
              (select count(*)::int from outbox_messages) as mails`,
    );
    return rows[0] as Counts;
  };

  it('creates the unconfirmed user, customer, projects and trial in one go, mails the code, then confirm and sign-in work', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await signUp(form({ email: 'Nia@Example.test', username: 'nia@example.test', projectCode: ' Harbour-Films ' }));
    expect(res.statusCode).toBe(201);
    const body = signUpResponseSchema.parse(res.json());
    expect(body.result).toEqual({ userSub: expect.stringMatching(/^[0-9a-f-]{36}$/), codeDeliveryDestination: 'n***@e***' });

    const user = await app.identityPool.local?.findUserByEmail('nia@example.test');
    expect(user).toMatchObject({ sub: body.result.userSub, status: 'UNCONFIRMED', emailVerified: false });
    const attributes = user?.attributes ?? {};
    expect(attributes).toEqual({
      given_name: 'Nia',
      family_name: 'Okafor',
      'custom:country': 'New Zealand',
      'custom:industry': 'Motion Picture Theaters',
      'custom:notification-pref': 'ALL',
      'custom:subscriptions': expect.any(String),
      'custom:stripe-customer-id': expect.stringMatching(/^cus_/),
    });
    const [item, ...rest] = JSON.parse(attributes['custom:subscriptions'] ?? '[]') as { name: string; id: string; created: number }[];
    expect(rest).toEqual([]);
    expect(item).toEqual({ name: 'Pro', id: expect.stringMatching(/^sub_/), created: expect.any(Number) });
    expect(item?.created).toBeGreaterThanOrEqual(before);

    const customer = await app.db.query(
      `select email, given_name, family_name, company_name, role_in_company, country, industry, post_code, role
       from customers where email = 'nia@example.test'`,
    );
    expect(customer.rows).toEqual([
      {
        email: 'nia@example.test',
        given_name: 'Nia',
        family_name: 'Okafor',
        company_name: 'Harbour Films',
        role_in_company: 'Producer',
        country: 'New Zealand',
        industry: 'Motion Picture Theaters',
        post_code: '6011',
        role: 'customer',
      },
    ]);
    const billingCustomerId = attributes['custom:stripe-customer-id'] ?? '';
    const sub = await app.payments.currentSubscription(billingCustomerId);
    expect(sub).toMatchObject({ id: item?.id, status: 'trialing', items: { data: [{ price: { id: 'price_pro_monthly' } }] } });
    expect((sub?.trial_end ?? 0) - (sub?.created ?? 0)).toBe(TRIAL_PERIOD_DAYS * 86_400);

    // The code went out as Cognito's SignUp sends it; ConfirmSignUp and sign-in follow.
    const [mail] = await app.outbox.list('nia@example.test', 5);
    expect(mail).toMatchObject({ subject: 'Your verification code', code: expect.stringMatching(/^\d{6}$/) });
    const confirm = await cognito(app, 'ConfirmSignUp', {
      ClientId: app.identityPool.config.clientId,
      Username: 'nia@example.test',
      ConfirmationCode: await latestCode(app, 'nia@example.test'),
    });
    expect(confirm.statusCode).toBe(200);
    const tokens = await signIn(app, 'nia@example.test', PASSWORD);
    const projects = await app.inject({ url: '/proxy/v1/current-user/projects', headers: bearer(tokens.IdToken) });
    expect(projects.json().result.map((p: { code: string; projectType: string }) => [p.projectType, p.code])).toEqual([
      ['Dev', 'harbour-films-dev'],
      ['Live', 'harbour-films'],
    ]);
    const claims = JSON.parse(Buffer.from(tokens.IdToken.split('.')[1] ?? '', 'base64url').toString());
    expect(claims['custom:subscriptions']).toBe(attributes['custom:subscriptions']);
  });

  it('derives a free Dev code when code-dev is already someone else\'s', async () => {
    expect((await signUp(form({ email: 'one@example.test', username: 'one@example.test', projectCode: 'acme-dev' }))).statusCode).toBe(201);
    expect((await signUp(form({ email: 'two@example.test', username: 'two@example.test', projectCode: 'acme' }))).statusCode).toBe(201);
    const { rows } = await app.db.query<{ code: string }>(
      `select p.code from projects p join customers c on c.id = p.customer_id where c.email = 'two@example.test' order by p.code`,
    );
    expect(rows.map((r) => r.code)).toEqual(['acme', 'acme-dev2']);
  });

  it('starts the free Beginner plan active, without a trial', async () => {
    const res = await signUp(form({ email: 'free@example.test', username: 'free@example.test', projectCode: 'free-one', selectTrialPriceId: 'price_beginner_monthly' }));
    expect(res.statusCode).toBe(201);
    const user = await app.identityPool.local?.findUserByEmail('free@example.test');
    const sub = await app.payments.currentSubscription(user?.attributes['custom:stripe-customer-id'] ?? '');
    expect(sub).toMatchObject({ status: 'active', trial_end: null });
    expect(JSON.parse(user?.attributes['custom:subscriptions'] ?? '[]')[0].name).toBe('Beginner');
  });

  it("refuses another customer's project code (Live or Dev) with 409 and leaves nothing behind", async () => {
    const before = await counts();
    for (const projectCode of ['demo-pro', 'DEMO-PRO-DEV']) {
      const res = await signUp(form({ email: 'late@example.test', username: 'late@example.test', projectCode }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error_code: SIGN_UP_ERROR_CODES.PROJECT_CODE_TAKEN,
        error_message: SIGNUP_MESSAGES.projectCodeNotAvailableUseAnother,
      });
    }
    expect(await app.identityPool.local?.findUserByEmail('late@example.test')).toBeNull();
    expect(await counts()).toEqual(before);
  });

  it('lets exactly one of two simultaneous sign-ups take a code', async () => {
    const before = await counts();
    const [a, b] = await Promise.all([
      signUp(form({ email: 'race-a@example.test', username: 'race-a@example.test', projectCode: 'photo-finish' })),
      signUp(form({ email: 'race-b@example.test', username: 'race-b@example.test', projectCode: 'photo-finish' })),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 409]);
    const loser = a?.statusCode === 409 ? a : b;
    expect(loser?.json().error_code).toBe(SIGN_UP_ERROR_CODES.PROJECT_CODE_TAKEN);
    const after = await counts();
    expect(after).toEqual({
      users: before.users + 1,
      customers: before.customers + 1,
      projects: before.projects + 2,
      billingCustomers: before.billingCustomers + 1,
      subscriptions: before.subscriptions + 1,
      mails: before.mails + 1,
    });
  });

  it('rolls every write back when a late step fails (no user, customer, projects, billing or mail)', async () => {
    await app.db.exec(`
      create function fail_subscription() returns trigger language plpgsql as $$
      begin raise exception 'ledger unavailable'; end; $$;
      create trigger fail_subscription before insert on billing_subscriptions for each row execute function fail_subscription();`);
    try {
      const before = await counts();
      const res = await signUp(form({ email: 'broken@example.test', username: 'broken@example.test', projectCode: 'broken-co' }));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error_code: 'INTERNAL_ERROR', error_message: 'Internal server error' });
      expect(await counts()).toEqual(before);
      expect(await app.identityPool.local?.findUserByEmail('broken@example.test')).toBeNull();
      expect((await app.inject({ url: '/v1/projects?code=broken-co' })).statusCode).toBe(404);
    } finally {
      await app.db.exec('drop trigger fail_subscription on billing_subscriptions; drop function fail_subscription();');
    }
  });

  it('answers 409 USERNAME_EXISTS for a confirmed account and USER_NOT_CONFIRMED for an unconfirmed one', async () => {
    const taken = await signUp(form({ email: 'pro@demo.test', username: 'pro@demo.test', projectCode: 'new-code' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error_code: SIGN_UP_ERROR_CODES.USERNAME_EXISTS, error_message: SIGNUP_MESSAGES.emailExists });

    expect((await signUp(form({ email: 'slow@example.test', username: 'slow@example.test', projectCode: 'slow-co' }))).statusCode).toBe(201);
    const again = await signUp(form({ email: 'slow@example.test', username: 'slow@example.test', projectCode: 'slow-co-2' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error_code: SIGN_UP_ERROR_CODES.USER_NOT_CONFIRMED, error_message: SIGNUP_MESSAGES.neverConfirmed });
  });

  it.each([
    ['no special character', 'Sunrise2026'],
    ['no uppercase letter', 'sunrise!2026'],
    ['no digit', 'Sunrise!Morning'],
    ['fewer than 8 characters', 'Su!2026'],
    ['a special character the pool does not count', 'Sunrise2026é'],
  ])('answers INVALID_PASSWORD with the spec message for a password with %s', async (_case, password) => {
    const res = await signUp(form({ email: 'pw@example.test', username: 'pw@example.test', projectCode: 'pw-co', password }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error_code: SIGN_UP_ERROR_CODES.INVALID_PASSWORD, error_message: SIGNUP_MESSAGES.passwordRule });
  });

  it.each([
    ['a missing field', { companyName: undefined }, 'companyName'],
    ['an empty field after trimming', { firstName: '   ' }, 'firstName'],
    ['an over-long project code', { projectCode: 'a'.repeat(21) }, 'projectCode'],
    ['a malformed project code', { projectCode: 'no spaces' }, 'projectCode'],
    ['an invalid e-mail', { email: 'nia@localhost', username: 'nia@localhost' }, `email: ${SIGNUP_MESSAGES.invalidEmail}`],
    ['a username other than the e-mail', { username: 'someone@example.test' }, 'username'],
  ])('answers 400 VALIDATION_ERROR naming the field for %s', async (_case, overrides, named) => {
    const res = await signUp({ ...form({ email: 'bad@example.test', username: 'bad@example.test', projectCode: 'bad-co' }), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error_code: 'VALIDATION_ERROR', error_message: expect.stringContaining(named) });
  });

  it.each(['price_nope', 'price_retired'])('answers 400 UNKNOWN_PRICE for %s', async (selectTrialPriceId) => {
    await app.db.query(`insert into billing_prices (id, product_id, unit_amount, recurring_interval, active)
                        values ('price_retired', 'prod_pro', 100, 'month', false) on conflict do nothing`);
    const res = await signUp(form({ email: 'price@example.test', username: 'price@example.test', projectCode: 'price-co', selectTrialPriceId }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error_code: SIGN_UP_ERROR_CODES.UNKNOWN_PRICE, error_message: expect.stringContaining('selectTrialPriceId') });
    expect(await app.identityPool.local?.findUserByEmail('price@example.test')).toBeNull();
  });

  it('limits sign-up attempts per address (429 after 20 an hour)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await signUp({}, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    const other = await signUp({}, '10.9.9.10');
    expect(other.statusCode).toBe(400);
  });
});

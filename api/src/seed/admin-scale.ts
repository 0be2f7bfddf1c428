import type { Db } from '../db';

/**
 * Admin data at scale (the admin lists' test, api/test/admin/scale.test.ts, and the admin
 * bench, build-tools/src/bench/admin.mjs): `customers` customers `scale<n>@scale.test`, each
 * with an identity user, a payment customer `cus_scale<n>`, one subscription (a mix of
 * plans, intervals and statuses: 7 in 10 active, 1 trialing, 2 cancelled) and
 * `invoicesEach` paid invoices `in_scale_<n>_<k>`. Times count from `start`, minutes apart,
 * so every list has a fixed order. Plain SQL over generate_series: 10,000 customers and
 * 100,000 invoices take seconds, not the minutes of going through the services.
 */
export interface AdminScale {
  readonly customers: number;
  readonly invoicesEach: number;
  /** The first sign-up (default 2029-01-01); logins follow a year later. */
  readonly start?: Date;
}

const PRICES = [
  'price_beginner_monthly',
  'price_starter_monthly',
  'price_starter_yearly',
  'price_entry_monthly',
  'price_entry_yearly',
  'price_pro_monthly',
  'price_pro_yearly',
];

export async function seedAdminScale(db: Db, { customers, invoicesEach, start = new Date(Date.UTC(2029, 0, 1)) }: AdminScale): Promise<void> {
  const at = `timestamptz '${start.toISOString()}'`;
  const prices = `(array[${PRICES.map((p) => `'${p}'`).join(', ')}])`;
  await db.exec(`
    insert into customers (email, given_name, family_name, company_name, last_login_at)
      select 'scale' || g || '@scale.test', 'Given' || g, 'Family' || g, 'Company ' || (g % 97), ${at} + interval '1 year' + g * interval '1 minute'
        from generate_series(1, ${customers}) g;
    insert into identity_users (sub, email, email_verified, status, srp_salt, srp_verifier, attributes, tokens_valid_after, created_at)
      select gen_random_uuid(), c.email, true, 'CONFIRMED', 'x', 'x',
             jsonb_build_object('given_name', c.given_name, 'family_name', c.family_name, 'custom:stripe-customer-id', 'cus_scale' || c.id),
             to_timestamp(0), ${at} + c.id * interval '1 second'
        from customers c where c.email like '%@scale.test';
    insert into billing_customers (id, customer_id, email, invoice_prefix, created)
      select 'cus_scale' || c.id, c.id, c.email, 'S' || lpad(c.id::text, 8, '0'), ${at} + c.id * interval '1 second'
        from customers c where c.email like '%@scale.test';
    insert into billing_subscriptions (id, billing_customer_id, status, trial_end, current_period_start, current_period_end, canceled_at, created, billing_cycle_anchor)
      select 'sub_scale' || b.customer_id, b.id, s.status,
             case when s.status = 'trialing' then b.created + interval '14 days' end,
             b.created, b.created + interval '1 month',
             case when s.status = 'canceled' then b.created + interval '20 days' end,
             b.created, b.created
        from billing_customers b
        cross join lateral (select case when b.customer_id % 10 in (0, 1) then 'canceled' when b.customer_id % 10 = 2 then 'trialing' else 'active' end as status) s
       where b.id like 'cus_scale%';
    insert into billing_subscription_items (id, subscription_id, price_id, created)
      select 'si_scale' || b.customer_id, 'sub_scale' || b.customer_id, ${prices}[1 + b.customer_id % ${PRICES.length}], b.created
        from billing_customers b where b.id like 'cus_scale%';
    insert into billing_invoices (id, number, billing_customer_id, price_id, description, currency, subtotal, tax, amount_due, amount_paid,
                                  status, period_start, period_end, paid_at, created)
      select 'in_scale_' || b.customer_id || '_' || g, b.invoice_prefix || '-' || lpad(g::text, 4, '0'), b.id, 'price_pro_monthly', 'Pro', 'aud',
             1000, 100, 1100, 1100, 'paid', t, t + interval '1 month', t, t
        from billing_customers b cross join generate_series(1, ${invoicesEach}) g
        cross join lateral (select ${at} + (g * 20000 + b.customer_id) * interval '1 minute' as t) at
       where b.id like 'cus_scale%';
    analyze;`);
}

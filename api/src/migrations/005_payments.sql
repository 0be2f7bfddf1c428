-- Cards, invoices and idempotency of the local payment gateway (issue 4), in Stripe's
-- shapes and id prefixes like 003_billing.sql. Card data is what Stripe itself hands a
-- merchant: brand, last four digits and expiry. The full number and the CVC are checked
-- when a setup intent is confirmed and never stored anywhere.

-- A setup intent collects a card for later payments (POST /stripe/setup-intent). Only a
-- hash of its client secret is kept: the secret authorises confirming the intent, so a
-- database reader must not be able to confirm someone else's.
create table billing_setup_intents (
  id text primary key check (id ~ '^seti_[A-Za-z0-9_]+$'),
  billing_customer_id text not null references billing_customers (id) on delete cascade,
  client_secret_sha256 text not null unique check (client_secret_sha256 ~ '^[0-9a-f]{64}$'),
  status text not null default 'requires_payment_method' check (status in ('requires_payment_method', 'succeeded')),
  payment_method_id text,
  created timestamptz not null,
  check ((status = 'succeeded') = (payment_method_id is not null))
);
create index billing_setup_intents_customer_idx on billing_setup_intents (billing_customer_id);

-- A card saved by confirming one of the customer's setup intents. Belongs to that customer.
create table billing_payment_methods (
  id text primary key check (id ~ '^pm_[A-Za-z0-9_]+$'),
  billing_customer_id text not null references billing_customers (id) on delete cascade,
  brand text not null check (brand in ('visa', 'mastercard', 'amex', 'unknown')),
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  exp_month integer not null check (exp_month between 1 and 12),
  exp_year integer not null check (exp_year between 2000 and 2100),
  -- Stripe.js sends the billing details with the confirmation (000 §4: name and country).
  billing_name text check (length(billing_name) <= 200),
  billing_country text check (length(billing_country) <= 100),
  created timestamptz not null
);
create index billing_payment_methods_customer_idx on billing_payment_methods (billing_customer_id);

alter table billing_setup_intents
  add constraint billing_setup_intents_payment_method_fkey
  foreign key (payment_method_id) references billing_payment_methods (id) on delete cascade;

-- Stripe's customer fields: invoice_settings.default_payment_method (000 §3), and the
-- invoice numbering (`<invoice_prefix>-0001`, then the next sequence number).
alter table billing_customers
  add column default_payment_method_id text references billing_payment_methods (id) on delete set null,
  add column invoice_prefix text,
  add column next_invoice_sequence integer not null default 1 check (next_invoice_sequence >= 1);
update billing_customers set invoice_prefix = upper(substr(md5(id), 1, 8)) where invoice_prefix is null;
alter table billing_customers
  alter column invoice_prefix set not null,
  alter column invoice_prefix set default upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8)),
  add constraint billing_customers_invoice_prefix_check check (invoice_prefix ~ '^[A-Z0-9]{3,12}$');

-- Periods are counted from the billing cycle anchor (Stripe's billing_cycle_anchor), so a
-- subscription started on the 31st bills on the last day of shorter months and goes back
-- to the 31st afterwards instead of drifting. Set when a paid period starts anew.
alter table billing_subscriptions add column billing_cycle_anchor timestamptz;
update billing_subscriptions
  set billing_cycle_anchor = case when status = 'trialing' then trial_end else current_period_start end;
alter table billing_subscriptions alter column billing_cycle_anchor set not null;

-- One invoice per period start: a paid subscription's creation, a price change (a new
-- period starts at once, without proration) and each renewal. Amounts are cents; tax is
-- 10% GST for customers in Australia (customers.country). `open` when there was no card
-- to charge: dunning is not modelled, the invoice stays open.
create table billing_invoices (
  id text primary key check (id ~ '^in_[A-Za-z0-9_]+$'),
  number text not null,
  billing_customer_id text not null references billing_customers (id) on delete cascade,
  subscription_id text references billing_subscriptions (id) on delete set null,
  price_id text not null references billing_prices (id),
  description text not null check (length(description) between 1 and 500),
  currency text not null default 'aud' check (currency ~ '^[a-z]{3}$'),
  subtotal integer not null check (subtotal >= 0),
  tax integer not null check (tax >= 0),
  amount_due integer not null,
  amount_paid integer not null,
  status text not null check (status in ('open', 'paid')),
  period_start timestamptz not null,
  period_end timestamptz not null,
  paid_at timestamptz,
  created timestamptz not null,
  unique (billing_customer_id, number),
  check (amount_due = subtotal + tax),
  check (period_end > period_start),
  check ((status = 'paid') = (paid_at is not null)),
  check (amount_paid = case when status = 'paid' then amount_due else 0 end)
);
create index billing_invoices_customer_idx on billing_invoices (billing_customer_id, created desc, id);
create index billing_invoices_subscription_idx on billing_invoices (subscription_id);

-- Idempotency-Key records of the billing writes: the same key from the same customer on
-- the same route answers with the first answer (status and body) and does nothing again.
-- The request hash catches a key reused for a different request. Kept 24 hours, as Stripe.
-- The row is inserted first in the write's own transaction (a concurrent request with the
-- same key waits on it, then replays) and completed with the answer before commit.
create table billing_idempotency_keys (
  customer_id bigint not null references customers (id) on delete cascade,
  route text not null check (length(route) between 1 and 200),
  key text not null check (length(key) between 1 and 255),
  request_sha256 text not null check (request_sha256 ~ '^[0-9a-f]{64}$'),
  status_code integer check (status_code between 200 and 499),
  response jsonb,
  created timestamptz not null,
  primary key (customer_id, route, key),
  check ((status_code is null) = (response is null))
);
create index billing_idempotency_keys_created_idx on billing_idempotency_keys (created);

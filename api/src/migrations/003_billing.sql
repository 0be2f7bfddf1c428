-- Billing ledger in the payment gateway's shapes (Stripe's objects and id prefixes), so the
-- local gateway and a real one answer alike and the portal reads the same fields (000 §3).
-- Amounts are integer cents; currency is Stripe's lowercase ISO code ('aud', 000 §9).
-- Timestamps are timestamptz here and epoch seconds on the wire, as Stripe sends them.
-- The catalogue rows themselves are code (plugins/app/billing/catalogue.ts), synced at start.

-- Products: one per tier (name = tier name, the custom:subscriptions item name).
create table billing_products (
  id text primary key check (id ~ '^prod_[A-Za-z0-9_]+$'),
  name text not null unique check (length(name) between 1 and 100),
  description text,
  -- Sold through the subscription hub (and sign-up); Enterprise is sold by sales instead.
  sold_in_hub boolean not null default true,
  -- Order of the hub's cards (000 §2: Beginner, Starter, Pro, Entry).
  sort_order integer not null default 0,
  active boolean not null default true,
  created timestamptz not null default now()
);

-- Prices are immutable once used, as in Stripe: a new amount is a new price and the old
-- one is deactivated, so existing subscriptions keep what they agreed to.
create table billing_prices (
  id text primary key check (id ~ '^price_[A-Za-z0-9_]+$'),
  product_id text not null references billing_products (id),
  unit_amount integer not null check (unit_amount >= 0),
  currency text not null default 'aud' check (currency ~ '^[a-z]{3}$'),
  nickname text,
  recurring_interval text not null check (recurring_interval in ('month', 'year')),
  active boolean not null default true,
  created timestamptz not null default now()
);
create index billing_prices_product_idx on billing_prices (product_id);
-- At most one active price per product and interval: the hub shows one Monthly and one Yearly.
create unique index billing_prices_one_active_idx on billing_prices (product_id, recurring_interval) where active;

-- The gateway's customer of a portal customer (custom:stripe-customer-id). One each.
create table billing_customers (
  id text primary key check (id ~ '^cus_[A-Za-z0-9_]+$'),
  customer_id bigint not null unique references customers (id) on delete cascade,
  email text not null check (email = lower(email)),
  created timestamptz not null default now()
);

-- Subscriptions. During a trial Stripe's current period is the trial itself, so
-- current_period_end = trial_end; afterwards periods follow the price's interval.
create table billing_subscriptions (
  id text primary key check (id ~ '^sub_[A-Za-z0-9_]+$'),
  billing_customer_id text not null references billing_customers (id) on delete cascade,
  status text not null check (status in ('trialing', 'active', 'canceled')),
  trial_end timestamptz,
  current_period_start timestamptz not null,
  current_period_end timestamptz not null,
  cancel_at_period_end boolean not null default false,
  canceled_at timestamptz,
  created timestamptz not null,
  updated_at timestamptz not null default now(),
  check (current_period_end > current_period_start),
  check (status <> 'trialing' or trial_end is not null),
  check ((status = 'canceled') = (canceled_at is not null))
);
create index billing_subscriptions_customer_idx on billing_subscriptions (billing_customer_id, created desc);
-- The portal reads one current subscription (data[0], 000 §3): never two live ones.
create unique index billing_subscriptions_one_live_idx on billing_subscriptions (billing_customer_id)
  where status <> 'canceled';

create trigger billing_subscriptions_set_updated_at
  before update on billing_subscriptions
  for each row execute function set_updated_at();

-- What a subscription is for (Stripe's items.data[].price). A plan change replaces the
-- item's price; the portal reads items.data[0].price.id.
create table billing_subscription_items (
  id text primary key check (id ~ '^si_[A-Za-z0-9_]+$'),
  subscription_id text not null references billing_subscriptions (id) on delete cascade,
  price_id text not null references billing_prices (id),
  quantity integer not null default 1 check (quantity > 0),
  created timestamptz not null,
  unique (subscription_id, price_id)
);
create index billing_subscription_items_subscription_idx on billing_subscription_items (subscription_id);

-- Admin (002 §2–§9, issue 16, docs/adr/031): the audit log of admin actions, the
-- compensating work of user deletions, and the indexes the admin lists page on.

-- A deleted user's files and gateway subscriptions, removed by jobs after the one
-- transaction that deleted their identity and every database record (plugins/app/admin).
-- Not tied to customers or identity_users: it outlives them.
create table admin_user_deletions (
  id bigserial primary key,
  identity_sub text not null check (length(identity_sub) between 1 and 128),
  email text not null check (length(email) between 3 and 320),
  -- The payment customer whose live subscriptions are cancelled at the gateway; null when none.
  billing_customer_id text check (billing_customer_id ~ '^cus_[A-Za-z0-9_]+$'),
  -- Storage prefixes whose objects are removed (`private/{identity}/`, the project codes' library folders).
  storage_prefixes text[] not null,
  storage_done_at timestamptz,
  gateway_done_at timestamptz,
  created_at timestamptz not null
);
create index admin_user_deletions_pending_idx on admin_user_deletions (id)
  where storage_done_at is null or gateway_done_at is null;

-- Every admin action (who, what, whom, when, outcome), refusals and failures included.
-- A success is written in the action's own transaction; a refusal or failure after it rolled back.
create table admin_audit_log (
  id bigserial primary key,
  at timestamptz not null,
  actor_sub text not null check (length(actor_sub) between 1 and 128),
  actor_email text not null check (length(actor_email) <= 320),
  action text not null check (action in ('update_industry', 'cancel_subscription', 'delete_user')),
  target_username text check (length(target_username) <= 320),
  target_email text check (length(target_email) <= 320),
  target_customer_id text check (length(target_customer_id) <= 128),
  outcome text not null check (outcome in ('succeeded', 'refused', 'failed')),
  error_code text check (length(error_code) <= 100),
  error_message text check (length(error_message) <= 1000),
  deletion_id bigint references admin_user_deletions (id),
  check ((outcome = 'succeeded') = (error_code is null))
);
create index admin_audit_log_action_idx on admin_audit_log (action, id desc);
create index admin_audit_log_target_idx on admin_audit_log (target_username, id desc);

-- Paging the admin lists at 10,000 customers and 100,000 invoices: keyset pages on
-- (created, id), newest first, the next page after the last id (Stripe's starting_after).
create index billing_invoices_created_idx on billing_invoices (created desc, id desc);
create index billing_customers_created_idx on billing_customers (created desc, id desc);
create index identity_users_created_idx on identity_users (created_at desc, sub desc);
create index identity_users_name_idx on identity_users
  (lower(coalesce(attributes ->> 'given_name', '') || ' ' || coalesce(attributes ->> 'family_name', '')), sub);

-- A user deletion removes every row of the customer: the foreign keys it cascades through
-- (or clears) without an index of their own.
create index storyboard_copy_requests_target_idx on storyboard_copy_requests (target_customer_id);
create index test_renders_customer_idx on test_renders (customer_id);
create index story_requests_customer_idx on story_requests (customer_id);

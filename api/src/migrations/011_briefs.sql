-- Briefs of custom storyboards (001 §2 "Create Brief modal", §3; docs/adr/025): the whole
-- form as sent, stored against the customer before it is mailed to the sales inbox, so a
-- brief is never lost when the mail fails; mail_status says whether sales got it.
create table briefs (
  id bigserial primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  -- Who sent it: the customer's own user, or an admin acting for the customer.
  submitted_by text not null check (submitted_by = lower(submitted_by)),
  title text not null check (length(title) between 1 and 50),
  brief jsonb not null,
  mail_status text not null default 'pending' check (mail_status in ('pending', 'sent', 'failed')),
  created_at timestamptz not null default now()
);
create index briefs_customer_idx on briefs (customer_id, created_at desc);

-- Story requests (POST /mail/requestStory): the form as sent, kept even when the mail to
-- the sales inbox fails, so no request is lost; mail_status says whether sales got it.
create table story_requests (
  id bigserial primary key,
  customer_id bigint references customers (id) on delete set null,
  email text not null check (email = lower(email)),
  form jsonb not null,
  mail_status text not null default 'pending' check (mail_status in ('pending', 'sent', 'failed')),
  created_at timestamptz not null default now()
);
create index story_requests_email_idx on story_requests (email, created_at desc);

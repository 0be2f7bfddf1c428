-- Customers and their project codes. Plain PostgreSQL, accepted by PGlite and a real server.
-- Emails and codes are stored lowercased (the check constraints enforce it), so a plain
-- unique index gives case-insensitive uniqueness without the citext extension.

create or replace function set_updated_at() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create table customers (
  id bigserial primary key,
  email text not null unique check (email = lower(email) and email like '%_@_%'),
  given_name text not null default '',
  family_name text not null default '',
  company_name text not null default '',
  role_in_company text not null default '',
  country text not null default '',
  industry text not null default '',
  post_code text not null default '',
  role text not null default 'customer' check (role in ('admin', 'customer')),
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger customers_set_updated_at
  before update on customers
  for each row execute function set_updated_at();

-- Every account has one Dev (private, testing) and one Live (public) project (000 §1).
create table projects (
  id bigserial primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  code text not null unique check (code = lower(code) and length(code) between 1 and 20),
  project_type text not null check (project_type in ('Dev', 'Live')),
  created_at timestamptz not null default now(),
  unique (customer_id, project_type)
);

create index projects_customer_id_idx on projects (customer_id);

-- Identity: the local Cognito user-pool protocol service (plugins/app/identity).
-- Every time column is written from the service's injectable clock, never from now(),
-- so expiry can be tested; defaults exist only for hand-made rows.

-- Users. `sub` doubles as the Cognito username (pools with email as the sign-in name
-- give every user a UUID username). Passwords exist only as an SRP salt and verifier.
create table identity_users (
  sub uuid primary key,
  email text not null unique check (email = lower(email) and email like '%_@_%'),
  email_verified boolean not null default false,
  status text not null check (status in ('UNCONFIRMED', 'CONFIRMED')),
  srp_salt text not null,
  srp_verifier text not null,
  -- given_name, family_name and custom:* attributes, as Cognito names them.
  attributes jsonb not null default '{}'::jsonb,
  -- GlobalSignOut: access tokens issued before this instant are refused by GetUser & co.
  tokens_valid_after timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Refresh tokens are opaque random strings; only their SHA-256 is kept. `origin_jti`
-- ties the access and id tokens minted from one sign-in to it (RevokeToken).
create table identity_refresh_tokens (
  token_hash text primary key,
  sub uuid not null references identity_users (sub) on delete cascade,
  client_id text not null,
  origin_jti uuid not null unique,
  auth_time bigint not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index identity_refresh_tokens_sub_idx on identity_refresh_tokens (sub);

-- One live code per user and purpose; a new code replaces the old one. Stored as an
-- HMAC with a server secret (a bare hash of six digits is reversible by brute force).
create table identity_codes (
  sub uuid not null references identity_users (sub) on delete cascade,
  purpose text not null check (purpose in ('SIGN_UP', 'RESET_PASSWORD')),
  code_hash text not null,
  expires_at timestamptz not null,
  failed_attempts integer not null default 0,
  created_at timestamptz not null default now(),
  primary key (sub, purpose)
);

-- Sliding-window counters: failed sign-ins per user and per client address, codes sent.
create table identity_attempts (
  id bigserial primary key,
  scope text not null,
  occurred_at timestamptz not null
);
create index identity_attempts_scope_idx on identity_attempts (scope, occurred_at);

-- SRP challenges already answered, so a captured PASSWORD_VERIFIER answer cannot be replayed.
create table identity_used_challenges (
  nonce text primary key,
  expires_at timestamptz not null
);

-- Token signing keys (RS256, public half served as the JWKS) and the server secret that
-- seals SRP challenge state and keys the code HMAC. Generated on first start.
create table identity_keys (
  kid text primary key,
  kind text not null check (kind in ('rsa', 'secret')),
  private_material text not null,
  public_jwk jsonb,
  created_at timestamptz not null default now()
);

-- Outbox: every e-mail the api sends. The default transport stores it here (the local
-- mailbox reads it); an SMTP transport would deliver it instead.
create table outbox_messages (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  body_text text not null,
  code text,
  transport text not null,
  created_at timestamptz not null default now()
);
create index outbox_messages_to_idx on outbox_messages (to_address, created_at desc);

create trigger identity_users_set_updated_at
  before update on identity_users
  for each row execute function set_updated_at();

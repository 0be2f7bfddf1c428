-- Independent delivery of the remotes (issue 18, docs/registry.md, docs/adr/036): the
-- published builds of each remote (their files live in the object store), which of them
-- is live and which is a canary, the live versions in order (for rollback), an audit of
-- every release action, and the host's load telemetry (kept two days).
create table remote_versions (
  id bigserial primary key,
  remote text not null,
  version text not null,
  contract_version text not null,
  checksum text not null,
  entry text not null,
  published_by text not null,
  published_at timestamptz not null,
  unique (remote, version)
);

create table remote_releases (
  remote text primary key,
  live_version text,
  canary_version text,
  canary_percent integer check (canary_percent between 0 and 100),
  updated_at timestamptz not null
);

create table remote_live_history (
  id bigserial primary key,
  remote text not null,
  version text not null,
  at timestamptz not null
);
create index remote_live_history_remote_idx on remote_live_history (remote, id);

create table remote_registry_events (
  id bigserial primary key,
  at timestamptz not null,
  actor text not null,
  action text not null check (action in ('publish', 'promote', 'rollback', 'canary')),
  remote text not null,
  version text,
  percent integer,
  outcome text not null check (outcome in ('done', 'refused')),
  error_code text
);
create index remote_registry_events_at_idx on remote_registry_events (at desc, id desc);

create table remote_loads (
  id bigserial primary key,
  remote text not null,
  version text not null,
  at timestamptz not null,
  load_ms integer not null,
  render_ms integer,
  failure text
);
create index remote_loads_at_idx on remote_loads (at);

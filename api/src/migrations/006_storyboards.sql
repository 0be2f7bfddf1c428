-- The storyboard domain (001 §3): storyboards in a customer's Dev or Live project, their
-- shots and script assets, marketplace listings, reusable assets, and the clone and
-- listing-copy requests the portal polls. Plain PostgreSQL, accepted by PGlite too.

create table storyboards (
  id bigserial primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  project_id bigint not null references projects (id),
  title text not null check (length(title) between 1 and 50),
  description text not null default '' check (length(description) <= 280),
  tags text[] not null default '{}',
  status text not null default 'Draft' check (
    status in ('Submitted', 'Processing', 'ReadyToPublish', 'Published', 'Obsoleted', 'Draft', 'Rendering', 'Deleted')
  ),
  shooting_mode text not null default 'Landscape' check (shooting_mode in ('Landscape', 'Portrait')),
  explanation_asset_id text,
  landscape_image_asset_id text,
  portrait_image_asset_id text,
  thumbnail_asset_id text,
  storyboard_type text not null default 'Normal',
  ai_search boolean not null default false,
  denoising_mode text not null default 'Off' check (denoising_mode in ('On', 'Off')),
  auto_adjustment_mode text not null default 'Off' check (auto_adjustment_mode in ('On', 'Off')),
  mlt_asset_id text,
  original_mlt_asset_id text,
  mlt_script_asset_id text,
  published_render_quality text check (published_render_quality in ('High', 'Low')),
  original_script_id bigint references storyboards (id) on delete set null,
  -- Copied from another customer's marketplace listing: editing it needs customiseStoryboard.
  from_marketplace boolean not null default false,
  -- Why the last release failed, shown with the spec's message; null otherwise.
  release_error text,
  search tsvector not null default ''::tsvector,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index storyboards_customer_idx on storyboards (customer_id, updated_at desc, id desc);
create index storyboards_search_idx on storyboards using gin (search);
create index storyboards_tags_idx on storyboards using gin (tags);

-- Title, description and tags, words as written (the 'simple' configuration: storyboard
-- titles are names, not English prose to stem).
create or replace function storyboards_search_vector() returns trigger
language plpgsql as $$
begin
  new.search :=
    setweight(to_tsvector('simple', coalesce(new.title, '')), 'A') ||
    setweight(to_tsvector('simple', array_to_string(new.tags, ' ')), 'B') ||
    setweight(to_tsvector('simple', coalesce(new.description, '')), 'C');
  return new;
end;
$$;

create trigger storyboards_search_vector
  before insert or update of title, description, tags on storyboards
  for each row execute function storyboards_search_vector();

create trigger storyboards_set_updated_at
  before update on storyboards
  for each row execute function set_updated_at();

-- A storyboard's shots, numbered from 1 with no gaps; a reorder renumbers in one
-- transaction (the uniqueness is checked at commit).
create table shots (
  id bigserial primary key,
  storyboard_id bigint not null references storyboards (id) on delete cascade,
  shot_number integer not null check (shot_number >= 1),
  title text not null default '' check (length(title) <= 100),
  description text not null default '' check (length(description) <= 1000),
  duration_millis integer not null default 5000 check (duration_millis between 1000 and 120000),
  script_token text,
  image_asset_id text,
  explanation_asset_id text,
  original_file_name text,
  shot_type text not null default 'VideoAudio' check (shot_type in ('VideoAudio', 'Video', 'Audio')),
  ugv_status text not null default 'ON' check (ugv_status in ('ON', 'OFF')),
  asset_id text,
  created_at timestamptz not null default now(),
  constraint shots_number_key unique (storyboard_id, shot_number) deferrable initially deferred
);

-- Media attached to a storyboard; linked to a shot or not (an "OFF" asset, 001 §4).
create table script_assets (
  id bigserial primary key,
  storyboard_id bigint not null references storyboards (id) on delete cascade,
  asset_id text not null check (length(asset_id) between 1 and 1024),
  shot_id bigint references shots (id) on delete set null,
  media_type text not null check (media_type in ('Image', 'Video', 'Audio')),
  original_file_name text,
  duration_millis integer check (duration_millis >= 0),
  created_at timestamptz not null default now(),
  unique (storyboard_id, asset_id)
);

create index script_assets_shot_idx on script_assets (shot_id);

-- A storyboard in the marketplace; "listed" means a row exists (001 §3).
create table marketplace_listings (
  id bigserial primary key,
  storyboard_id bigint not null unique references storyboards (id) on delete cascade,
  author_name text not null check (length(author_name) between 1 and 100),
  author_description text not null default '' check (length(author_description) <= 500),
  created_at timestamptz not null default now()
);

-- Assets a customer keeps to reuse across storyboards (001 §3; defaults per 001 §3).
create table reusable_assets (
  id bigserial primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  asset_id text not null check (length(asset_id) between 1 and 1024),
  remote_asset_id text,
  name text not null default 'Asset Title' check (length(name) between 1 and 100),
  description text not null default 'Asset Description' check (length(description) <= 500),
  media_type text not null check (media_type in ('Image', 'Video', 'Audio', 'Other')),
  tags text[] not null default '{Sports,Social}',
  search tsvector not null default ''::tsvector,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index reusable_assets_customer_idx on reusable_assets (customer_id, id desc);
create index reusable_assets_search_idx on reusable_assets using gin (search);

create or replace function reusable_assets_search_vector() returns trigger
language plpgsql as $$
begin
  new.search :=
    setweight(to_tsvector('simple', coalesce(new.name, '')), 'A') ||
    setweight(to_tsvector('simple', array_to_string(new.tags, ' ')), 'B') ||
    setweight(to_tsvector('simple', coalesce(new.description, '')), 'C');
  return new;
end;
$$;

create trigger reusable_assets_search_vector
  before insert or update of name, description, tags on reusable_assets
  for each row execute function reusable_assets_search_vector();

create trigger reusable_assets_set_updated_at
  before update on reusable_assets
  for each row execute function set_updated_at();

-- Asynchronous copies the portal polls (001 §4): a clone of a storyboard (to the caller or,
-- for admins, to another customer) and a copy of a marketplace listing into an account.
create table storyboard_copy_requests (
  id bigserial primary key,
  kind text not null check (kind in ('clone', 'listing-copy')),
  requested_by bigint not null references customers (id) on delete cascade,
  source_storyboard_id bigint references storyboards (id) on delete set null,
  listing_id bigint references marketplace_listings (id) on delete set null,
  target_customer_id bigint not null references customers (id) on delete cascade,
  title text not null check (length(title) between 1 and 50),
  status text not null default 'Pending' check (status in ('Pending', 'Completed', 'Failed')),
  result_storyboard_id bigint references storyboards (id) on delete set null,
  error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index storyboard_copy_requests_requested_by_idx on storyboard_copy_requests (requested_by, id);

create trigger storyboard_copy_requests_set_updated_at
  before update on storyboard_copy_requests
  for each row execute function set_updated_at();

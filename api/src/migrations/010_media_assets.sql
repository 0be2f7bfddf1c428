-- Registered media and storyboards made from an upload (001 §4 "Adding a script from an
-- upload", §7; docs/adr/024). Plain PostgreSQL, accepted by PGlite too.

-- An uploaded object the api has been told about: what processing (ffprobe, a thumbnail, an
-- HLS rendition for videos) made of it. One row per storage key: the facts belong to the
-- object, the customer is who registered it.
create table media_assets (
  id bigserial primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  asset_id text not null unique check (length(asset_id) between 1 and 1024),
  bucket text not null check (length(bucket) between 1 and 255),
  media_type text not null check (media_type in ('Image', 'Video', 'Audio')),
  content_type text not null check (length(content_type) between 1 and 255),
  size bigint not null check (size >= 0),
  -- The stored object's ETag when registered: registering the same bytes again changes nothing.
  etag text,
  original_file_name text check (length(original_file_name) <= 255),
  status text not null default 'Processing' check (status in ('Processing', 'Ready', 'Failed')),
  duration_millis integer check (duration_millis >= 0),
  width integer check (width > 0),
  height integer check (height > 0),
  thumbnail_key text check (length(thumbnail_key) <= 1024),
  -- The HLS playlist (index.m3u8) of a video; its segments sit beside it.
  stream_key text check (length(stream_key) <= 1024),
  -- Why processing failed, in words a person can act on.
  error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A customer's media, newest first.
create index media_assets_customer_idx on media_assets (customer_id, id desc);

create trigger media_assets_set_updated_at
  before update on media_assets
  for each row execute function set_updated_at();

-- Which storyboards use an asset (a release waits for its media, then the media job wakes it).
create index script_assets_asset_idx on script_assets (asset_id);
-- Storyboards waiting in Processing: few at any time, looked up when media becomes ready.
create index storyboards_processing_idx on storyboards (id) where status = 'Processing';

-- A storyboard from an uploaded video or storyboard document, polled by the portal every
-- 2.5 s (GET .../script-creation-requests/{id}).
create table script_creation_requests (
  id bigserial primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  source_key text not null check (length(source_key) between 1 and 1024),
  bucket text not null check (length(bucket) between 1 and 255),
  status text not null default 'Pending' check (status in ('Pending', 'Processing', 'Completed', 'Failed')),
  step text check (step in ('Processing storyboard ...', 'Enriching storyboard ...')),
  storyboard_id bigint references storyboards (id) on delete set null,
  -- The 001 §8 text that applies, when Failed.
  error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index script_creation_requests_customer_idx on script_creation_requests (customer_id, id desc);

create trigger script_creation_requests_set_updated_at
  before update on script_creation_requests
  for each row execute function set_updated_at();

-- Asset downloads of the videos library (001 §2 "Download", §7 "asset download (packed
-- request for selected assets; zip named asset.zip)", §8; docs/adr/028): a request records
-- the assets to pack with their zip entry names, the packing job writes asset.zip under the
-- customer's private keys, and the cleanup job removes zips and requests after 24 hours.
-- Plain PostgreSQL, accepted by PGlite too.

create table asset_downloads (
  id bigserial primary key,
  -- Whose library the assets are, and whose private keys hold the zip.
  customer_id bigint not null references customers (id) on delete cascade,
  status text not null default 'Pending' check (status in ('Pending', 'Packing', 'Ready', 'Failed')),
  -- private/{identity}/downloads/{yyyy}/{mm}/{dd}/{random id}/asset.zip, chosen with the
  -- request: a try run again after a crash writes the same object.
  zip_key text not null unique check (length(zip_key) between 1 and 1024),
  -- What packing left out and went on without (a missing subtitle file).
  warnings text[] not null default '{}',
  -- Why packing failed, in words a person can act on (Failed only).
  error text,
  -- The zip's bytes once Ready.
  zip_size bigint check (zip_size >= 0),
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  updated_at timestamptz not null default now(),
  check ((status = 'Failed') = (error is not null)),
  check ((status = 'Ready') = (zip_size is not null))
);

-- The cleanup walks the requests from the oldest.
create index asset_downloads_created_idx on asset_downloads (created_at, id);
create index asset_downloads_customer_idx on asset_downloads (customer_id, id);

create trigger asset_downloads_set_updated_at
  before update on asset_downloads
  for each row execute function set_updated_at();

-- The assets of a request as they were asked for, in the request's order, each with its
-- entry name in the zip (001 §7's rule, made unique) and its subtitle file's, so renaming a
-- storyboard or deleting a row afterwards changes no zip under way.
create table asset_download_items (
  download_id bigint not null references asset_downloads (id) on delete cascade,
  position integer not null check (position >= 1),
  asset_id text not null check (length(asset_id) between 1 and 1024),
  entry_name text not null check (length(entry_name) between 1 and 1024),
  subtitle_asset_id text check (length(subtitle_asset_id) between 1 and 1024),
  subtitle_entry_name text check (length(subtitle_entry_name) between 1 and 1024),
  check ((subtitle_asset_id is null) = (subtitle_entry_name is null)),
  primary key (download_id, position)
);

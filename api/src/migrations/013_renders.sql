-- Test renders (001 §2 Render tab, §3 "Test render", §4 "Render", §7; docs/adr/027): a film
-- made by the render job (ffmpeg) from a storyboard's UGV shots, each filled with one of
-- the customer's videos. Plain PostgreSQL, accepted by PGlite too.

create table test_renders (
  id bigserial primary key,
  -- The storyboard's customer: whose storage holds the film and who polls it.
  customer_id bigint not null references customers (id) on delete cascade,
  storyboard_id bigint not null references storyboards (id) on delete cascade,
  -- The dialog's project name.
  title text not null check (length(title) between 1 and 100),
  status text not null default 'Processing' check (status in ('Processing', 'Complete', 'Failed')),
  -- What the job is doing while Processing ("Encoding shot 3 of 10").
  step text check (length(step) <= 200),
  -- Why it failed, in words a person can act on.
  error text,
  -- Where the film goes (private/{identity}/renders/...), chosen when the render is asked
  -- for; once Complete it is a registered video (media_assets) with its HLS rendition.
  output_key text not null unique check (length(output_key) between 1 and 1024),
  duration_millis integer check (duration_millis >= 0),
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A storyboard's renders, newest first (the Render tab's latest film).
create index test_renders_storyboard_idx on test_renders (storyboard_id, id desc);

create trigger test_renders_set_updated_at
  before update on test_renders
  for each row execute function set_updated_at();

-- The shots of a render as they were asked for, in the film's order: each one's video and
-- length are kept, so editing the storyboard afterwards changes no render under way.
create table test_render_shots (
  render_id bigint not null references test_renders (id) on delete cascade,
  position integer not null check (position >= 1),
  shot_id bigint references shots (id) on delete set null,
  shot_number integer not null check (shot_number >= 1),
  asset_id text not null check (length(asset_id) between 1 and 1024),
  duration_millis integer not null check (duration_millis between 1000 and 120000),
  primary key (render_id, position)
);

-- The videos library (001 §2 Videos page, §3 "Asset search row", §7 GET /search/assets;
-- docs/adr/026): what end users filmed in the mobile app for a customer's storyboards, one
-- row per filmed file. The file's media facts (size, length, thumbnail, HLS rendition,
-- processing status) are its media_assets row (migration 010), joined by asset_id, never
-- copied. Plain PostgreSQL, accepted by PGlite too.

-- The day a library asset id names in its path segments 3 to 5 (from 0), UTC, or null
-- when they name none. Shapes (shared-contracts library-calls.ts):
--   private/{identity}/library/{yyyy}/{mm}/{dd}/{id}/{file}     an end user's upload
--   protected/library/{project code}/{yyyy}/{mm}/{dd}/{id}/{file}  the demo seed's
-- (upload keys, private/{identity}/uploads/{yyyy}/{mm}/{dd}/..., have the same shape).
-- PL/pgSQL so that no cast runs before the text is known to be digits.
create or replace function asset_key_date(asset_id text) returns date
language plpgsql immutable strict parallel safe as $$
declare
  y text := split_part(asset_id, '/', 4);
  m text := split_part(asset_id, '/', 5);
  d text := split_part(asset_id, '/', 6);
begin
  if y !~ '^[0-9]{4}$' or m !~ '^[0-9]{2}$' or d !~ '^[0-9]{2}$' then
    return null;
  end if;
  if y::int < 1 or m::int < 1 or m::int > 12 or d::int < 1 then
    return null;
  end if;
  if d::int > extract(day from make_date(y::int, m::int, 1) + interval '1 month - 1 day') then
    return null;
  end if;
  return make_date(y::int, m::int, d::int);
end;
$$;

create table library_assets (
  id bigserial primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  -- The filmed file's storage key; a key is one asset.
  asset_id text not null unique check (length(asset_id) between 1 and 1024),
  -- The end user who filmed it (lower case).
  user_email text not null check (length(user_email) between 3 and 320 and user_email = lower(user_email)),
  -- The storyboard and shot it was filmed for, and the project the end user filmed through.
  -- Titles, numbers and the project are kept on the row (what the table sorts and filters
  -- by, indexed) and follow renames through the triggers below.
  storyboard_id bigint references storyboards (id) on delete set null,
  shot_id bigint references shots (id) on delete set null,
  project_id bigint not null references projects (id),
  project_code text not null,
  project_type text not null check (project_type in ('Live', 'Dev')),
  script_title text not null default '' check (length(script_title) <= 100),
  shot_number integer check (shot_number >= 1),
  shot_title text not null default '' check (length(shot_title) <= 100),
  -- The end user's film ("Project Name" in the table) and the shot's place in it.
  flic_title text not null default '' check (length(flic_title) <= 100),
  flic_shot_number integer check (flic_shot_number >= 1),
  -- The file's name as filmed.
  name text not null default '' check (length(name) <= 255),
  media_type text not null check (media_type in ('Video', 'Image', 'Audio')),
  asset_type text not null check (asset_type in (
    'Flic', 'FlicShot', 'FlicThumbnail', 'FlicLandscapeStill', 'ShotExplanation', 'ScriptExplanation',
    'ShotImage', 'ShotThumbnail', 'ScriptThumbnail', 'ScriptPortraitImage', 'ScriptLandscapeImage', 'OtherAsset'
  )),
  -- Director's guide, user-generated video, or stock (the tools panel's source filter).
  source text not null check (source in ('DG', 'UGV', 'Stock')),
  tags text[] not null default '{}',
  -- The tags in lower case (lower_tags of migration 008), stored: a tag filter compares
  -- with it, on the rows an index walk passes as well as through its GIN index.
  tags_lower text[] not null generated always as (lower_tags(tags)) stored,
  subtitle_asset_id text check (length(subtitle_asset_id) <= 1024),
  -- When it was filmed, as the app told; without it, the day the key names (001 §7).
  filmed_at timestamptz,
  asset_date timestamptz not null generated always as (
    coalesce(filmed_at, asset_key_date(asset_id)::timestamp at time zone 'UTC')
  ) stored,
  search tsvector not null default ''::tsvector,
  created_at timestamptz not null default now()
);

-- Words as written ('simple'), each field under its own weight so a column's filter
-- matches that column only (weights serve no ranking here): A the storyboard's title, B
-- the film's, C the shot's, D the tags and the e-mail's words (sam, fans, test for
-- sam@fans.test). The e-mail's words are also kept tagged 'u|sam' (no weight of their own
-- is left) for the user filter.
create or replace function library_assets_search_vector() returns trigger
language plpgsql as $$
declare
  email_words text := regexp_replace(new.user_email, '[^[:alnum:]]+', ' ', 'g');
begin
  new.search :=
    setweight(to_tsvector('simple', new.script_title), 'A') ||
    setweight(to_tsvector('simple', new.flic_title), 'B') ||
    setweight(to_tsvector('simple', new.shot_title), 'C') ||
    setweight(to_tsvector('simple', email_words || ' ' || array_to_string(new.tags, ' ')), 'D') ||
    array_to_tsvector(array(select 'u|' || w from unnest(tsvector_to_array(to_tsvector('simple', email_words))) w));
  return new;
end;
$$;

create trigger library_assets_search_vector
  before insert or update of flic_title, script_title, shot_title, user_email, tags on library_assets
  for each row execute function library_assets_search_vector();

-- Words and tags (all present, any case). New entries go straight into the GIN indexes
-- (fastupdate off, as 008 explains).
create index library_assets_search_idx on library_assets using gin (search) with (fastupdate = off);
create index library_assets_tags_idx on library_assets using gin (tags_lower) with (fastupdate = off);

-- One index per sort key of the table (001 §2), each within a customer, ties by date and
-- id: a page walks its index in either direction and stops after 20 rows. Filters on the
-- enumerations (project type, media type, asset type, source) ride along those walks.
create index library_assets_date_idx on library_assets (customer_id, asset_date, id);
create index library_assets_user_idx on library_assets (customer_id, user_email, asset_date, id);
create index library_assets_project_type_idx on library_assets (customer_id, project_type, asset_date, id);
create index library_assets_flic_title_idx on library_assets (customer_id, flic_title, asset_date, id);
create index library_assets_script_title_idx on library_assets (customer_id, script_title, asset_date, id);
create index library_assets_shot_number_idx on library_assets (customer_id, shot_number, asset_date, id);
create index library_assets_shot_title_idx on library_assets (customer_id, shot_title, asset_date, id);
create index library_assets_asset_type_idx on library_assets (customer_id, asset_type, asset_date, id);
-- An admin's library (every customer's), newest first.
create index library_assets_all_date_idx on library_assets (asset_date, id);
-- The unseen count: a customer's rows after their marker.
create index library_assets_new_idx on library_assets (customer_id, id);
-- A storyboard's or shot's assets (the scriptId filter, renames, deletes setting null).
create index library_assets_storyboard_idx on library_assets (storyboard_id);
create index library_assets_shot_idx on library_assets (shot_id);

-- How many assets each customer has per value of the enumerated filters: the total of a
-- search without words, tags, titles, storyboard or shot, read from a few rows instead of
-- counting up to 100,000. Kept once per statement, as storyboard_counts (migration 008).
create table library_asset_counts (
  customer_id bigint not null references customers (id) on delete cascade,
  project_type text not null,
  media_type text not null,
  asset_type text not null,
  source text not null,
  assets bigint not null,
  primary key (customer_id, project_type, media_type, asset_type, source)
);

-- An update: what moved between counts (a project's type changed, say); nothing when nothing did.
create or replace function library_asset_counts_moved() returns trigger
language plpgsql as $$
begin
  with delta as (
    select customer_id, project_type, media_type, asset_type, source, sum(d) as d from (
      select customer_id, project_type, media_type, asset_type, source, 1 as d from new_rows
      union all
      select customer_id, project_type, media_type, asset_type, source, -1 as d from old_rows
    ) moved
    group by customer_id, project_type, media_type, asset_type, source
    having sum(d) <> 0
  ), lowered as (
    update library_asset_counts c set assets = c.assets + delta.d
    from delta
    where delta.d < 0 and c.customer_id = delta.customer_id and c.project_type = delta.project_type
      and c.media_type = delta.media_type and c.asset_type = delta.asset_type and c.source = delta.source
  )
  insert into library_asset_counts as c (customer_id, project_type, media_type, asset_type, source, assets)
  select customer_id, project_type, media_type, asset_type, source, d from delta where d > 0
  on conflict (customer_id, project_type, media_type, asset_type, source) do update set assets = c.assets + excluded.assets;
  return null;
end;
$$;

create or replace function library_asset_counts_added() returns trigger
language plpgsql as $$
begin
  insert into library_asset_counts as c (customer_id, project_type, media_type, asset_type, source, assets)
  select customer_id, project_type, media_type, asset_type, source, count(*) from new_rows
  group by customer_id, project_type, media_type, asset_type, source
  on conflict (customer_id, project_type, media_type, asset_type, source) do update set assets = c.assets + excluded.assets;
  return null;
end;
$$;

create or replace function library_asset_counts_removed() returns trigger
language plpgsql as $$
begin
  update library_asset_counts c set assets = c.assets - o.n
  from (
    select customer_id, project_type, media_type, asset_type, source, count(*) as n from old_rows
    group by customer_id, project_type, media_type, asset_type, source
  ) o
  where c.customer_id = o.customer_id and c.project_type = o.project_type and c.media_type = o.media_type
    and c.asset_type = o.asset_type and c.source = o.source;
  return null;
end;
$$;

create trigger library_asset_counts_insert
  after insert on library_assets referencing new table as new_rows
  for each statement execute function library_asset_counts_added();
create trigger library_asset_counts_update
  after update on library_assets referencing old table as old_rows new table as new_rows
  for each statement execute function library_asset_counts_moved();
create trigger library_asset_counts_delete
  after delete on library_assets referencing old table as old_rows
  for each statement execute function library_asset_counts_removed();

-- Titles, shot numbers and project codes follow their storyboard, shot and project.
create or replace function library_assets_follow_storyboard() returns trigger
language plpgsql as $$
begin
  update library_assets set script_title = new.title where storyboard_id = new.id;
  return null;
end;
$$;

create trigger storyboards_library_title after update of title on storyboards
  for each row when (old.title is distinct from new.title) execute function library_assets_follow_storyboard();

create or replace function library_assets_follow_shot() returns trigger
language plpgsql as $$
begin
  update library_assets set shot_title = new.title, shot_number = new.shot_number where shot_id = new.id;
  return null;
end;
$$;

create trigger shots_library_title after update of title, shot_number on shots
  for each row when (old.title is distinct from new.title or old.shot_number is distinct from new.shot_number)
  execute function library_assets_follow_shot();

create or replace function library_assets_follow_project() returns trigger
language plpgsql as $$
begin
  update library_assets set project_code = new.code, project_type = new.project_type where project_id = new.id;
  return null;
end;
$$;

create trigger projects_library_code after update of code, project_type on projects
  for each row when (old.code is distinct from new.code or old.project_type is distinct from new.project_type)
  execute function library_assets_follow_project();

-- Up to which library row each customer has seen their assets (the nav badge counts the
-- rows after it; POST .../library-assets/seen moves it to the newest).
create table library_seen (
  customer_id bigint primary key references customers (id) on delete cascade,
  seen_up_to bigint not null check (seen_up_to >= 0),
  updated_at timestamptz not null default now()
);

-- Search answers (docs/adr/021): 'library:<id>' is what GET /search/assets shows that
-- customer. Every statement that changes their library rows, or the media rows those
-- join, moves it on in the same transaction; scopes in one order, as migration 009.
create or replace function bump_library_generations(customer_ids bigint[]) returns void
language sql as $$
  insert into search_generations as g (scope, generation)
  select scope, 1 from (select distinct 'library:' || c as scope from unnest(customer_ids) c where c is not null) scopes
  order by scope
  on conflict (scope) do update set generation = g.generation + 1;
$$;

create or replace function library_assets_search_changed() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform bump_library_generations(array(select customer_id from new_rows));
  elsif tg_op = 'DELETE' then
    perform bump_library_generations(array(select customer_id from old_rows));
  else
    perform bump_library_generations(array(select customer_id from new_rows union select customer_id from old_rows));
  end if;
  return null;
end;
$$;

create trigger library_assets_search_insert after insert on library_assets referencing new table as new_rows
  for each statement execute function library_assets_search_changed();
create trigger library_assets_search_update after update on library_assets referencing old table as old_rows new table as new_rows
  for each statement execute function library_assets_search_changed();
create trigger library_assets_search_delete after delete on library_assets referencing old table as old_rows
  for each statement execute function library_assets_search_changed();

-- Media rows: a hit shows its asset's processing status, length, thumbnail and stream.
-- Only media that a library row uses moves anything.
create or replace function media_assets_library_changed() returns trigger
language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform bump_library_generations(array(select l.customer_id from old_rows m join library_assets l on l.asset_id = m.asset_id));
  else
    perform bump_library_generations(array(select l.customer_id from new_rows m join library_assets l on l.asset_id = m.asset_id));
  end if;
  return null;
end;
$$;

create trigger media_assets_library_insert after insert on media_assets referencing new table as new_rows
  for each statement execute function media_assets_library_changed();
create trigger media_assets_library_update after update on media_assets referencing new table as new_rows
  for each statement execute function media_assets_library_changed();
create trigger media_assets_library_delete after delete on media_assets referencing old table as old_rows
  for each statement execute function media_assets_library_changed();

-- The storyboard searches at scale (measured by `npm run bench`: 10,000 storyboards of one
-- customer at 200 requests/s). Each search reads only the rows of its page:
-- - tag filters (tags must all be present, any case) use a GIN index on the lower-cased
--   tags, instead of lower-casing every row's tags on each search;
-- - the GIN indexes take new entries at once (fastupdate off) instead of in a pending list
--   that every search scans until a vacuum merges it: PGlite has no autovacuum, and on
--   PostgreSQL a bulk load would slow searches until the next one;
-- - the total of an unfiltered search (My Storyboards, with or without the project filter)
--   is read from per-project counts that triggers keep, instead of counting thousands of
--   rows on each page of an infinite scroll.

-- A storyboard's tags in lower case: what a tag filter compares with.
create or replace function lower_tags(tags text[]) returns text[]
language sql immutable parallel safe
as $$ select coalesce(array_agg(lower(t)), '{}') from unnest(tags) t $$;

create index storyboards_lower_tags_idx on storyboards using gin (lower_tags(tags)) with (fastupdate = off);

alter index storyboards_search_idx set (fastupdate = off);
select gin_clean_pending_list('storyboards_search_idx'::regclass);

-- How many storyboards each customer has in each project, Deleted ones not counted.
create table storyboard_counts (
  customer_id bigint not null references customers (id) on delete cascade,
  project_id bigint not null references projects (id) on delete cascade,
  storyboards bigint not null,
  primary key (customer_id, project_id)
);

insert into storyboard_counts (customer_id, project_id, storyboards)
select customer_id, project_id, count(*) from storyboards where status <> 'Deleted' group by customer_id, project_id;

-- Once per statement, from the rows it inserted, updated or deleted: a bulk insert is one
-- upsert per project, an update that moves nothing between counts writes nothing.
-- Decrements only update (a customer being deleted takes its counts with it).
create or replace function storyboard_counts_apply() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into storyboard_counts as c (customer_id, project_id, storyboards)
    select customer_id, project_id, count(*) from new_rows where status <> 'Deleted' group by customer_id, project_id
    on conflict (customer_id, project_id) do update set storyboards = c.storyboards + excluded.storyboards;
  elsif tg_op = 'DELETE' then
    update storyboard_counts c set storyboards = c.storyboards - o.n
    from (select customer_id, project_id, count(*) as n from old_rows where status <> 'Deleted' group by customer_id, project_id) o
    where c.customer_id = o.customer_id and c.project_id = o.project_id;
  else
    with delta as (
      select customer_id, project_id, sum(d) as d from (
        select customer_id, project_id, 1 as d from new_rows where status <> 'Deleted'
        union all
        select customer_id, project_id, -1 as d from old_rows where status <> 'Deleted'
      ) moved
      group by customer_id, project_id
      having sum(d) <> 0
    ), lowered as (
      update storyboard_counts c set storyboards = c.storyboards + delta.d
      from delta
      where delta.d < 0 and c.customer_id = delta.customer_id and c.project_id = delta.project_id
    )
    insert into storyboard_counts as c (customer_id, project_id, storyboards)
    select customer_id, project_id, d from delta where d > 0
    on conflict (customer_id, project_id) do update set storyboards = c.storyboards + excluded.storyboards;
  end if;
  return null;
end;
$$;

create trigger storyboard_counts_insert
  after insert on storyboards referencing new table as new_rows
  for each statement execute function storyboard_counts_apply();

create trigger storyboard_counts_update
  after update on storyboards referencing old table as old_rows new table as new_rows
  for each statement execute function storyboard_counts_apply();

create trigger storyboard_counts_delete
  after delete on storyboards referencing old table as old_rows
  for each statement execute function storyboard_counts_apply();

-- Search answers the api may reuse (docs/adr/021). A search answer depends only on the
-- rows it reads; every statement that changes those rows moves a generation on, in the
-- same transaction, so an answer remembered under an older generation is never served
-- again, on this api instance or any other on the same database:
-- - 'customer:<id>': what GET /search/scripts shows that customer (their storyboards, the
--   shots counted on each, the listings marking them);
-- - 'marketplace': what GET /search/listings shows anyone (listings, their storyboards
--   and those storyboards' shots).
create table search_generations (
  scope text primary key,
  generation bigint not null
);

-- Moves the customers' generations on, and the marketplace's when `marketplace`; scopes
-- in one order, so concurrent writers lock them in the same order.
create or replace function bump_search_generations(customer_ids bigint[], marketplace boolean) returns void
language sql as $$
  insert into search_generations as g (scope, generation)
  select scope, 1 from (
    select distinct 'customer:' || c as scope from unnest(customer_ids) c where c is not null
    union
    select 'marketplace' where marketplace
  ) scopes
  order by scope
  on conflict (scope) do update set generation = g.generation + 1;
$$;

-- Storyboards: their owners; the marketplace when one of them is listed (a new storyboard
-- never is; a deleted listing moves it through its own trigger).
create or replace function storyboards_search_changed() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform bump_search_generations(array(select customer_id from new_rows), false);
  elsif tg_op = 'DELETE' then
    perform bump_search_generations(
      array(select customer_id from old_rows),
      exists (select 1 from old_rows o join marketplace_listings l on l.storyboard_id = o.id));
  else
    perform bump_search_generations(
      array(select customer_id from new_rows union select customer_id from old_rows),
      exists (select 1 from new_rows n join marketplace_listings l on l.storyboard_id = n.id));
  end if;
  return null;
end;
$$;

create trigger storyboards_search_insert after insert on storyboards referencing new table as new_rows
  for each statement execute function storyboards_search_changed();
create trigger storyboards_search_update after update on storyboards referencing old table as old_rows new table as new_rows
  for each statement execute function storyboards_search_changed();
create trigger storyboards_search_delete after delete on storyboards referencing old table as old_rows
  for each statement execute function storyboards_search_changed();

-- Shots: the owners of their storyboards (a page counts shots); the marketplace when a
-- storyboard is listed (a listing carries its shots and their length).
create or replace function shots_search_changed() returns trigger
language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform bump_search_generations(
      array(select s.customer_id from old_rows x join storyboards s on s.id = x.storyboard_id),
      exists (select 1 from old_rows x join marketplace_listings l on l.storyboard_id = x.storyboard_id));
  else
    perform bump_search_generations(
      array(select s.customer_id from new_rows x join storyboards s on s.id = x.storyboard_id),
      exists (select 1 from new_rows x join marketplace_listings l on l.storyboard_id = x.storyboard_id));
  end if;
  return null;
end;
$$;

create trigger shots_search_insert after insert on shots referencing new table as new_rows
  for each statement execute function shots_search_changed();
create trigger shots_search_update after update on shots referencing new table as new_rows
  for each statement execute function shots_search_changed();
create trigger shots_search_delete after delete on shots referencing old table as old_rows
  for each statement execute function shots_search_changed();

-- Listings: the marketplace, and the owners whose pages mark a storyboard as listed. A
-- statement that touched no listing (a storyboard's delete cascading to none) moves nothing.
create or replace function listings_search_changed() returns trigger
language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    if exists (select 1 from old_rows) then
      perform bump_search_generations(array(select s.customer_id from old_rows l join storyboards s on s.id = l.storyboard_id), true);
    end if;
  elsif exists (select 1 from new_rows) then
    perform bump_search_generations(array(select s.customer_id from new_rows l join storyboards s on s.id = l.storyboard_id), true);
  end if;
  return null;
end;
$$;

create trigger listings_search_insert after insert on marketplace_listings referencing new table as new_rows
  for each statement execute function listings_search_changed();
create trigger listings_search_update after update on marketplace_listings referencing new table as new_rows
  for each statement execute function listings_search_changed();
create trigger listings_search_delete after delete on marketplace_listings referencing old table as old_rows
  for each statement execute function listings_search_changed();

-- Projects: a page shows each storyboard's project code and type.
create or replace function projects_search_changed() returns trigger
language plpgsql as $$
begin
  perform bump_search_generations(array(select customer_id from new_rows), false);
  return null;
end;
$$;

create trigger projects_search_update after update on projects referencing new table as new_rows
  for each statement execute function projects_search_changed();

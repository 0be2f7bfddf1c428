-- The recommender's feedback (issue 17, docs/adr/034): the thumbs and Tone / Story / Film
-- ratings a user gives a recommended user, storyboard or video in the recommender's
-- modals, one row per item, moving that user's later rankings. Item ids are the wire's:
-- a storyboard's or library asset's id, an end user's e-mail. Plain PostgreSQL, accepted
-- by PGlite too.
create table recommender_feedback (
  customer_id bigint not null references customers (id) on delete cascade,
  item_kind text not null check (item_kind in ('user', 'storyboard', 'video')),
  item_id text not null check (length(item_id) between 1 and 1024),
  thumbs text check (thumbs in ('up', 'down')),
  tone smallint check (tone between 1 and 5),
  story smallint check (story between 1 and 5),
  film smallint check (film between 1 and 5),
  updated_at timestamptz not null default now(),
  primary key (customer_id, item_kind, item_id),
  check ((tone is null) = (story is null) and (story is null) = (film is null))
);

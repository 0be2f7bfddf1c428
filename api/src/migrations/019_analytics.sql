-- The portal's analytics events (issue 17 "Analytics", docs/adr/033): each stored with its
-- customer, user, the client's time, the server's receipt time and the route. A batch is
-- written in one multi-row insert. Aggregates read per customer (the metrics page) or all
-- customers (the admin dashboard) over a range of receipt times; the per-user rate limit
-- counts the user's events of the last minute.
create table analytics_events (
  id bigserial primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  user_sub text not null,
  name text not null,
  properties jsonb not null default '{}'::jsonb,
  route text not null,
  occurred_at timestamptz not null,
  received_at timestamptz not null
);
create index analytics_events_customer_received_idx on analytics_events (customer_id, received_at);
create index analytics_events_received_idx on analytics_events (received_at);
create index analytics_events_user_received_idx on analytics_events (user_sub, received_at);

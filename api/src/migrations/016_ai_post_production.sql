-- Deep Story post-production (002 §4 film action; docs/adr/030): the revision of the
-- storyboard the last post-production was asked for. A request for a storyboard whose
-- project was made from its current revision answers the statuses as they are; after an
-- edit (a new revision) it makes the project again. Null before any post-production.
alter table ai_storyboards add column post_production_revision integer;

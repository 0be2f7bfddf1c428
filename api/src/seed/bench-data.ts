/**
 * The data set of the search bench (`npm run bench`, build-tools/src/bench/search.mjs):
 * migrates and seeds the demo data, then tops one demo customer up to BENCH_STORYBOARDS
 * storyboards, the marketplace up to BENCH_LISTINGS listings and the customer's videos
 * library up to BENCH_LIBRARY_ASSETS assets, in set-based SQL (a few statements, not a row
 * at a time), with titles, descriptions, e-mails and tags varied enough that full-text,
 * field and tag filters do real work. Deterministic (a fixed random seed) and
 * idempotent (only the missing rows are added). LOCAL_DEV=enabled only, like the seed.
 *
 *   DATA_DIR=/tmp/x LOCAL_DEV=enabled npx tsx src/seed/bench-data.ts      (PGlite)
 *   DATABASE_URL=postgres://... LOCAL_DEV=enabled npx tsx src/seed/bench-data.ts
 */
import { DEFAULT_SHOT_IMAGES, POPULAR_LISTING_TAG, REGION_TAGS, SECTOR_TAGS } from '../contracts';
import { loadConfig } from '../config';
import { createDb, runMigrations, type Db } from '../db';
import { customerRepository } from '../plugins/app/customers/customer-repository';
import { DEMO_ACCOUNTS, assertSeedAllowed, runSeed } from './index';

/** The customer whose storyboards the bench searches. */
export const BENCH_CUSTOMER_EMAIL = 'pro@demo.test';
export const BENCH_STORYBOARDS = 10_000;
/** Listings in the whole marketplace; the admin's Live storyboards make up the rest. */
export const BENCH_LISTINGS = 400;
/** Library assets of the bench customer (their storyboards' shots, filmed by BENCH_END_USERS people). */
export const BENCH_LIBRARY_ASSETS = 100_000;

const TOPICS = [
  'Season launch', 'Open day', 'Member thank-you', 'Product story', 'Volunteer week', 'Grand final recap',
  'Sponsor shout-out', 'Charity walk', 'Store opening', 'Graduation day', 'Music night', 'Junior clinic',
  'Festival highlights', 'Road safety message', 'Podcast trailer', 'Client testimonial', 'Fundraiser night',
  'Council update', 'School showcase', 'Behind the brand', 'Street clean-up', 'Training camp', 'Awards night',
  'Team profile', 'Coach interview', 'Alumni reunion', 'Farmers market', 'Art exhibition', 'Science fair',
  'Recruitment drive', 'Harvest festival', 'Library stories', 'Masters games', 'Women in sport', 'Pitch to camera',
];
const PLACES = [
  'Brisbane', 'Sydney', 'Canberra', 'Melbourne', 'Perth', 'Darwin', 'Adelaide', 'Gold Coast', 'Newcastle',
  'Geelong', 'Hobart', 'Cairns', 'Townsville', 'Ballarat', 'Wollongong', 'Bendigo', 'Toowoomba', 'Launceston',
];
const OPENINGS = [
  'Kick off the new season with players, coaches and fans.', 'Members say in their own words why they renewed.',
  'One customer, one problem, one fix: the product in a minute.', 'Film the day from set-up to the last goodbye.',
  'Celebrate the volunteers who keep everything running.', 'The big day told by the people who were there.',
  'Thank the sponsors who keep the lights on.', 'Walkers explain why they walk and who they walk for.',
  'Opening day at the new store, doors to close.', 'Graduates, families and teachers on the big day.',
  'The local music night from sound check to encore.', 'Kids at their first training session, start to finish.',
  'A plain-words update from the council to residents.', 'Students show the project they are proudest of.',
];
const MIDDLES = [
  'Interviews are short, one question each, filmed in landscape.', 'Mix wide shots of the crowd with close-ups of hands and faces.',
  'Each speaker gets one sentence, then a cutaway.', 'Shoot the b-roll first while the light is good.',
  'Keep every shot under twenty seconds so the edit stays tight.', 'Ask for permission before filming children or spectators.',
  'Record room tone for thirty seconds at every location.', 'Finish with the call to action read out by the whole team.',
];
const CLOSINGS = [
  'Share it on the club channels the week after.', 'Use the highlights cut for the newsletter.',
  'Post the vertical cut to social media on the same day.', 'Send the final render to the sponsors for approval.',
  'Keep the raw footage for next year’s recap.', 'Add captions for viewers watching without sound.',
];
const EXTRA_TAGS = ['Interview', 'Highlights', 'Recap', 'Promo', 'Kids', 'Seniors', 'Volunteers', 'Fundraising', 'Launch', 'Testimonial', 'Behind the scenes', 'Event'];
const SHOTS = [
  ['Welcome', 'The host greets the camera at the entrance.', 10],
  ['Wide establishing shot', 'The whole venue from a high corner.', 6],
  ['Why it matters', 'One person says in a sentence what the day means to them.', 20],
  ['The people behind it', 'Volunteers and staff at work, close-ups of hands.', 12],
  ['Call to action', 'Everyone together says what to do next.', 6],
] as const;
const AUTHORS = ['Story Portal Studio', 'Coastal Media Co', 'Northern Lights Films', 'Harbour Creative', 'Red Dirt Productions'];

/** Picks an element of a text[] parameter with a random number in [0, 1). */
const pick = (param: string, r: string): string => `(${param}::text[])[1 + floor(${r} * cardinality(${param}::text[]))::int]`;

/**
 * Inserts `count` storyboards for `customerId` (random draws from the lists above), each
 * with 3 to 5 shots. `listed` makes them Live, Published, High, tagged with a sector and
 * one in four Popular, for the marketplace; else statuses, projects and tags vary.
 * Answers the ids created.
 */
async function insertStoryboards(db: Db, customerId: number, projects: { dev: number; live: number }, count: number, listed: boolean): Promise<number[]> {
  if (count <= 0) return [];
  const { rows } = await db.query<{ id: string }>(
    `with draws as (
       select i, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7, random() r8,
              random() r9, random() r10
       from generate_series(1, $1::int) i
     ), shaped as (
       select d.*,
              case when $13::boolean then 'Published'
                   when r1 < 0.45 then 'Published' when r1 < 0.75 then 'Draft' when r1 < 0.80 then 'ReadyToPublish'
                   when r1 < 0.85 then 'Submitted' when r1 < 0.88 then 'Processing' when r1 < 0.90 then 'Rendering'
                   when r1 < 0.95 then 'Obsoleted' else 'Deleted' end as status,
              now() - (r9 * interval '730 days') as created
       from draws d
     )
     insert into storyboards (customer_id, project_id, title, description, tags, status, published_render_quality, created_at, updated_at)
     select $2,
            case when $13::boolean or (status = 'Published' and r2 < 0.6) then $4::bigint else $3::bigint end,
            left(${pick('$5', 'r3')} || ' ' || ${pick('$6', 'r4')} || ' ' || (2019 + floor(r5 * 8)::int), 50),
            left(${pick('$7', 'r6')} || ' ' || ${pick('$8', 'r7')} || case when r8 < 0.6 then ' ' || ${pick('$9', 'r8 / 0.6')} else '' end, 280),
            array[${pick('$10', 'r10')}]
              || case when r2 < 0.5 then array[${pick('$11', 'r5')}] else '{}'::text[] end
              || case when r4 < 0.4 then array[${pick('$12', 'r6')}] else '{}'::text[] end
              || case when $13::boolean and r7 < 0.25 then array[$14::text] else '{}'::text[] end,
            status,
            case when status <> 'Published' then null when $13::boolean or r2 < 0.6 or r8 < 0.5 then 'High' else 'Low' end,
            created,
            created + r10 * (now() - created)
     from shaped
     returning id`,
    [count, customerId, projects.dev, projects.live, TOPICS, PLACES, OPENINGS, MIDDLES, CLOSINGS, SECTOR_TAGS, REGION_TAGS, EXTRA_TAGS, listed, POPULAR_LISTING_TAG],
  );
  const ids = rows.map((r) => Number(r.id));
  await db.query(
    `insert into shots (storyboard_id, shot_number, title, description, duration_millis, image_asset_id)
     select s.id, n, ($2::text[])[n], ($3::text[])[n], ($4::int[])[n], ($5::text[])[1 + (n - 1) % cardinality($5::text[])]
     from unnest($1::bigint[]) s(id) cross join lateral generate_series(1, 3 + (s.id % 3)::int) n`,
    [ids, SHOTS.map((s) => s[0]), SHOTS.map((s) => s[1]), SHOTS.map((s) => s[2] * 1000), DEFAULT_SHOT_IMAGES],
  );
  return ids;
}

const FIRST_NAMES = ['mia', 'jack', 'olivia', 'noah', 'ava', 'liam', 'zoe', 'leo', 'isla', 'max', 'ruby', 'sam', 'ella', 'finn', 'grace', 'kai'];
const MAIL_DOMAINS = ['fans.test', 'members.test', 'volunteers.test', 'players.test', 'club.test', 'parents.test'];
/** How many distinct end users film for the bench customer. */
const BENCH_END_USERS = 400;

/**
 * Adds `count` library assets to the customer's videos library (migration 012), numbered
 * from `offset` + 1: each a random shot of one of their storyboards, filmed by one of
 * BENCH_END_USERS people over the last two years (one in five without a time, so the day
 * comes from the key), mostly user-generated video shots, some whole films, director's
 * guide clips and stock stills. Keys as the demo seed's (docs/adr/026); no files behind them.
 */
async function insertLibraryAssets(db: Db, customerId: number, offset: number, count: number): Promise<void> {
  if (count <= 0) return;
  await db.query(
    `with sh as (
       select sh.id, sh.storyboard_id, sh.shot_number, sh.title, (row_number() over (order by sh.id))::int as n
       from shots sh join storyboards s on s.id = sh.storyboard_id
       where s.customer_id = $1 and s.status <> 'Deleted'
     ), draws as (
       select $2::int + i as i, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6,
              date_trunc('minute', now() - random() * interval '730 days') as at
       from generate_series(1, $3::int) i
     ), shaped as (
       select d.*, 1 + floor(d.r1 * (select count(*) from sh))::int as n,
              case when d.r4 < 0.08 then 'Flic' when d.r4 < 0.12 then 'ShotExplanation' when d.r4 < 0.16 then 'ShotImage' else 'FlicShot' end as asset_type,
              case when d.r3 < 0.7 then 'Video' when d.r3 < 0.88 then 'Image' else 'Audio' end as media,
              floor(d.r2 * ${BENCH_END_USERS})::int as who
       from draws d
     )
     insert into library_assets (customer_id, asset_id, user_email, storyboard_id, shot_id, project_id, project_code, project_type,
       script_title, shot_number, shot_title, flic_title, flic_shot_number, name, media_type, asset_type, source, tags, filmed_at)
     select $1,
            'protected/library/' || p.code || '/' || to_char(d.at at time zone 'UTC', 'YYYY/MM/DD') || '/bench-' || d.i || '/' || x.file,
            x.first || '.' || d.who || '@' || ($5::text[])[1 + d.who % cardinality($5::text[])],
            s.id, case when d.asset_type = 'Flic' then null else sh.id end, p.id, p.code, p.project_type,
            s.title, case when d.asset_type = 'Flic' then null else sh.shot_number end, case when d.asset_type = 'Flic' then '' else sh.title end,
            case when d.asset_type in ('Flic', 'FlicShot') then initcap(x.first) || '''s ' || s.title else '' end,
            case when d.asset_type = 'FlicShot' then sh.shot_number end,
            x.file, x.media_type, d.asset_type,
            case d.asset_type when 'ShotExplanation' then 'DG' when 'ShotImage' then 'Stock' else 'UGV' end,
            s.tags || case when d.r6 < 0.3 then array[($6::text[])[1 + floor(d.r6 / 0.3 * cardinality($6::text[]))::int]] else '{}'::text[] end,
            case when d.r5 < 0.2 then null else d.at end
     from shaped d
     join sh on sh.n = d.n
     join storyboards s on s.id = sh.storyboard_id
     join projects p on p.id = s.project_id
     cross join lateral (
       select ($4::text[])[1 + d.who % cardinality($4::text[])] as first,
              case when d.asset_type in ('Flic', 'ShotExplanation') then 'Video' when d.asset_type = 'ShotImage' then 'Image' else d.media end as media_type,
              'clip-' || d.i || case when d.asset_type in ('Flic', 'ShotExplanation') or (d.asset_type = 'FlicShot' and d.media = 'Video') then '.mp4'
                                     when d.asset_type = 'ShotImage' or d.media = 'Image' then '.jpg' else '.m4a' end as file
     ) x`,
    [customerId, offset, count, FIRST_NAMES, MAIL_DOMAINS, EXTRA_TAGS],
  );
}

async function main(): Promise<void> {
  const config = loadConfig();
  assertSeedAllowed(config);
  const started = Date.now();
  const db = await createDb(config);
  try {
    await runMigrations(db);
    await runSeed(db, config);
    const customers = customerRepository(db);
    const projectsOf = async (email: string) => {
      const customer = await customers.findByEmail(email);
      if (!customer) throw new Error(`The seed did not create ${email}`);
      const projects = await customers.projectsOf(customer.id);
      const idOf = (type: string): number => Number(projects.find((p) => p.projectType === type)?.id);
      return { id: customer.id, projects: { dev: idOf('Dev'), live: idOf('Live') } };
    };
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin');
    if (!admin) throw new Error('No demo admin');

    const bench = await projectsOf(BENCH_CUSTOMER_EMAIL);
    const market = await projectsOf(admin.email);
    await db.transaction(async (tx) => {
      // One session for the whole load: the random draws follow the seed.
      await tx.query('select setseed(0.42)');
      const { rows: own } = await tx.query<{ n: string }>('select count(*) as n from storyboards where customer_id = $1', [bench.id]);
      await insertStoryboards(tx, bench.id, bench.projects, BENCH_STORYBOARDS - Number(own[0]?.n ?? 0), false);

      const { rows: listed } = await tx.query<{ n: string }>('select count(*) as n from marketplace_listings');
      const ids = await insertStoryboards(tx, market.id, market.projects, BENCH_LISTINGS - Number(listed[0]?.n ?? 0), true);
      await tx.query(
        `insert into marketplace_listings (storyboard_id, author_name, author_description, created_at)
         select s.id, ($2::text[])[1 + (s.id % cardinality($2::text[]))::int],
                'Storyboards for clubs, brands and communities, ready to copy and adapt.', s.updated_at
         from storyboards s where s.id = any($1::bigint[])`,
        [ids, AUTHORS],
      );
    });
    await db.transaction(async (tx) => {
      await tx.query('select setseed(0.24)');
      const { rows: filmed } = await tx.query<{ n: string }>('select count(*) as n from library_assets where customer_id = $1', [bench.id]);
      const have = Number(filmed[0]?.n ?? 0);
      await insertLibraryAssets(tx, bench.id, have, BENCH_LIBRARY_ASSETS - have);
    });
    // Fresh statistics, as autovacuum would gather after a load this size.
    await db.exec('analyze');
    const { rows } = await db.query<{ storyboards: string; shots: string; listings: string; assets: string }>(
      `select (select count(*) from storyboards) as storyboards, (select count(*) from shots) as shots,
              (select count(*) from marketplace_listings) as listings, (select count(*) from library_assets) as assets`,
    );
    const r = rows[0];
    console.log(
      `Bench data: ${r?.storyboards} storyboards, ${r?.shots} shots, ${r?.listings} listings, ${r?.assets} library assets (${Date.now() - started} ms)`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

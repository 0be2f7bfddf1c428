/**
 * The data set of the search bench (`npm run bench`, build-tools/src/bench/search.mjs):
 * migrates and seeds the demo data, then tops one demo customer up to BENCH_STORYBOARDS
 * storyboards and the marketplace up to BENCH_LISTINGS listings, in set-based SQL (a few
 * statements, not a row at a time), with titles, descriptions and tags varied enough that
 * full-text and tag filters do real work. Deterministic (a fixed random seed) and
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
    // Fresh statistics, as autovacuum would gather after a load this size.
    await db.exec('analyze');
    const { rows } = await db.query<{ storyboards: string; shots: string; listings: string }>(
      `select (select count(*) from storyboards) as storyboards, (select count(*) from shots) as shots,
              (select count(*) from marketplace_listings) as listings`,
    );
    const r = rows[0];
    console.log(`Bench data: ${r?.storyboards} storyboards, ${r?.shots} shots, ${r?.listings} listings (${Date.now() - started} ms)`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

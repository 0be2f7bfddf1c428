import type { Db } from '../../../db';
import { DEFAULT_SHOT_IMAGES, STORYBOARD_STATUSES, type ProjectType, type StoryboardStatus } from '../../../contracts';
import type { Seeder } from '../../../seed/seeders';
import { DEMO_ACCOUNTS } from '../../../seed/demo-accounts';
import { customerRepository } from '../customers/customer-repository';
import type { ObjectStorage } from '../storage';
import { coverImages, defaultShotImages, ensureSeedImages } from './seed-images';

/*
 * Demo storyboards: for every demo customer one in each status across both projects, and
 * a marketplace of the admin's Live storyboards (some tagged Popular). Idempotent: a
 * customer who already has storyboards is left as they are, except that a demo storyboard
 * seeded before covers existed gets its cover. Shots carry the default shot images; every
 * storyboard a cover and thumbnail drawn from its title (seed-images.ts), made at seed
 * time and kept in the object storage, so a second seed draws nothing.
 */

export interface DemoStoryboard {
  readonly title: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly status: StoryboardStatus;
  readonly project: ProjectType;
  readonly shots: readonly (readonly [title: string, description: string, seconds: number])[];
}

const S = STORYBOARD_STATUSES;

/** Shot lists reused across the demo storyboards: interview and b-roll, 5 to 30 s each. */
const SHOTS = {
  club: [
    ['Welcome to the club', 'The president greets the camera at the club gates.', 12],
    ['Training night', 'Wide shot of the squad running drills under lights.', 8],
    ['Why I play', 'A player says in one sentence what the club means to them.', 20],
    ['Volunteers at work', 'Canteen, scoreboard, first aid: the people behind the game.', 10],
    ['See you Saturday', 'The team shouts the call to action together.', 6],
  ],
  brand: [
    ['The problem', 'A customer describes the moment things went wrong.', 18],
    ['The product in use', 'Close-ups of hands using the product.', 10],
    ['The result', 'The same customer, smiling, says what changed.', 15],
    ['Logo and offer', 'Logo on screen with the offer read out.', 5],
  ],
  community: [
    ['Meet the organiser', 'The organiser introduces the event in a sentence.', 15],
    ['Setting up', 'Time-lapse of tables, banners and sound going up.', 8],
    ['Voices of the day', 'Three attendees, one sentence each.', 30],
    ['Thank you', 'Wave to camera from the whole crew.', 6],
  ],
} as const;

const CUSTOMER_STORYBOARDS: readonly DemoStoryboard[] = [
  { title: 'Season launch', description: 'Kick off the new season with players, coaches and fans.', tags: ['Sports', 'QLD'], status: S.Published, project: 'Live', shots: SHOTS.club },
  { title: 'Member thank-you', description: 'Members say why they renewed this year.', tags: ['Sports', 'Social'], status: S.Published, project: 'Dev', shots: SHOTS.club },
  { title: 'Product story', description: 'One customer, one problem, one fix: our product in a minute.', tags: ['Brand'], status: S.Draft, project: 'Dev', shots: SHOTS.brand },
  { title: 'Open day', description: 'Film the open day from set-up to the last goodbye.', tags: ['Social', 'Education'], status: S.ReadyToPublish, project: 'Dev', shots: SHOTS.community },
  { title: 'Volunteer week', description: 'Celebrate the people who make the club run.', tags: ['Social'], status: S.Processing, project: 'Dev', shots: SHOTS.community },
  { title: 'Grand final recap', description: 'The big day in the words of the people who were there.', tags: ['Sports', 'VIC'], status: S.Rendering, project: 'Live', shots: SHOTS.club },
  { title: 'Sponsor shout-out', description: 'Thank the sponsors who keep the lights on.', tags: ['Brand', 'Sports'], status: S.Submitted, project: 'Dev', shots: SHOTS.brand },
  { title: 'Last season', description: 'Last year’s season story, kept for the record.', tags: ['Sports'], status: S.Obsoleted, project: 'Dev', shots: SHOTS.club },
];

/** The admin's marketplace: Live, Published, each with a sector tag; every third Popular. */
const MARKETPLACE_TOPICS: readonly [string, string, readonly string[], keyof typeof SHOTS][] = [
  ['Club open day', 'Show families what a day at the club looks like.', ['Sports'], 'club'],
  ['Fundraiser night', 'Turn a fundraiser into a story donors share.', ['Social'], 'community'],
  ['New product launch', 'Launch a product with a customer’s own words.', ['Brand'], 'brand'],
  ['Council community update', 'A plain-words update from the council to residents.', ['Government'], 'community'],
  ['School showcase', 'Students show the project they are proudest of.', ['Education'], 'community'],
  ['Festival highlights', 'The festival’s best moments, told by the crowd.', ['Media & Entertainment'], 'community'],
  ['Agency reel', 'Your agency’s work through your clients’ eyes.', ['Agency'], 'brand'],
  ['Junior clinic', 'Kids’ first training session, start to finish.', ['Sports', 'NSW'], 'club'],
  ['Charity walk', 'Walkers say why they walk.', ['Social', 'WA'], 'community'],
  ['Behind the brand', 'Meet the people who make the product.', ['Brand', 'VIC'], 'brand'],
  ['Road safety message', 'Locals share one road safety habit each.', ['Government', 'ACT'], 'community'],
  ['Graduation day', 'Graduates, families and teachers on the big day.', ['Education', 'SA'], 'community'],
  ['Podcast trailer', 'A trailer for your show in the hosts’ voices.', ['Media & Entertainment'], 'brand'],
  ['Client testimonial', 'A client tells the story of working with you.', ['Agency', 'QLD'], 'brand'],
  ['Women in sport', 'Players and coaches on the growth of the women’s game.', ['Sports', 'NT'], 'club'],
  ['Volunteer drive', 'Recruit volunteers with stories from current ones.', ['Social'], 'community'],
  ['Store opening', 'Opening day at the new store.', ['Brand', 'NSW'], 'brand'],
  ['Public library stories', 'Readers share the book that changed them.', ['Government', 'Education'], 'community'],
  ['Music night', 'The local music night from sound check to encore.', ['Media & Entertainment', 'VIC'], 'community'],
  ['Pitch to camera', 'Founders pitch their idea in thirty seconds.', ['Agency', 'Brand'], 'brand'],
  ['Masters games', 'Athletes over fifty on why they still compete.', ['Sports', 'SA'], 'club'],
  ['Neighbourhood clean-up', 'A street clean-up told by its neighbours.', ['Social', 'Government'], 'community'],
];

const MARKETPLACE: readonly DemoStoryboard[] = MARKETPLACE_TOPICS.map(([title, description, tags, shots], i) => ({
  title,
  description,
  tags: i % 3 === 0 ? [...tags, 'Popular'] : tags,
  status: S.Published,
  project: 'Live',
  shots: SHOTS[shots],
}));

/** The storage keys of a demo storyboard's cover and thumbnail. */
export interface CoverKeys {
  readonly cover: string;
  readonly thumbnail: string;
}

/** Inserts a demo storyboard with its shots (default shot images); answers its id. */
export async function insertStoryboard(db: Db, customerId: number, projectId: number, s: DemoStoryboard, images: CoverKeys): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `insert into storyboards (customer_id, project_id, title, description, tags, status, published_render_quality, landscape_image_asset_id, thumbnail_asset_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [customerId, projectId, s.title, s.description, s.tags, s.status, s.status === S.Published ? 'High' : null, images.cover, images.thumbnail],
  );
  const id = Number(rows[0]?.id);
  for (const [n, [title, description, seconds]] of s.shots.entries()) {
    await db.query(
      `insert into shots (storyboard_id, shot_number, title, description, duration_millis, image_asset_id) values ($1, $2, $3, $4, $5, $6)`,
      [id, n + 1, title, description, seconds * 1000, DEFAULT_SHOT_IMAGES[n % DEFAULT_SHOT_IMAGES.length] ?? null],
    );
  }
  return id;
}

/**
 * Stores the default shot images and every demo storyboard's cover and thumbnail (those
 * not stored yet); answers each title's keys.
 */
async function seedImages(storage: ObjectStorage): Promise<Map<string, CoverKeys>> {
  const covers = new Map([...CUSTOMER_STORYBOARDS, ...MARKETPLACE].map((s) => [s.title, coverImages(s.title)]));
  await ensureSeedImages(storage, [...defaultShotImages(), ...[...covers.values()].flatMap((c) => [c.cover, c.thumbnail])]);
  return new Map([...covers].map(([title, c]) => [title, { cover: c.cover.key, thumbnail: c.thumbnail.key }]));
}

/**
 * The storyboard seeder for src/seed/seeders.ts (after the core customers and projects);
 * its images go to `storage`.
 */
export function seedStoryboards(storage: ObjectStorage): Seeder {
  return async (db) => {
    const images = await seedImages(storage);
    const imagesOf = (title: string): CoverKeys => {
      const keys = images.get(title);
      if (!keys) throw new Error(`No cover for the demo storyboard ${title}`);
      return keys;
    };
    const customers = customerRepository(db);
    for (const account of DEMO_ACCOUNTS) {
      const customer = await customers.findByEmail(account.email);
      if (!customer) continue;
      const admin = account.role === 'admin';
      const { rows } = await db.query('select 1 from storyboards where customer_id = $1 limit 1', [customer.id]);
      if (rows.length > 0) {
        // Seeded before covers existed: the demo titles without a cover get theirs.
        for (const s of admin ? MARKETPLACE : CUSTOMER_STORYBOARDS) {
          const keys = imagesOf(s.title);
          await db.query(
            `update storyboards set landscape_image_asset_id = $3, thumbnail_asset_id = coalesce(thumbnail_asset_id, $4)
             where customer_id = $1 and title = $2 and landscape_image_asset_id is null`,
            [customer.id, s.title, keys.cover, keys.thumbnail],
          );
        }
        continue;
      }
      const projects = await customers.projectsOf(customer.id);
      const projectOf = (type: ProjectType): number => projects.find((p) => p.projectType === type)?.id ?? 0;
      for (const s of admin ? MARKETPLACE : CUSTOMER_STORYBOARDS) {
        const id = await insertStoryboard(db, customer.id, projectOf(s.project), s, imagesOf(s.title));
        if (admin) {
          await db.query('insert into marketplace_listings (storyboard_id, author_name, author_description) values ($1, $2, $3)', [
            id,
            'Story Portal Studio',
            'Storyboards written by the Story Portal team for clubs, brands and communities.',
          ]);
        }
      }
    }
  };
}

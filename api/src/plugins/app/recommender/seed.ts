import type { Db } from '../../../db';
import { ROLES, STORYBOARD_STATUSES } from '../../../contracts';
import type { Seeder } from '../../../seed/seeders';
import { DEMO_ACCOUNTS } from '../../../seed/demo-accounts';
import { customerRepository } from '../customers/customer-repository';
import type { ObjectStorage } from '../storage';
import { insertStoryboard, type DemoStoryboard } from '../storyboards/seed';
import { coverImages, ensureSeedImages } from '../storyboards/seed-images';

/*
 * The recommender's demo marketplace (issue 17): one listed storyboard of the admin's per
 * themed carousel, written in that theme's words (RECOMMENDER_THEMES), so every carousel
 * of the Pro demo customer has storyboards that match it well besides the general
 * marketplace (storyboards/seed.ts). Idempotent: a title the admin already has is left.
 */

type ThemeStoryboard = Omit<DemoStoryboard, 'status' | 'project'>;

export const RECOMMENDER_SEED_STORYBOARDS: readonly ThemeStoryboard[] = [
  {
    title: 'Join the club: first session',
    description: 'Players, kids and volunteers on their first training session: participation from the first day.',
    tags: ['Sports', 'Participation'],
    shots: [['Arriving', 'New members arrive for their first session.', 8], ['First drill', 'Kids join their first training drill.', 10], ['Why I joined', 'A new player says why they joined.', 15]],
  },
  {
    title: 'Product promo in 30 seconds',
    description: 'A marketing video: the product, the offer and the logo, told by a customer.',
    tags: ['Brand', 'Marketing'],
    shots: [['The product', 'Close-up of the product in use.', 8], ['The customer', 'A customer testimonial in one sentence.', 12], ['Offer and logo', 'The launch offer over the logo.', 5]],
  },
  {
    title: 'Our community stories',
    description: 'Locals and neighbours tell the stories of their community, in their own voices.',
    tags: ['Social', 'Community'],
    shots: [['The organiser', 'The organiser of the community event says hello.', 10], ['Neighbours', 'Neighbours share a story each.', 20], ['Together', 'The whole street together.', 6]],
  },
  {
    title: 'Sponsor brand awareness reel',
    description: 'Grow brand awareness and reach: sponsors and fans share why the brand matters.',
    tags: ['Brand', 'Awareness'],
    shots: [['The sponsor', 'The sponsor says why they back the club.', 12], ['Logo moments', 'The logo across the ground.', 6], ['Share it', 'Fans ask friends to share.', 5]],
  },
  {
    title: 'Fundraiser sales drive',
    description: 'Turn the fundraiser into revenue: donors, store sales and the offer that closes it.',
    tags: ['Social', 'Revenue'],
    shots: [['The goal', 'The revenue goal for the fundraiser.', 8], ['Donors', 'Donors say why they give.', 15], ['The offer', 'The store offer for supporters.', 6]],
  },
  {
    title: 'Members renew for another season',
    description: 'Retention: members say why they renewed this year and thank the club for the season.',
    tags: ['Sports', 'Retention'],
    shots: [['Renewal', 'A member renews for the season.', 8], ['Loyalty', 'Long-time members on their loyalty.', 15], ['Thank you', 'The club thanks its members.', 6]],
  },
  {
    title: 'Festival crowd engagement',
    description: 'Fans and volunteers bring the crowd together: engagement from the music night to the festival.',
    tags: ['Media & Entertainment', 'Engagement'],
    shots: [['The crowd', 'Wide shot of the festival crowd.', 8], ['Fans', 'Fans sing together.', 12], ['Volunteers', 'Volunteers keep the night running.', 10]],
  },
  {
    title: 'Charity impact report',
    description: 'The impact of the charity on residents: the council, volunteers and the difference they made.',
    tags: ['Government', 'Impact'],
    shots: [['The difference', 'A resident on the difference the charity made.', 15], ['Volunteer work', 'Volunteers at the clean-up.', 10], ['Council', 'The council on the community impact.', 12]],
  },
  {
    title: 'Member survey results',
    description: 'Data and insights from the member survey: results, feedback and what we measure next.',
    tags: ['Education', 'Insights'],
    shots: [['The survey', 'Members fill in the feedback survey.', 8], ['Results', 'The results in three numbers.', 10], ['Interview', 'An interview on what the data showed.', 15]],
  },
];

/** The recommender seeder for src/seed/seeders.ts (after the storyboards); covers go to `storage`. */
export function seedRecommender(storage: ObjectStorage): Seeder {
  return async (db: Db) => {
    const account = DEMO_ACCOUNTS.find((a) => a.role === ROLES.admin);
    const admin = account ? await customerRepository(db).findByEmail(account.email) : null;
    if (!admin) return;
    const live = (await customerRepository(db).projectsOf(admin.id)).find((p) => p.projectType === 'Live');
    if (!live) return;
    const { rows } = await db.query<{ title: string }>('select title from storyboards where customer_id = $1 and title = any($2::text[])', [
      admin.id,
      RECOMMENDER_SEED_STORYBOARDS.map((s) => s.title),
    ]);
    const missing = RECOMMENDER_SEED_STORYBOARDS.filter((s) => !rows.some((r) => r.title === s.title));
    if (missing.length === 0) return;
    const withCovers = missing.map((s) => ({ s, images: coverImages(s.title) }));
    await ensureSeedImages(storage, withCovers.flatMap(({ images }) => [images.cover, images.thumbnail]));
    for (const { s, images } of withCovers) {
      const keys = { cover: images.cover.key, thumbnail: images.thumbnail.key };
      const id = await insertStoryboard(db, admin.id, live.id, { ...s, status: STORYBOARD_STATUSES.Published, project: 'Live' }, keys);
      await db.query('insert into marketplace_listings (storyboard_id, author_name, author_description) values ($1, $2, $3)', [
        id,
        'Story Portal Studio',
        'Storyboards written by the Story Portal team for clubs, brands and communities.',
      ]);
    }
  };
}

import type { FastifyInstance } from 'fastify';
import type { StoryboardStatus } from '../../src/contracts';
import { customerRepository } from '../../src/plugins/app/customers/customer-repository';

export interface StoryboardFixture {
  readonly title?: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly status?: StoryboardStatus;
  readonly project?: 'Dev' | 'Live';
  readonly quality?: 'High' | 'Low' | null;
  readonly shots?: number;
  /** Shots carry a default image (as new shots do); false leaves them without. */
  readonly shotImages?: boolean;
  readonly fromMarketplace?: boolean;
}

/** The customer id of a seeded demo account. */
export async function customerIdOf(app: FastifyInstance, email: string): Promise<number> {
  const customer = await customerRepository(app.db).findByEmail(email);
  if (!customer) throw new Error(`No customer ${email}`);
  return customer.id;
}

/**
 * A storyboard written straight to the database in the state a test needs (creating one
 * through the api arrives with uploads and Deep Story; the routes under test are the ones
 * that change it).
 */
export async function makeStoryboard(app: FastifyInstance, customerId: number, f: StoryboardFixture = {}): Promise<number> {
  const projects = await customerRepository(app.db).projectsOf(customerId);
  const project = projects.find((p) => p.projectType === (f.project ?? 'Dev'));
  if (!project) throw new Error(`Customer ${customerId} has no ${f.project ?? 'Dev'} project`);
  const { rows } = await app.db.query<{ id: string }>(
    `insert into storyboards (customer_id, project_id, title, description, tags, status, published_render_quality, from_marketplace)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      customerId,
      project.id,
      f.title ?? 'Club day',
      f.description ?? 'A day at the club',
      f.tags ?? ['Sports'],
      f.status ?? 'Draft',
      f.quality === undefined ? 'High' : f.quality,
      f.fromMarketplace ?? false,
    ],
  );
  const id = Number(rows[0]?.id);
  for (let n = 1; n <= (f.shots ?? 0); n++) {
    await app.db.query(`insert into shots (storyboard_id, shot_number, title, duration_millis, image_asset_id) values ($1, $2, $3, 5000, $4)`, [
      id,
      n,
      `Shot ${n}`,
      f.shotImages === false ? null : 'public/defaults/shot-1.png',
    ]);
  }
  return id;
}

/** Lists a storyboard in the marketplace as the list route would; the listing id. */
export async function listDirectly(app: FastifyInstance, storyboardId: number, author = 'Demo Author'): Promise<number> {
  const { rows } = await app.db.query<{ id: string }>(
    `insert into marketplace_listings (storyboard_id, author_name) values ($1, $2) returning id`,
    [storyboardId, author],
  );
  return Number(rows[0]?.id);
}

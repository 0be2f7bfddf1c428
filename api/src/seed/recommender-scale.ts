import type { Db } from '../db';

/**
 * Recommender data at scale (api/test/recommender/scale.test.ts and the recommender bench,
 * build-tools/src/bench/recommender.mjs): for one existing customer, `storyboards` Draft
 * storyboards in their Dev project with 5 shots each, and `videos` filmed videos in their
 * library spread over those storyboards and 50 end users `filmer<n>@scale.test`. Titles,
 * descriptions and tags are drawn from a fixed word list by the row number, so the corpus
 * is the same every run. Plain SQL over generate_series: seconds, not minutes.
 */
export interface RecommenderScale {
  readonly email: string;
  readonly storyboards: number;
  readonly videos: number;
}

const WORDS = [
  'club', 'season', 'players', 'coaches', 'fans', 'volunteers', 'training', 'match', 'final', 'members',
  'brand', 'product', 'launch', 'customer', 'offer', 'sponsor', 'store', 'revenue', 'sales', 'logo',
  'community', 'event', 'festival', 'music', 'council', 'residents', 'charity', 'impact', 'neighbours', 'stories',
  'school', 'students', 'graduation', 'library', 'survey', 'results', 'data', 'insights', 'feedback', 'interview',
  'kids', 'families', 'crowd', 'highlights', 'behind', 'scenes', 'retention', 'renewal', 'engagement', 'awareness',
];
const TAGS = ['Sports', 'Social', 'Brand', 'Government', 'Education', 'Media & Entertainment', 'Agency', 'QLD', 'NSW', 'VIC'];

export async function seedRecommenderScale(db: Db, { email, storyboards, videos }: RecommenderScale): Promise<{ customerId: number }> {
  const { rows } = await db.query<{ id: string | number; project_id: string | number; code: string }>(
    `select c.id, p.id as project_id, p.code from customers c join projects p on p.customer_id = c.id and p.project_type = 'Dev' where c.email = $1`,
    [email],
  );
  const customer = rows[0];
  if (!customer) throw new Error(`No customer ${email} with a Dev project`);
  const words = `(array[${WORDS.map((w) => `'${w}'`).join(', ')}])`;
  const tags = `(array[${TAGS.map((t) => `'${t}'`).join(', ')}])`;
  // word(k): the k-th word of the list, wrapping.
  const word = (k: string) => `${words}[1 + (${k}) % ${WORDS.length}]`;
  const tag = (k: string) => `${tags}[1 + (${k}) % ${TAGS.length}]`;
  await db.exec(`
    begin;
    create temporary table if not exists scale_storyboards (n int, id bigint);
    truncate scale_storyboards;
    with inserted as (
      insert into storyboards (customer_id, project_id, title, description, tags)
        select ${customer.id}, ${customer.project_id},
               initcap(${word('g')}) || ' ' || ${word('g * 7 + 3')} || ' ' || g,
               'A story of ' || ${word('g * 3')} || ', ' || ${word('g * 5 + 1')} || ' and ' || ${word('g * 11 + 2')} || ' for the ' || ${word('g * 13 + 4')} || '.',
               array[${tag('g')}, ${tag('g * 3 + 1')}]
          from generate_series(1, ${storyboards}) g
        returning id, title)
    insert into scale_storyboards (n, id) select split_part(title, ' ', 3)::int, id from inserted;
    insert into shots (storyboard_id, shot_number, title, description)
      select s.id, k, initcap(${word('s.n * k + k')}) || ' shot', 'Film the ' || ${word('s.n + k * 17')} || ' with the ' || ${word('s.n * 2 + k * 5')} || '.'
        from scale_storyboards s cross join generate_series(1, 5) k;
    insert into library_assets (customer_id, asset_id, user_email, storyboard_id, shot_id, project_id, project_code, project_type,
                                script_title, shot_number, shot_title, flic_title, name, media_type, asset_type, source, tags, filmed_at)
      select ${customer.id}, 'protected/library/${customer.code}/2029/01/01/scale' || v || '/clip.mp4', 'filmer' || (v % 50) || '@scale.test',
             s.id, sh.id, ${customer.project_id}, '${customer.code}', 'Dev', st.title, sh.shot_number, sh.title,
             'Film ' || v || ' of ' || st.title, 'clip.mp4', 'Video', 'FlicShot', 'UGV',
             array[${tag('v')}, initcap(${word('v * 7')})], timestamptz '2029-01-01' + v * interval '1 minute'
        from generate_series(1, ${videos}) v
        join scale_storyboards s on s.n = 1 + (v - 1) % ${storyboards}
        join storyboards st on st.id = s.id
        join shots sh on sh.storyboard_id = s.id and sh.shot_number = 1 + v % 5;
    commit;
    analyze;`);
  return { customerId: Number(customer.id) };
}

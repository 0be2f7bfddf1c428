import type { Db } from '../../../db';
import { TEST_RENDER_RESULT_STATUSES, UGV_STATUSES, type TestRender, type TestRenderResultStatus } from '../../../contracts';
import { iso, num } from '../storyboards/search-sql';

/** A test render as stored (test_renders, migration 013). */
export interface RenderRecord extends TestRender {
  readonly customerId: number;
  /** Where the film goes; `assetId` once it is there. */
  readonly outputKey: string;
}

/** One shot of a render as asked for: its place in the film, its video and its length. */
export interface RenderShotRecord {
  readonly position: number;
  readonly shotId: number | null;
  readonly shotNumber: number;
  readonly assetId: string;
  readonly durationMillis: number;
}

/** A UGV shot of a storyboard: what a render fills. */
export interface UgvShot {
  readonly id: number;
  readonly shotNumber: number;
  readonly durationMillis: number;
}

interface Row {
  id: string | number;
  customer_id: string | number;
  storyboard_id: string | number;
  title: string;
  status: TestRenderResultStatus;
  step: string | null;
  error: string | null;
  output_key: string;
  duration_millis: number | null;
  completed_at: Date | string | null;
  created_at: Date | string;
}

const toRecord = (r: Row): RenderRecord => ({
  id: Number(r.id),
  customerId: Number(r.customer_id),
  storyboardId: Number(r.storyboard_id),
  title: r.title,
  status: r.status,
  step: r.step,
  error: r.error,
  outputKey: r.output_key,
  assetId: r.status === TEST_RENDER_RESULT_STATUSES.Complete ? r.output_key : null,
  durationMillis: num(r.duration_millis),
  dateCreated: iso(r.created_at),
  dateCompleted: r.completed_at === null ? null : iso(r.completed_at),
});

/** The render as the api answers it (no owner, no output key before the film exists). */
export function toTestRender(record: RenderRecord): TestRender {
  const { customerId: _customer, outputKey: _key, ...render } = record;
  return render;
}

/** SQL of test renders and their shots; pass a transaction's `tx` to take part in it. */
export function renderRepository(db: Db) {
  return {
    /** The storyboard's UGV shots in their order (001 §4: the shots a render fills). */
    async ugvShotsOf(storyboardId: number): Promise<UgvShot[]> {
      const { rows } = await db.query<{ id: string | number; shot_number: number; duration_millis: number }>(
        'select id, shot_number, duration_millis from shots where storyboard_id = $1 and ugv_status = $2 order by shot_number',
        [storyboardId, UGV_STATUSES.ON],
      );
      return rows.map((r) => ({ id: Number(r.id), shotNumber: r.shot_number, durationMillis: r.duration_millis }));
    },

    /** Records a render (Processing) and its shots; its id. */
    async insert(render: { customerId: number; storyboardId: number; title: string; outputKey: string; step: string }, shots: readonly Omit<RenderShotRecord, 'position'>[]): Promise<number> {
      const { rows } = await db.query<{ id: string }>(
        'insert into test_renders (customer_id, storyboard_id, title, output_key, step) values ($1, $2, $3, $4, $5) returning id',
        [render.customerId, render.storyboardId, render.title, render.outputKey, render.step],
      );
      const id = Number(rows[0]?.id);
      for (const [i, shot] of shots.entries()) {
        await db.query(
          'insert into test_render_shots (render_id, position, shot_id, shot_number, asset_id, duration_millis) values ($1, $2, $3, $4, $5, $6)',
          [id, i + 1, shot.shotId, shot.shotNumber, shot.assetId, shot.durationMillis],
        );
      }
      return id;
    },

    async find(id: number): Promise<RenderRecord | null> {
      const { rows } = await db.query<Row>('select * from test_renders where id = $1', [id]);
      return rows[0] ? toRecord(rows[0]) : null;
    },

    /** The storyboard's newest Complete render. */
    async latestComplete(storyboardId: number): Promise<RenderRecord | null> {
      const { rows } = await db.query<Row>(
        `select * from test_renders where storyboard_id = $1 and status = 'Complete' order by completed_at desc, id desc limit 1`,
        [storyboardId],
      );
      return rows[0] ? toRecord(rows[0]) : null;
    },

    async shotsOf(id: number): Promise<RenderShotRecord[]> {
      const { rows } = await db.query<{ position: number; shot_id: string | number | null; shot_number: number; asset_id: string; duration_millis: number }>(
        'select position, shot_id, shot_number, asset_id, duration_millis from test_render_shots where render_id = $1 order by position',
        [id],
      );
      return rows.map((r) => ({ position: r.position, shotId: num(r.shot_id), shotNumber: r.shot_number, assetId: r.asset_id, durationMillis: r.duration_millis }));
    },

    /** What a Processing render is doing now; false when it is no longer Processing. */
    async step(id: number, step: string): Promise<boolean> {
      const { rows } = await db.query(`update test_renders set step = $2 where id = $1 and status = 'Processing' returning id`, [id, step.slice(0, 200)]);
      return rows.length > 0;
    },

    /** The film is stored and registered: Complete with its length. */
    async complete(id: number, durationMillis: number | null): Promise<boolean> {
      const { rows } = await db.query(
        `update test_renders set status = 'Complete', step = null, error = null, duration_millis = $2, completed_at = now()
         where id = $1 and status = 'Processing' returning id`,
        [id, durationMillis],
      );
      return rows.length > 0;
    },

    async fail(id: number, error: string): Promise<boolean> {
      const { rows } = await db.query(
        `update test_renders set status = 'Failed', step = null, error = $2, completed_at = now() where id = $1 and status = 'Processing' returning id`,
        [id, error.slice(0, 2000)],
      );
      return rows.length > 0;
    },
  };
}

export type RenderRepository = ReturnType<typeof renderRepository>;

import type { Db } from '../../../db';
import { AI_STATUS, type AiStatus } from '../../../contracts';

/*
 * SQL of Deep Story's image regenerations (002 §4, migration 015), part of aiRepository.
 * Like the storyboards' statuses, each change is conditional on the state it expects, so a
 * job that runs twice, or late, changes nothing it should not.
 */

/** An image regeneration (002 §4) as stored. */
export interface AiRegenerationRow {
  readonly id: number;
  readonly storyboardId: number;
  readonly customerId: number;
  readonly shotId: string;
  readonly shotNumber: number;
  readonly prompt: string;
  readonly status: AiStatus;
  readonly imageKey: string | null;
  readonly errorCode: string | null;
  readonly errorMessage: string | null;
}

interface RegenerationSqlRow {
  id: string | number;
  storyboard_id: string | number;
  customer_id: string | number;
  shot_id: string;
  shot_number: number;
  prompt: string;
  status: number;
  image_key: string | null;
  error_code: string | null;
  error_message: string | null;
}

const toRegeneration = (r: RegenerationSqlRow): AiRegenerationRow => ({
  id: Number(r.id),
  storyboardId: Number(r.storyboard_id),
  customerId: Number(r.customer_id),
  shotId: r.shot_id,
  shotNumber: r.shot_number,
  prompt: r.prompt,
  status: r.status as AiStatus,
  imageKey: r.image_key,
  errorCode: r.error_code,
  errorMessage: r.error_message,
});

export function aiRegenerations(db: Db) {
  /** Runs an update that says `returning id`: whether it changed a row. */
  const changed = async (sql: string, params: readonly unknown[]): Promise<boolean> => (await db.query(sql, params)).rows.length > 0;

  return {
    async insertRegeneration(r: { storyboardId: number; customerId: number; shotId: string; shotNumber: number; prompt: string }): Promise<number> {
      const { rows } = await db.query<{ id: string }>(
        `insert into ai_image_regenerations (storyboard_id, customer_id, shot_id, shot_number, prompt, status) values ($1, $2, $3, $4, $5, ${AI_STATUS.Queued}) returning id`,
        [r.storyboardId, r.customerId, r.shotId, r.shotNumber, r.prompt],
      );
      return Number(rows[0]?.id);
    },

    async findRegeneration(id: number): Promise<AiRegenerationRow | null> {
      const { rows } = await db.query<RegenerationSqlRow>('select * from ai_image_regenerations where id = $1', [id]);
      return rows[0] ? toRegeneration(rows[0]) : null;
    },

    /** Queued or processing: now processing (2); false otherwise. */
    async startRegeneration(id: number): Promise<boolean> {
      return changed(
        `update ai_image_regenerations set status = ${AI_STATUS.Processing} where id = $1 and status in (${AI_STATUS.Queued}, ${AI_STATUS.Processing}) returning id`,
        [id],
      );
    },

    /** Done (3) with the new image's key; false when it was not processing. */
    async completeRegeneration(id: number, imageKey: string): Promise<boolean> {
      return changed(
        `update ai_image_regenerations set status = ${AI_STATUS.Done}, image_key = $2, error_code = null, error_message = null
         where id = $1 and status = ${AI_STATUS.Processing} returning id`,
        [id, imageKey],
      );
    },

    async failRegeneration(id: number, code: string, message: string): Promise<boolean> {
      return changed(
        `update ai_image_regenerations set status = ${AI_STATUS.Failed}, error_code = $2, error_message = $3
         where id = $1 and status in (${AI_STATUS.Queued}, ${AI_STATUS.Processing}) returning id`,
        [id, code, message],
      );
    },

    /** The picture of the shot's latest finished regeneration, or null. */
    async latestRegeneratedImage(storyboardId: number, shotId: string): Promise<string | null> {
      const { rows } = await db.query<{ image_key: string }>(
        `select image_key from ai_image_regenerations where storyboard_id = $1 and shot_id = $2 and status = ${AI_STATUS.Done} and image_key is not null order by id desc limit 1`,
        [storyboardId, shotId],
      );
      return rows[0]?.image_key ?? null;
    },

    /** Whether a later regeneration of the same shot was asked for (its image wins). */
    async hasNewerRegeneration(r: Pick<AiRegenerationRow, 'id' | 'storyboardId' | 'shotId'>): Promise<boolean> {
      return changed(
        'select 1 from ai_image_regenerations where storyboard_id = $1 and shot_id = $2 and id > $3 limit 1',
        [r.storyboardId, r.shotId, r.id],
      );
    },
  };
}

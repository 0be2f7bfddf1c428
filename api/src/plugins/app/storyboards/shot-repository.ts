import type { Db } from '../../../db';
import type { CreateShot, PutScriptAsset, UpdateShot } from '../../../contracts';

/** SQL of a storyboard's shots (numbered 1..n) and its script assets (001 §3, §4). */
export function shotRepository(db: Db) {
  /** Shots in order, renumbered 1..n (after a delete or a move). */
  async function renumber(storyboardId: number): Promise<void> {
    await db.query(
      `update shots s set shot_number = o.n
       from (select id, row_number() over (order by shot_number, id) as n from shots where storyboard_id = $1) o
       where s.id = o.id and s.shot_number <> o.n`,
      [storyboardId],
    );
  }

  return {
    async shotOf(storyboardId: number, shotId: number): Promise<{ id: number; shotType: string } | null> {
      const { rows } = await db.query<{ id: string; shot_type: string }>(
        'select id, shot_type from shots where id = $1 and storyboard_id = $2',
        [shotId, storyboardId],
      );
      return rows[0] ? { id: Number(rows[0].id), shotType: rows[0].shot_type } : null;
    },

    /** Inserts a shot at `shotNumber` (the end by default), moving the later ones down. */
    async createShot(storyboardId: number, shot: CreateShot & { imageAssetId: string | null }): Promise<number> {
      const { rows: last } = await db.query<{ n: string | null }>('select max(shot_number) as n from shots where storyboard_id = $1', [
        storyboardId,
      ]);
      const end = Number(last[0]?.n ?? 0) + 1;
      const at = Math.min(shot.shotNumber ?? end, end);
      await db.query('update shots set shot_number = shot_number + 1 where storyboard_id = $1 and shot_number >= $2', [storyboardId, at]);
      const { rows } = await db.query<{ id: string }>(
        `insert into shots (storyboard_id, shot_number, title, description, duration_millis, asset_id, image_asset_id, shot_type, ugv_status)
         values ($1, $2, $3, $4, coalesce($5, 5000), $6, $7, coalesce($8, 'VideoAudio'), coalesce($9, 'ON')) returning id`,
        [storyboardId, at, shot.title, shot.description, shot.durationMillis ?? null, shot.assetId ?? null, shot.imageAssetId, shot.shotType ?? null, shot.ugvStatus ?? null],
      );
      await renumber(storyboardId);
      return Number(rows[0]?.id);
    },

    /** Changes the fields sent; a new shot number moves the shot there and renumbers the rest. */
    async updateShot(storyboardId: number, shotId: number, shot: UpdateShot): Promise<void> {
      const set: string[] = [];
      const params: unknown[] = [shotId];
      const column = (name: string, value: unknown): void => {
        if (value === undefined) return;
        params.push(value);
        set.push(`${name} = $${params.length}`);
      };
      column('title', shot.title);
      column('description', shot.description);
      column('duration_millis', shot.durationMillis);
      column('asset_id', shot.assetId);
      column('image_asset_id', shot.imageAssetId);
      column('explanation_asset_id', shot.explanationAssetId);
      column('shot_type', shot.shotType);
      column('ugv_status', shot.ugvStatus);
      if (set.length) await db.query(`update shots set ${set.join(', ')} where id = $1`, params);
      if (shot.shotNumber !== undefined) {
        const { rows } = await db.query<{ shot_number: number }>('select shot_number from shots where id = $1', [shotId]);
        const from = Number(rows[0]?.shot_number);
        const { rows: count } = await db.query<{ n: string }>('select count(*) as n from shots where storyboard_id = $1', [storyboardId]);
        const to = Math.min(shot.shotNumber, Number(count[0]?.n ?? 1));
        if (to !== from) {
          // Shift the shots between the two places by one, then put this one in the gap.
          if (to < from) {
            await db.query(
              'update shots set shot_number = shot_number + 1 where storyboard_id = $1 and shot_number >= $2 and shot_number < $3',
              [storyboardId, to, from],
            );
          } else {
            await db.query(
              'update shots set shot_number = shot_number - 1 where storyboard_id = $1 and shot_number > $2 and shot_number <= $3',
              [storyboardId, from, to],
            );
          }
          await db.query('update shots set shot_number = $2 where id = $1', [shotId, to]);
        }
      }
    },

    async deleteShot(storyboardId: number, shotId: number): Promise<void> {
      await db.query('delete from shots where id = $1 and storyboard_id = $2', [shotId, storyboardId]);
      await renumber(storyboardId);
    },

    async putAsset(storyboardId: number, asset: PutScriptAsset): Promise<void> {
      await db.query(
        `insert into script_assets (storyboard_id, asset_id, shot_id, media_type, original_file_name, duration_millis)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (storyboard_id, asset_id) do update set
           shot_id = excluded.shot_id, media_type = excluded.media_type,
           original_file_name = coalesce(excluded.original_file_name, script_assets.original_file_name),
           duration_millis = coalesce(excluded.duration_millis, script_assets.duration_millis)`,
        [storyboardId, asset.assetId, asset.shotId ?? null, asset.mediaType, asset.originalFileName ?? null, asset.durationMillis ?? null],
      );
    },

    async isShotOf(storyboardId: number, shotId: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from shots where id = $1 and storyboard_id = $2', [shotId, storyboardId]);
      return rows.length > 0;
    },

  };
}

export type ShotRepository = ReturnType<typeof shotRepository>;

import type { Db } from '../../../db';
import { num } from './search-sql';

export type CopyKind = 'clone' | 'listing-copy';

export interface CopyRequest {
  readonly id: number;
  readonly kind: CopyKind;
  readonly requestedBy: number;
  readonly sourceStoryboardId: number | null;
  readonly targetCustomerId: number;
  readonly title: string;
  readonly status: 'Pending' | 'Completed' | 'Failed';
  readonly resultStoryboardId: number | null;
  readonly error: string | null;
}

/** Clone and listing-copy requests, and the copy itself (001 §4). */
export function copyRequestRepository(db: Db) {
  return {
    async insert(r: { kind: CopyKind; requestedBy: number; sourceStoryboardId: number; listingId: number | null; targetCustomerId: number; title: string }): Promise<number> {
      const { rows } = await db.query<{ id: string }>(
        `insert into storyboard_copy_requests (kind, requested_by, source_storyboard_id, listing_id, target_customer_id, title)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [r.kind, r.requestedBy, r.sourceStoryboardId, r.listingId, r.targetCustomerId, r.title],
      );
      return Number(rows[0]?.id);
    },

    async find(id: number, opts: { lock?: boolean } = {}): Promise<CopyRequest | null> {
      const { rows } = await db.query<Record<string, unknown>>(
        `select * from storyboard_copy_requests where id = $1${opts.lock ? ' for update' : ''}`,
        [id],
      );
      const r = rows[0];
      if (!r) return null;
      return {
        id: Number(r.id),
        kind: r.kind as CopyKind,
        requestedBy: Number(r.requested_by),
        sourceStoryboardId: num(r.source_storyboard_id as string | null),
        targetCustomerId: Number(r.target_customer_id),
        title: String(r.title),
        status: r.status as CopyRequest['status'],
        resultStoryboardId: num(r.result_storyboard_id as string | null),
        error: r.error === null ? null : String(r.error),
      };
    },

    async finish(id: number, outcome: { storyboardId: number } | { error: string }): Promise<void> {
      await db.query(
        `update storyboard_copy_requests set status = $2, result_storyboard_id = $3, error = $4 where id = $1`,
        'storyboardId' in outcome ? [id, 'Completed', outcome.storyboardId, null] : [id, 'Failed', null, outcome.error],
      );
    },

    /**
     * Copies a storyboard, its shots and its assets into the target customer's Dev project as
     * a Draft with the new title; the copy remembers its original and whether it came from
     * another customer's marketplace listing. Answers the new storyboard's id.
     */
    async copy(sourceId: number, targetCustomerId: number, devProjectId: number, title: string, fromMarketplace: boolean): Promise<number> {
      const { rows } = await db.query<{ id: string }>(
        `insert into storyboards (customer_id, project_id, title, description, tags, status, shooting_mode, explanation_asset_id,
           landscape_image_asset_id, portrait_image_asset_id, thumbnail_asset_id, storyboard_type, ai_search, denoising_mode,
           auto_adjustment_mode, mlt_asset_id, original_mlt_asset_id, mlt_script_asset_id, original_script_id, from_marketplace)
         select $2, $3, $4, description, tags, 'Draft', shooting_mode, explanation_asset_id, landscape_image_asset_id,
           portrait_image_asset_id, thumbnail_asset_id, storyboard_type, ai_search, denoising_mode, auto_adjustment_mode,
           mlt_asset_id, original_mlt_asset_id, mlt_script_asset_id, id, $5
         from storyboards where id = $1 returning id`,
        [sourceId, targetCustomerId, devProjectId, title, fromMarketplace],
      );
      const copyId = Number(rows[0]?.id);
      await db.query(
        `insert into shots (storyboard_id, shot_number, title, description, duration_millis, script_token, image_asset_id,
           explanation_asset_id, original_file_name, shot_type, ugv_status, asset_id)
         select $2, shot_number, title, description, duration_millis, script_token, image_asset_id, explanation_asset_id,
           original_file_name, shot_type, ugv_status, asset_id
         from shots where storyboard_id = $1`,
        [sourceId, copyId],
      );
      // Assets follow their shots: the copy's shot with the same number.
      await db.query(
        `insert into script_assets (storyboard_id, asset_id, shot_id, media_type, original_file_name, duration_millis)
         select $2, a.asset_id, ns.id, a.media_type, a.original_file_name, a.duration_millis
         from script_assets a
         left join shots os on os.id = a.shot_id
         left join shots ns on ns.storyboard_id = $2 and ns.shot_number = os.shot_number
         where a.storyboard_id = $1`,
        [sourceId, copyId],
      );
      return copyId;
    },
  };
}

import type { Db } from '../../../db';
import { ASSET_DOWNLOAD_STATUSES, type AssetDownloadStatus, type DownloadNaming, type AssetHit } from '../../../contracts';
import { iso, num } from '../storyboards/search-sql';

/** A library asset as a download names it: the asset search row's fields, its owner and its subtitle. */
export interface DownloadableAsset extends DownloadNaming {
  readonly customerId: number;
  readonly subtitleAssetId: string | null;
}

/** One file of a download as it was asked for: the asset, its entry name, and its subtitle's. */
export interface DownloadItem {
  readonly position: number;
  readonly assetId: string;
  readonly entryName: string;
  readonly subtitleAssetId: string | null;
  readonly subtitleEntryName: string | null;
}

/** An asset download as stored (asset_downloads, migration 014). */
export interface DownloadRecord {
  readonly id: number;
  readonly customerId: number;
  readonly status: AssetDownloadStatus;
  readonly zipKey: string;
  readonly warnings: readonly string[];
  readonly error: string | null;
  readonly zipSize: number | null;
  readonly assetCount: number;
  readonly createdAt: string;
}

interface Row {
  id: string | number;
  customer_id: string | number;
  status: AssetDownloadStatus;
  zip_key: string;
  warnings: string[];
  error: string | null;
  zip_size: string | number | null;
  asset_count: string | number;
  created_at: Date | string;
}

const toRecord = (r: Row): DownloadRecord => ({
  id: Number(r.id),
  customerId: Number(r.customer_id),
  status: r.status,
  zipKey: r.zip_key,
  warnings: r.warnings,
  error: r.error,
  zipSize: num(r.zip_size),
  assetCount: Number(r.asset_count),
  createdAt: iso(r.created_at),
});

const SELECT = `select d.id, d.customer_id, d.status, d.zip_key, d.warnings, d.error, d.zip_size, d.created_at,
  (select count(*) from asset_download_items i where i.download_id = d.id) as asset_count from asset_downloads d`;

/** SQL of asset downloads and their items; pass a transaction's `tx` to take part in it. */
export function assetDownloadRepository(db: Db) {
  return {
    /** The library assets under these keys (any customer's: the caller checks whose), with what names them. */
    async libraryAssets(assetIds: readonly string[]): Promise<Map<string, DownloadableAsset>> {
      const { rows } = await db.query<{
        asset_id: string;
        customer_id: string | number;
        asset_date: Date | string;
        project_id: string | number;
        project_code: string;
        project_type: AssetHit['project']['projectType'];
        user_email: string;
        flic_title: string;
        script_title: string;
        shot_number: number | null;
        name: string;
        asset_type: AssetHit['assetType'];
        subtitle_asset_id: string | null;
      }>(
        `select asset_id, customer_id, asset_date, project_id, project_code, project_type, user_email, flic_title, script_title,
           shot_number, name, asset_type, subtitle_asset_id
         from library_assets where asset_id = any($1::text[])`,
        [assetIds],
      );
      return new Map(
        rows.map((r) => [
          r.asset_id,
          {
            assetId: r.asset_id,
            customerId: Number(r.customer_id),
            date: iso(r.asset_date),
            project: { id: Number(r.project_id), code: r.project_code, projectType: r.project_type },
            userEmail: r.user_email,
            flicTitle: r.flic_title,
            scriptTitle: r.script_title,
            shotNumber: r.shot_number,
            name: r.name,
            assetType: r.asset_type,
            subtitleAssetId: r.subtitle_asset_id,
          },
        ]),
      );
    },

    /** Records a download (Pending) asked for at `createdAt` (the app's clock, which the cleanup reads) and its items in their order; its id. */
    async insert(download: { customerId: number; zipKey: string; createdAt: Date }, items: readonly Omit<DownloadItem, 'position'>[]): Promise<number> {
      const { rows } = await db.query<{ id: string }>('insert into asset_downloads (customer_id, zip_key, created_at) values ($1, $2, $3) returning id', [
        download.customerId,
        download.zipKey,
        download.createdAt.toISOString(),
      ]);
      const id = Number(rows[0]?.id);
      await db.query(
        `insert into asset_download_items (download_id, position, asset_id, entry_name, subtitle_asset_id, subtitle_entry_name)
         select $1, n.position, n.asset_id, n.entry_name, n.subtitle_asset_id, n.subtitle_entry_name
         from jsonb_to_recordset($2::jsonb) as n(position integer, asset_id text, entry_name text, subtitle_asset_id text, subtitle_entry_name text)`,
        [
          id,
          JSON.stringify(
            items.map((item, i) => ({
              position: i + 1,
              asset_id: item.assetId,
              entry_name: item.entryName,
              subtitle_asset_id: item.subtitleAssetId,
              subtitle_entry_name: item.subtitleEntryName,
            })),
          ),
        ],
      );
      return id;
    },

    async find(id: number): Promise<DownloadRecord | null> {
      const { rows } = await db.query<Row>(`${SELECT} where d.id = $1`, [id]);
      return rows[0] ? toRecord(rows[0]) : null;
    },

    async itemsOf(id: number): Promise<DownloadItem[]> {
      const { rows } = await db.query<{ position: number; asset_id: string; entry_name: string; subtitle_asset_id: string | null; subtitle_entry_name: string | null }>(
        'select position, asset_id, entry_name, subtitle_asset_id, subtitle_entry_name from asset_download_items where download_id = $1 order by position',
        [id],
      );
      return rows.map((r) => ({
        position: r.position,
        assetId: r.asset_id,
        entryName: r.entry_name,
        subtitleAssetId: r.subtitle_asset_id,
        subtitleEntryName: r.subtitle_entry_name,
      }));
    },

    /** Pending (or Packing again, a try after a crash) becomes Packing; false when it is no longer either (gone, finished). */
    async startPacking(id: number): Promise<boolean> {
      const { rows } = await db.query(`update asset_downloads set status = $2 where id = $1 and status in ($2, $3) returning id`, [
        id,
        ASSET_DOWNLOAD_STATUSES.Packing,
        ASSET_DOWNLOAD_STATUSES.Pending,
      ]);
      return rows.length > 0;
    },

    /** Packing becomes Ready with the zip's size and the warnings; false when it was not Packing (removed meanwhile). */
    async ready(id: number, zipSize: number, warnings: readonly string[]): Promise<boolean> {
      const { rows } = await db.query(
        `update asset_downloads set status = $2, zip_size = $3, warnings = $4::text[], finished_at = now() where id = $1 and status = $5 returning id`,
        [id, ASSET_DOWNLOAD_STATUSES.Ready, zipSize, warnings, ASSET_DOWNLOAD_STATUSES.Packing],
      );
      return rows.length > 0;
    },

    /** Pending or Packing becomes Failed with why. */
    async fail(id: number, error: string, warnings: readonly string[]): Promise<void> {
      await db.query(`update asset_downloads set status = $2, error = $3, warnings = $4::text[], finished_at = now() where id = $1 and status in ($5, $6)`, [
        id,
        ASSET_DOWNLOAD_STATUSES.Failed,
        error,
        warnings,
        ASSET_DOWNLOAD_STATUSES.Pending,
        ASSET_DOWNLOAD_STATUSES.Packing,
      ]);
    },

    /** Up to `limit` downloads asked for before `before`, the oldest first: what the cleanup removes. */
    async createdBefore(before: Date, limit: number): Promise<{ id: number; zipKey: string }[]> {
      const { rows } = await db.query<{ id: string | number; zip_key: string }>(
        'select id, zip_key from asset_downloads where created_at < $1 order by created_at, id limit $2',
        [before.toISOString(), limit],
      );
      return rows.map((r) => ({ id: Number(r.id), zipKey: r.zip_key }));
    },

    /** When the oldest download still kept was asked for, or null when none is. */
    async oldestCreatedAt(): Promise<Date | null> {
      const { rows } = await db.query<{ created_at: Date | string }>('select created_at from asset_downloads order by created_at, id limit 1');
      return rows[0] ? new Date(rows[0].created_at) : null;
    },

    /** Removes a download and its items. */
    async remove(id: number): Promise<void> {
      await db.query('delete from asset_downloads where id = $1', [id]);
    },
  };
}

export type AssetDownloadRepository = ReturnType<typeof assetDownloadRepository>;

import type { Db } from '../../../db';
import type { CreateReusableAsset, ReusableAsset, ReusableAssetMediaType, ReusableAssetSearchQuery, UpdateReusableAsset } from '../../../contracts';
import { iso, textAndTags, type Page } from '../storyboards/search-sql';

interface AssetRow {
  id: string | number;
  customer_id: string | number;
  asset_id: string;
  remote_asset_id: string | null;
  name: string;
  description: string;
  media_type: ReusableAssetMediaType;
  tags: string[];
  created_at: Date | string;
  updated_at: Date | string;
  total?: string | number;
}

const COLUMNS = 's.id, s.customer_id, s.asset_id, s.remote_asset_id, s.name, s.description, s.media_type, s.tags, s.created_at, s.updated_at';

const toAsset = (r: AssetRow): ReusableAsset => ({
  id: Number(r.id),
  reusableAssetId: Number(r.id),
  assetId: r.asset_id,
  remoteAssetId: r.remote_asset_id,
  name: r.name,
  description: r.description,
  mediaType: r.media_type,
  tags: r.tags,
  customerId: Number(r.customer_id),
  dateCreated: iso(r.created_at),
  lastUpdated: iso(r.updated_at),
});

/** The customer a reusable asset would belong to, and the identity their private keys carry. */
export interface AssetOwner {
  readonly customerId: number;
  /** The `sub` of the customer's identity user (same e-mail), or null when there is none. */
  readonly identity: string | null;
}

/** SQL of reusable assets; pass a transaction's `tx` to take part in it. */
export function reusableAssetRepository(db: Db) {
  return {
    async ownerOf(customerId: number): Promise<AssetOwner | null> {
      const { rows } = await db.query<{ id: string | number; sub: string | null }>(
        `select c.id, u.sub::text as sub from customers c left join identity_users u on u.email = c.email where c.id = $1`,
        [customerId],
      );
      const row = rows[0];
      return row ? { customerId: Number(row.id), identity: row.sub } : null;
    },

    async insert(customerId: number, body: CreateReusableAsset): Promise<ReusableAsset> {
      const { rows } = await db.query<AssetRow>(
        `insert into reusable_assets as s (customer_id, asset_id, remote_asset_id, name, description, media_type, tags)
         values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
        [customerId, body.assetId, body.remoteAssetId ?? null, body.name, body.description, body.mediaType, body.tags],
      );
      return toAsset(rows[0] as AssetRow);
    },

    async hasAny(customerId: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from reusable_assets where customer_id = $1 limit 1', [customerId]);
      return rows.length > 0;
    },

    /** The customer's asset, or null (another customer's looks unknown). */
    async find(customerId: number, id: number): Promise<ReusableAsset | null> {
      const { rows } = await db.query<AssetRow>(`select ${COLUMNS} from reusable_assets s where s.id = $1 and s.customer_id = $2`, [id, customerId]);
      return rows[0] ? toAsset(rows[0]) : null;
    },

    /** Changes the fields given; null when the customer has no such asset. */
    async update(customerId: number, id: number, body: UpdateReusableAsset): Promise<ReusableAsset | null> {
      const { rows } = await db.query<AssetRow>(
        `update reusable_assets as s set
           name = coalesce($3, s.name),
           description = coalesce($4, s.description),
           tags = coalesce($5::text[], s.tags)
         where s.id = $1 and s.customer_id = $2
         returning ${COLUMNS}`,
        [id, customerId, body.name ?? null, body.description ?? null, body.tags ?? null],
      );
      return rows[0] ? toAsset(rows[0]) : null;
    },

    /** Deletes the row; false when the customer had no such asset (already deleted included). */
    async delete(customerId: number, id: number): Promise<boolean> {
      const { rows } = await db.query('delete from reusable_assets where id = $1 and customer_id = $2 returning id', [id, customerId]);
      return rows.length > 0;
    },

    /**
     * GET /search/reusable-assets: one customer's assets, or every customer's when
     * `customerId` is null (admins). Best match first when there are words, else newest.
     */
    async search(customerId: number | null, q: ReusableAssetSearchQuery): Promise<Page<ReusableAsset>> {
      const params: unknown[] = [];
      const where: string[] = [];
      if (customerId !== null) {
        params.push(customerId);
        where.push(`s.customer_id = $${params.length}`);
      }
      const tsqAt = params.length + 1;
      const tsq = textAndTags(q, params, where);
      if (q.reusableAssetId) {
        params.push(q.reusableAssetId);
        where.push(`s.id = $${params.length}`);
      }
      const filter = where.length ? `where ${where.join(' and ')}` : '';
      const order = tsq ? `ts_rank(s.search, to_tsquery('simple', $${tsqAt})) desc, s.id desc` : 's.id desc';
      params.push(q.size, q.from);
      const { rows } = await db.query<AssetRow>(
        `select ${COLUMNS}, count(*) over () as total from reusable_assets s ${filter}
         order by ${order} limit $${params.length - 1} offset $${params.length}`,
        params,
      );
      if (rows[0] || q.from === 0) return { hits: rows.map(toAsset), total: rows[0] ? Number(rows[0].total) : 0 };
      // Past the end: no row carries the window count.
      const { rows: count } = await db.query<{ n: string | number }>(`select count(*) as n from reusable_assets s ${filter}`, params.slice(0, -2));
      return { hits: [], total: Number(count[0]?.n ?? 0) };
    },
  };
}

export type ReusableAssetRepository = ReturnType<typeof reusableAssetRepository>;

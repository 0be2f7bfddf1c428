import type { Db } from '../../../db';
import {
  ASSET_SEARCH_EXACT_TOTAL_UP_TO,
  assetDateRange,
  assetTypesOf,
  type AssetHit,
  type AssetSearchQuery,
  type AssetSortKey,
  type ProjectType,
  type RegisteredMediaType,
  type MediaProcessingStatus,
} from '../../../contracts';
import { iso, num, prefixQuery, queryWords, type Page } from '../storyboards/search-sql';

/*
 * GET /search/assets over library_assets (migration 012), a page at a time. The page is
 * left to the planner, which knows from the statistics how many rows a filter keeps: a
 * common one walks the index of the sort key within the customer and stops after the page,
 * a rare one reads its matches through the word, tag or storyboard index and sorts them.
 * The total of a search without words, tags, titles, storyboard or shot (any of the
 * enumerated filters) is summed from library_asset_counts; any other is counted.
 * A column's text filter matches the words of that column only: the titles through their
 * weight in the search vector (A storyboard, B film, C shot), the e-mail through its
 * `u|`-tagged words.
 */

/** The column of each sort key (the date is the tie-break of every one). */
const SORT_COLUMNS: Readonly<Record<AssetSortKey, string | null>> = {
  date: null,
  userEmail: 'user_email',
  projectType: 'project_type',
  flicTitle: 'flic_title',
  scriptTitle: 'script_title',
  shotNumber: 'shot_number',
  shotTitle: 'shot_title',
  assetType: 'asset_type',
};

/** The tsquery text of a column filter: every word starts a word of that column. */
const FIELD_QUERIES: Readonly<Record<'userEmail' | 'flicTitle' | 'scriptTitle' | 'shotTitle', (words: readonly string[]) => string>> = {
  scriptTitle: (words) => words.map((w) => `${w}:*A`).join(' & '),
  flicTitle: (words) => words.map((w) => `${w}:*B`).join(' & '),
  shotTitle: (words) => words.map((w) => `${w}:*C`).join(' & '),
  // Letters and digits only, so quoting is safe; cast, not parsed: `|` would split a word.
  userEmail: (words) => words.map((w) => `'u|${w}':*`).join(' & '),
};

interface HitRow {
  id: string | number;
  customer_id: string | number;
  asset_id: string;
  asset_date: Date | string;
  user_email: string;
  project_id: string | number;
  project_code: string;
  project_type: ProjectType;
  flic_title: string;
  storyboard_id: string | number | null;
  script_title: string;
  shot_id: string | number | null;
  shot_number: number | null;
  flic_shot_number: number | null;
  shot_title: string;
  name: string;
  asset_type: AssetHit['assetType'];
  media_type: RegisteredMediaType;
  source: AssetHit['source'];
  subtitle_asset_id: string | null;
  tags: string[];
  status: MediaProcessingStatus | null;
  duration_millis: number | null;
  thumbnail_key: string | null;
  stream_key: string | null;
  total: string | number;
}

const HIT_COLUMNS = `l.id, l.customer_id, l.asset_id, l.asset_date, l.user_email, l.project_id, l.project_code, l.project_type,
  l.flic_title, l.storyboard_id, l.script_title, l.shot_id, l.shot_number, l.flic_shot_number, l.shot_title, l.name,
  l.asset_type, l.media_type, l.source, l.subtitle_asset_id, l.tags,
  ma.status, ma.duration_millis, ma.thumbnail_key, ma.stream_key`;

const toHit = (r: HitRow): AssetHit => ({
  id: Number(r.id),
  assetId: r.asset_id,
  customerId: Number(r.customer_id),
  date: iso(r.asset_date),
  userEmail: r.user_email,
  project: { id: Number(r.project_id), code: r.project_code, projectType: r.project_type },
  flicTitle: r.flic_title,
  scriptId: num(r.storyboard_id),
  scriptTitle: r.script_title,
  shotId: num(r.shot_id),
  shotNumber: num(r.shot_number),
  flicShotNumber: num(r.flic_shot_number),
  shotTitle: r.shot_title,
  name: r.name,
  assetType: r.asset_type,
  mediaType: r.media_type,
  source: r.source,
  subtitleAssetId: r.subtitle_asset_id,
  tags: r.tags,
  status: r.status,
  durationMillis: num(r.duration_millis),
  thumbnailAssetId: r.thumbnail_key,
  streamAssetId: r.stream_key,
});

/** The WHERE of a search: on library_assets (`l.`) and, for a broad one, the same on library_asset_counts (`c.`). */
interface Filters {
  readonly params: unknown[];
  readonly rows: string[];
  readonly counts: string[];
  /** A filter that only the rows themselves can answer (words, tags, titles, storyboard, shot). */
  readonly narrowed: boolean;
}

function filtersOf(customerId: number | null, q: AssetSearchQuery): Filters {
  const params: unknown[] = [];
  const rows: string[] = [];
  const counts: string[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  /** An equality on a column library_asset_counts has too. */
  const both = (column: string, value: unknown, op = '='): void => {
    const p = param(value);
    rows.push(`l.${column} ${op} ${p}`);
    counts.push(`c.${column} ${op} ${p}`);
  };
  if (customerId !== null) both('customer_id', customerId);
  if (q.projectType) both('project_type', q.projectType);
  if (q.mediaType) both('media_type', q.mediaType);
  if (q.source) both('source', q.source);
  if (q.assetType) {
    const p = param([...assetTypesOf(q.assetType)]);
    rows.push(`l.asset_type = any(${p}::text[])`);
    counts.push(`c.asset_type = any(${p}::text[])`);
  }
  const broad = rows.length;
  const words = q.q ? prefixQuery(q.q) : null;
  if (words) rows.push(`l.search @@ to_tsquery('simple', ${param(words)})`);
  for (const [field, tsquery] of Object.entries(FIELD_QUERIES) as [keyof typeof FIELD_QUERIES, (w: readonly string[]) => string][]) {
    const fieldWords = queryWords(q[field] ?? '');
    if (fieldWords.length === 0) continue;
    rows.push(field === 'userEmail' ? `l.search @@ ${param(tsquery(fieldWords))}::tsquery` : `l.search @@ to_tsquery('simple', ${param(tsquery(fieldWords))})`);
  }
  if (q.tags?.length) rows.push(`l.tags_lower @> ${param(q.tags.map((t) => t.toLowerCase()))}::text[]`);
  if (q.scriptId) rows.push(`l.storyboard_id = ${param(q.scriptId)}`);
  if (q.shotNumber) rows.push(`l.shot_number = ${param(q.shotNumber)}`);
  const days = q.date ? assetDateRange(q.date) : null;
  if (days) rows.push(`l.asset_date >= ${param(`${days.from}T00:00:00Z`)}::timestamptz and l.asset_date < ${param(`${days.to}T00:00:00Z`)}::timestamptz`);
  return { params, rows, counts, narrowed: rows.length > broad };
}

const where = (conditions: readonly string[]): string => (conditions.length ? `where ${conditions.join(' and ')}` : '');

/** A page of hits and how many match: exactly, or at least (`exact` false) past what was counted. */
export interface AssetPage extends Page<AssetHit> {
  readonly exact: boolean;
}

/**
 * One page of a customer's library (`customerId`), or of every customer's (null: an
 * admin), in the order asked, with the number of matches.
 */
export async function searchAssets(db: Db, customerId: number | null, q: AssetSearchQuery): Promise<AssetPage> {
  const f = filtersOf(customerId, q);
  const dir = q.sortOrder === 'asc' ? 'asc' : 'desc';
  const column = SORT_COLUMNS[q.sortBy];
  const order = (t: string): string => `${column ? `${t}${column} ${dir}, ` : ''}${t}asset_date ${dir}, ${t}id ${dir}`;
  // Matches counted up to `upTo` (narrowed searches): reading 20,000 of them for a total
  // costs more than the page; past the page asked for, "at least" still tells there is more.
  const upTo = Math.max(ASSET_SEARCH_EXACT_TOTAL_UP_TO, q.from + q.size + 1);
  const params = [...f.params, q.size, q.from, ...(f.narrowed ? [upTo] : [])];
  const [size, from, limit] = [`$${f.params.length + 1}`, `$${f.params.length + 2}`, `$${f.params.length + 3}`];
  const countOf = (limitParam: string): string =>
    f.narrowed
      ? `select count(*) as n from (select 1 from library_assets l ${where(f.rows)} limit ${limitParam}) m`
      : `select coalesce(sum(c.assets), 0) as n from library_asset_counts c ${where(f.counts)}`;
  const { rows } = await db.query<HitRow>(
    `with p as (select l.id from library_assets l ${where(f.rows)} order by ${order('l.')} limit ${size} offset ${from})
     select ${HIT_COLUMNS}, (${countOf(limit)}) as total
     from p join library_assets l on l.id = p.id left join media_assets ma on ma.asset_id = l.asset_id
     order by ${order('l.')}`,
    params,
  );
  const answer = (hits: AssetHit[], n: number): AssetPage => ({ hits, total: n, exact: !f.narrowed || n < upTo });
  if (rows[0] || q.from === 0) return answer(rows.map(toHit), rows[0] ? Number(rows[0].total) : 0);
  // Past the end: no row carries the total.
  const { rows: counted } = await db.query<{ n: string | number }>(countOf(`$${f.params.length + 1}`), f.narrowed ? [...f.params, upTo] : f.params);
  return answer([], Number(counted[0]?.n ?? 0));
}

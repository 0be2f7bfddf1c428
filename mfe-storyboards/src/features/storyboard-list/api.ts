import { scriptSearchResponseSchema, type StoryboardListItem } from '@portal/shared-contracts/storyboards';
import type { HttpClient } from '@portal/shared-ui/http';
import type { ScriptSearchParams } from './criteria';

/** A page of GET /search/scripts: its hits and result.total.value. */
export interface StoryboardPage {
  readonly hits: StoryboardListItem[];
  readonly total: number;
}

/** GET /search/scripts (001 §7), parsed with its contract schema; `signal` first for callAbortable. */
export async function searchStoryboards(signal: AbortSignal, client: HttpClient, params: ScriptSearchParams): Promise<StoryboardPage> {
  const { result } = await client.get('/search/scripts', scriptSearchResponseSchema, { signal, query: params });
  return { hits: result.hits, total: result.total.value };
}

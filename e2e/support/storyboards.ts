import { currentUserProjectsSchema, currentUserResponseSchema } from '@portal/shared-contracts/core';
import {
  copyRequestStatusSchema,
  idResultSchema,
  scriptSearchResponseSchema,
  storyboardResponseSchema,
  type StoryboardDetail,
} from '@portal/shared-contracts/storyboards';
import { obtainTokens } from '@portal/build-tools/src/signin.mjs';
import { API_URL, CLIENT_ID } from './api';
import { DEMO_PASSWORD } from './session';

/*
 * Storyboards made per journey through the api, the way the portal's own calls make them:
 * a demo customer's published storyboard cloned under a unique title (and tag), then
 * released, moved to live or listed as the journey needs. Journeys never share one.
 */

/** A contract schema: what parses an answer. */
interface Schema<T> {
  parse(value: unknown): T;
}

/** Calls of one signed-in user, each answer parsed with its contract schema. */
export interface ApiUser {
  readonly customerId: number;
  get<T>(path: string, schema: Schema<T>): Promise<T>;
  post<T>(path: string, body: unknown, schema: Schema<T>): Promise<T>;
  delete<T>(path: string, schema: Schema<T>): Promise<T>;
}

export async function apiUser(email: string, password = DEMO_PASSWORD): Promise<ApiUser> {
  const { tokens } = await obtainTokens(API_URL, email, password, CLIENT_ID);
  const call = async <T>(method: string, path: string, schema: Schema<T>, body?: unknown): Promise<T> => {
    const response = await fetch(`${API_URL}${path}`, {
      method,
      headers: { authorization: `Bearer ${tokens.IdToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return schema.parse(await response.json());
  };
  const me = await call('GET', '/proxy/v1/current-user', currentUserResponseSchema);
  return {
    customerId: me.result.id,
    get: (path, schema) => call('GET', path, schema),
    post: (path, body, schema) => call('POST', path, schema, body),
    delete: (path, schema) => call('DELETE', path, schema),
  };
}

/** Polls `read` every 250 ms until `done` holds (at most `ms`, 30 s unless told). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface StoryboardOptions {
  /** Published (released in High quality) or the clone's Draft. */
  readonly status: 'Published' | 'Draft';
  /** Moved to the Live project (Published only). */
  readonly live?: boolean;
  /** Listed in the marketplace (Live and Published). */
  readonly listed?: boolean;
}

export interface MadeStoryboard {
  readonly id: number;
  readonly title: string;
  /** A tag no other storyboard carries, to find this one by. */
  readonly tag: string;
  readonly detail: StoryboardDetail;
}

/** A storyboard of `email`'s own, in the state the journey starts from. */
export async function makeStoryboard(email: string, options: StoryboardOptions): Promise<MadeStoryboard> {
  const api = await apiUser(email);
  const base = `/proxy/v1/customers/${api.customerId}`;
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const title = `Journey ${stamp}`;
  const tag = `e2e${stamp}`;

  const search = await api.get('/search/scripts?size=100', scriptSearchResponseSchema);
  const source = search.result.hits.find((hit) => hit.status === 'Published' && hit.numberOfShots >= 2);
  if (!source) throw new Error(`${email} has no published storyboard with two shots to clone`);
  const request = await api.post(`${base}/storyboards/${source.scriptId}/clone`, { title }, idResultSchema);
  const copy = await until(
    () => api.get(`${base}/clone-requests/${request.result.id}`, copyRequestStatusSchema),
    (s) => s.result.status !== 'Pending',
    'the clone',
  );
  if (copy.result.status !== 'Completed' || copy.result.scriptId === null) throw new Error(`clone failed: ${copy.result.error}`);
  const id = copy.result.scriptId;
  const path = `${base}/storyboards/${id}`;

  let detail = (await api.get(path, storyboardResponseSchema)).result;
  detail = (await api.post(path, { title, description: detail.description, tags: [...detail.tags, tag] }, storyboardResponseSchema)).result;
  if (options.status === 'Published') {
    await api.post(`${path}/release`, { publishedRenderQuality: 'High' }, storyboardResponseSchema);
    detail = (await until(() => api.get(path, storyboardResponseSchema), (s) => s.result.status !== 'Processing', 'the release')).result;
    if (detail.status !== 'Published') throw new Error(`release ended ${detail.status}: ${detail.releaseError}`);
  }
  if (options.live || options.listed) {
    const projects = await api.get('/proxy/v1/current-user/projects', currentUserProjectsSchema);
    const live = projects.result.find((p) => p.projectType === 'Live');
    if (!live) throw new Error(`${email} has no Live project`);
    detail = (await api.post(`${path}/live`, { projectId: live.id }, storyboardResponseSchema)).result;
  }
  if (options.listed) {
    await api.post(`${path}/list`, { author: 'Journey author', description: 'Listed by a journey' }, idResultSchema);
    detail = (await api.get(path, storyboardResponseSchema)).result;
  }
  return { id, title, tag, detail };
}

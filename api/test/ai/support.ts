import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AI_STATUS, isGenerationComplete, type DiscoveryRequest, type GenerationStatus } from '../../src/contracts';
import type { PlanBrief } from '../../src/plugins/app/ai';
import { bearer } from '../support/account';
import { pollUntil } from '../support/media';

/*
 * What the Deep Story tests share: briefs, the calls as the portal makes them, waiting for a
 * generation to settle, and a fake OpenAI-compatible service (node:http on an ephemeral
 * port) that answers what each test queues and records what it was asked.
 */

/** A planner brief; `over` changes some of it. */
export function planBrief(over: Partial<PlanBrief> = {}): PlanBrief {
  return {
    purpose: 'Recruit volunteers for our weekend beach clean-up',
    objectives: ['Show how easy it is to join', 'Explain the impact on marine life', 'Thank our sponsors'],
    topic: 'Why do you volunteer?\nWhat surprised you on your first day?',
    storyteller: 'Maya, the volunteer coordinator',
    targetAudience: 'young adults in Sydney',
    format: 0,
    lengthSeconds: 60,
    ...over,
  };
}

/** A discovery request (002 §3) of `userId`; `over` changes some of it. */
export function discovery(userId: number, over: Partial<DiscoveryRequest> = {}): DiscoveryRequest {
  return {
    purpose: 'Recruit volunteers for our weekend beach clean-up',
    type: 0,
    topic: 'Why do you volunteer?',
    objectives: 'Show how easy it is to join, Explain the impact on marine life',
    format: 0,
    second: 45,
    end_user: 'Maya, the volunteer coordinator',
    target_audience: 'young adults',
    user_id: userId,
    ...over,
  };
}

/** One /ai call as the portal makes it (a token, a query or a `{ data }` body). */
export async function aiCall(app: FastifyInstance, token: string, method: 'GET' | 'POST' | 'DELETE', url: string, data?: object) {
  return app.inject({ method, url, headers: bearer(token), ...(data ? { payload: { data } } : {}) });
}

/** POST /ai/requestAIStoryboards: the request ids (throws on another answer). */
export async function requestSeries(app: FastifyInstance, token: string, request: DiscoveryRequest): Promise<number[]> {
  const res = await aiCall(app, token, 'POST', '/ai/requestAIStoryboards', request);
  if (res.statusCode !== 200) throw new Error(`requestAIStoryboards answered ${res.statusCode}: ${res.body}`);
  return res.json().result.request_ids as number[];
}

/** GET /ai/checkGenerationStatus. */
export async function statusesOf(app: FastifyInstance, token: string, ids: readonly number[]): Promise<GenerationStatus[]> {
  const res = await aiCall(app, token, 'GET', `/ai/checkGenerationStatus?request_ids=${ids.join(',')}`);
  if (res.statusCode !== 200) throw new Error(`checkGenerationStatus answered ${res.statusCode}: ${res.body}`);
  return res.json().result as GenerationStatus[];
}

const settled = (s: GenerationStatus): boolean => isGenerationComplete(s) || s.storyboard_process_status === AI_STATUS.Failed;

/** Polls the statuses (as the portal does) until every one is complete or failed. */
export async function settledStatuses(app: FastifyInstance, token: string, ids: readonly number[], ms = 60_000): Promise<GenerationStatus[]> {
  return pollUntil(() => statusesOf(app, token, ids), (all) => all.every(settled), ms);
}

/** A request the fake service received. */
export interface FakeAiRequest {
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: { model?: string; messages?: { role: string; content: string }[]; response_format?: unknown; [k: string]: unknown };
}

export interface FakeAiService {
  /** http://127.0.0.1:{port} (AI_BASE_URL) */
  readonly url: string;
  readonly requests: FakeAiRequest[];
  /** Queues answers (status and JSON body), taken in order; with none queued it answers 500. */
  answer(...answers: { status?: number; body: unknown }[]): void;
  close(): Promise<void>;
}

/** A chat completion whose message content is `content` (a string, or JSON of an object). */
export const completion = (content: unknown): { body: unknown } => ({
  body: { id: 'chatcmpl-test', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) }, finish_reason: 'stop' }] },
});

/** The fake OpenAI-compatible service (see the header). */
export async function startFakeAi(): Promise<FakeAiService> {
  const queue: { status?: number; body: unknown }[] = [];
  const requests: FakeAiRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push({ path: req.url ?? '', headers: req.headers, body: text ? (JSON.parse(text) as FakeAiRequest['body']) : {} });
      const next = queue.shift() ?? { status: 500, body: { error: { message: 'nothing queued' } } };
      res.writeHead(next.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(next.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (...answers) => void queue.push(...answers),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A fresh fake service for each test of the describe block it is called in; the current one. */
export function fakeAiPerTest(): () => FakeAiService {
  let current: FakeAiService | null = null;
  beforeEach(async () => {
    current = await startFakeAi();
  });
  afterEach(async () => {
    await current?.close();
    current = null;
  });
  return () => {
    if (!current) throw new Error('no fake AI service outside a test');
    return current;
  };
}

/** A storyboard as the chat service would write it: `seconds` per shot, alternating B-Roll and Interview. */
export function chatStoryboard(seconds: readonly number[]) {
  return {
    title: 'Beach clean-up: the story',
    description: 'Volunteers tell why they come back every weekend.',
    tags: ['volunteering', 'beach'],
    shots: seconds.map((s, i) => ({
      title: `Shot ${i + 1}`,
      description: i % 2 === 0 ? 'The beach at dawn, volunteers arriving.' : 'Maya explains how easy it is to join.',
      type: i % 2 === 0 ? 1 : 0,
      duration_seconds: s,
      ugc: 'Yes',
      story_guide: i % 2 === 0 ? 'Show the place.' : 'Ask Maya: "Show how easy it is to join".',
      film_guide: 'Frame it wide. Filmmaking Tip: hold steady for ten seconds.',
      shot_image_prompt: i % 2 === 0 ? 'A beach at dawn with volunteers' : 'Maya speaking to camera',
      tags: ['beach'],
      transition: 'dissolve',
    })),
  };
}

import { AI_POST_STATUS, DEEPSTORY_MESSAGES, apiErrorSchema } from '@portal/shared-contracts/core';
import { ApiError, InvalidResponseError, type HttpClient } from '@portal/shared-ui/http';

/**
 * The generic helper of 002 §7 found an answer whose status is a success but neither the
 * one the call expects nor 204: "Status code incorrect". Its `status` is the answer's.
 */
export class AiStatusError extends ApiError {
  constructor(status: number) {
    super(status, null, DEEPSTORY_MESSAGES.statusCodeIncorrect);
    this.name = 'AiStatusError';
  }
}

/** What a write's answer is parsed with: a zod schema of shared-contracts (the remote does not import zod itself). */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { readonly success: true; readonly data: T } | { readonly success: false; readonly error: unknown };
}

/** One write of the AI area: its method, path, `{ data }` body and the schema of its answer. */
export interface AiWrite<T> {
  readonly method: 'POST' | 'DELETE';
  readonly path: string;
  /** Sent as `{ data }` (002 §7: "data", "body data"). */
  readonly data: unknown;
  readonly schema: AnswerSchema<T>;
  /** The status the call answers with; default 200 (002 §7). 204 is always accepted. */
  readonly expectedStatus?: number;
  /** One per user action, so a retried write is applied once. */
  readonly idempotencyKey?: string;
}

const isAbort = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && (error.name === 'AbortError' || error.name === 'TimeoutError');

/** The body of an answer as JSON; an abort passes through, anything else unreadable is null. */
async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    if (isAbort(error)) throw error;
    return null;
  }
}

/** The error a failed answer stands for: the api's error body when it sent one (002 §7). */
async function failureOf(method: string, path: string, response: Response): Promise<ApiError> {
  if (response.ok) return new AiStatusError(response.status);
  const parsed = apiErrorSchema.safeParse(await jsonOf(response));
  return parsed.success
    ? new ApiError(response.status, parsed.data.error_code, parsed.data.error_message)
    : new ApiError(response.status, null, `${method} ${path} answered ${response.status}`);
}

/**
 * The generic post helper of 002 §7: sends `{ data }`, accepts the expected status
 * (default 200) and 204, and throws "Status code incorrect" (AiStatusError) for any other
 * success; a 4xx or 5xx is the api's error (ApiError with its error_code). Resolves with
 * the answer parsed by `schema`, or null for a 204 (no body).
 */
export async function aiSend<T>(signal: AbortSignal, client: HttpClient, write: AiWrite<T>): Promise<T | null> {
  const { method, path, data, schema, expectedStatus = AI_POST_STATUS.DEFAULT_EXPECTED, idempotencyKey } = write;
  const response = await client.raw(method, path, { signal, body: { data }, idempotencyKey });
  if (response.status === AI_POST_STATUS.ALWAYS_ACCEPTED) return null;
  if (response.status !== expectedStatus) throw await failureOf(method, path, response);
  const parsed = schema.safeParse(await jsonOf(response));
  if (!parsed.success) {
    throw new InvalidResponseError(response.status, `${method} ${path} answered ${response.status} with a body its schema refuses`, { cause: parsed.error });
  }
  return parsed.data;
}

/** The answer of a write whose caller needs one: a 204 there is an answer the portal cannot use. */
export function answered<T>(value: T | null, path: string): T {
  if (value === null) throw new InvalidResponseError(AI_POST_STATUS.ALWAYS_ACCEPTED, `${path} answered 204 without the answer it needs`);
  return value;
}

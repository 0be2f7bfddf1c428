import type { AiServiceSettings } from '../../../config';

/*
 * The one way the Deep Story adapters reach an OpenAI-compatible service (docs/adr/029):
 * a JSON POST to `${AI_BASE_URL}${path}` with `Authorization: Bearer ${AI_API_KEY}`,
 * within a time limit and the job's signal. Failures are told apart: the service could
 * not be asked or failed (AiServiceError, worth another try unless `permanent`), or it
 * answered something that is not what was asked for (AiOutputError).
 */

/** The service could not be asked, or failed; `permanent` when asking again is useless (401, 403, 404, 400). */
export class AiServiceError extends Error {
  override readonly name = 'AiServiceError';
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

/** The answer is not what was asked for (not a storyboard, not an image), after any retry. */
export class AiOutputError extends Error {
  override readonly name = 'AiOutputError';
}

/** Statuses after which the same request would fail the same way. */
const PERMANENT_STATUSES = new Set([400, 401, 403, 404, 405, 413, 415, 422]);

/** How long one call may take: a storyboard or an image can take a minute or two on a busy service. */
export const AI_CALL_TIMEOUT_MS = 180_000;

/** POSTs `body` as JSON and answers the parsed JSON answer; AiServiceError for anything else. */
export async function postJson(settings: AiServiceSettings, path: string, body: object, signal: AbortSignal, timeoutMs = AI_CALL_TIMEOUT_MS): Promise<unknown> {
  const url = `${settings.baseUrl}${path}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
    });
  } catch (err) {
    // The job's own abort (shutdown, expiry) goes up as it is: the job decides what it means.
    if (signal.aborted) throw signal.reason;
    const reason = err instanceof Error && err.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : (err as Error).message;
    throw new AiServiceError(`The AI service could not be reached (${path}): ${reason}`);
  }
  if (!res.ok) {
    // The service's own words may help an operator, but only a little of them, and never to the customer verbatim.
    const detail = (await res.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200);
    throw new AiServiceError(`The AI service answered ${res.status} to ${path}${detail ? `: ${detail}` : ''}`, PERMANENT_STATUSES.has(res.status));
  }
  try {
    return await res.json();
  } catch {
    throw new AiOutputError(`The AI service's answer to ${path} is not JSON`);
  }
}

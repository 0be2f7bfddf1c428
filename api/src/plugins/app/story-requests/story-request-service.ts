import type { Db } from '../../../db';
import { FORM_MESSAGES, type RequestStoryForm } from '../../../contracts';
import { ApiError } from '../errors';
import type { Identity } from '../identity/auth/authenticate';
import type { Clock } from '../identity/clock';
import type { MailMessage } from '../identity/outbox/mail-transport';
import { LIMITS, takeAttempt } from '../limits';

export interface StoryRequestDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly send: (message: MailMessage) => Promise<void>;
  /** SALES_EMAIL. */
  readonly salesEmail: string;
}

/** A readable plain-text rendering of the form: one `field: value` line each. */
export function renderStoryRequest(form: RequestStoryForm): string {
  const lines = Object.entries(form).map(([key, value]) => {
    const shown = Array.isArray(value) ? value.join(', ') : String(value);
    return `${key}: ${shown}`;
  });
  return ['A customer requested a story through the portal.', '', ...lines].join('\n');
}

/**
 * Counts one mail to the sales inbox for the user `sub`: a story request and a brief draw on
 * the same LIMITS.storyRequests budget (each mails a person), 429 once it is spent.
 */
export async function takeSalesMailAttempt(deps: Pick<StoryRequestDeps, 'db' | 'clock'>, sub: string): Promise<void> {
  const { perUser, windowMs } = LIMITS.storyRequests;
  if (!(await takeAttempt(deps.db, deps.clock, `story-request:user:${sub}`, perUser, windowMs))) {
    throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many story requests, please try again in an hour.');
  }
}

/**
 * Sends `message` to the sales inbox, then records how it went with `record` (sent or
 * failed) whatever happens; a failed send answers 502 SENDING_FAILED with `failure`.
 */
export async function mailSales(
  deps: Pick<StoryRequestDeps, 'send'>,
  message: MailMessage,
  failure: string,
  record: (status: 'sent' | 'failed') => Promise<void>,
): Promise<void> {
  let status: 'sent' | 'failed' = 'sent';
  try {
    await deps.send(message);
  } catch (err) {
    status = 'failed';
    throw new ApiError(502, 'SENDING_FAILED', failure, { cause: err });
  } finally {
    await record(status);
  }
}

/**
 * POST /mail/requestStory: the caller's own request (the username must be their e-mail),
 * stored first so it is never lost, then mailed to the sales inbox through the outbox.
 * A failed send is recorded and answered 502 "Sending failed" (the portal's own wording).
 * Each mails the sales inbox, so a user gets LIMITS.storyRequests.perUser an hour (429),
 * shared with briefs.
 */
export async function requestStory(deps: StoryRequestDeps, identity: Identity, form: RequestStoryForm): Promise<void> {
  const email = identity.email.trim().toLowerCase();
  if (form.username !== email) throw ApiError.forbidden('username: must be the signed-in user', 'FORBIDDEN');
  await takeSalesMailAttempt(deps, identity.sub);
  const { rows } = await deps.db.query<{ id: number }>(
    `insert into story_requests (customer_id, email, form, created_at)
     values ((select id from customers where email = $1), $1, $2, $3) returning id`,
    [email, JSON.stringify(form), new Date(deps.clock.now())],
  );
  const id = Number(rows[0]?.id);
  const message: MailMessage = {
    to: deps.salesEmail,
    subject: `Story request #${id} from ${email}`,
    text: renderStoryRequest(form),
    code: null,
  };
  await mailSales(deps, message, FORM_MESSAGES.sendingFailed, async (status) => {
    await deps.db.query('update story_requests set mail_status = $2 where id = $1', [id, status]);
  });
}

import { REQUEST_STORY_PATH, type RequestStoryForm } from '@portal/shared-contracts/core';
import { BRIEFS_PATH_SUFFIX, briefCreatedSchema, type BriefInput } from '@portal/shared-contracts/storyboards';
import type { HttpClient } from '@portal/shared-ui/http';
import { customerPath, type CallContext } from '../../api/storyboardCalls';

/*
 * The two ways to ask for a custom storyboard (docs/adr/025), `signal` first for
 * callAbortable: the Create Brief modal's brief, and the /requestform page's key/value form.
 */

/** POST /proxy/v1/customers/{customerId}/briefs: the whole brief; answers its id. */
export async function submitBrief(signal: AbortSignal, ctx: CallContext, brief: BriefInput): Promise<number> {
  return (await ctx.client.post(`${customerPath(ctx.customerId)}${BRIEFS_PATH_SUFFIX}`, brief, briefCreatedSchema, { signal })).result.id;
}

/** POST /mail/requestStory (000 §7): the form with the signed-in user's e-mail as username; 204. */
export async function sendStoryRequest(signal: AbortSignal, client: HttpClient, form: RequestStoryForm): Promise<void> {
  await client.send('POST', REQUEST_STORY_PATH, form, { signal });
}

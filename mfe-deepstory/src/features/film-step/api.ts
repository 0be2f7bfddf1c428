import { storyboardResponseSchema, type StoryboardDetail } from '@portal/shared-contracts/storyboards';
import type { HttpClient } from '@portal/shared-ui/http';

/** GET /proxy/v1/customers/{customerId}/storyboards/{scriptId}: the classic storyboard an add to account made (002 §4). */
export async function getClassicStoryboard(signal: AbortSignal, client: HttpClient, customerId: number, scriptId: number): Promise<StoryboardDetail> {
  return (await client.get(`/proxy/v1/customers/${customerId}/storyboards/${scriptId}`, storyboardResponseSchema, { signal })).result;
}

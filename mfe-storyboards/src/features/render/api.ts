import {
  latestTestRenderResponseSchema,
  testRenderResponseSchema,
  testRenderStartedResponseSchema,
  type TestRender,
  type TestRenderRequest,
  type TestRenderStarted,
} from '@portal/shared-contracts/storyboards';
import { customerPath, type CallContext } from '../../api/storyboardCalls';

/*
 * The test render calls (001 §7, contracts in shared-contracts' render-calls.ts), each
 * parsed with its schema; `signal` first so a saga can run them with callAbortable.
 */

/** POST .../storyboards/{id}/test-render: the render's id, Processing. */
export async function startTestRender(signal: AbortSignal, ctx: CallContext, storyboardId: number, body: TestRenderRequest, idempotencyKey?: string): Promise<TestRenderStarted> {
  return (await ctx.client.post(`${customerPath(ctx.customerId)}/storyboards/${storyboardId}/test-render`, body, testRenderStartedResponseSchema, { signal, idempotencyKey })).result;
}

/** GET .../test-render/{id}: Complete, Processing (with its step) or Failed. */
export async function getTestRender(signal: AbortSignal, ctx: CallContext, renderId: number): Promise<TestRender> {
  return (await ctx.client.get(`${customerPath(ctx.customerId)}/test-render/${renderId}`, testRenderResponseSchema, { signal })).result;
}

/** GET .../storyboards/{id}/test-render/latest: the storyboard's newest film, or null. */
export async function getLatestTestRender(signal: AbortSignal, ctx: CallContext, storyboardId: number): Promise<TestRender | null> {
  return (await ctx.client.get(`${customerPath(ctx.customerId)}/storyboards/${storyboardId}/test-render/latest`, latestTestRenderResponseSchema, { signal })).result;
}

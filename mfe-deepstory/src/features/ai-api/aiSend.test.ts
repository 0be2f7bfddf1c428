import { createHttpClient } from '@portal/shared-ui/http';
import { fakeAiApi, fail, ok } from '../../testing/fakeAiApi';
import { AiStatusError, aiSend } from './aiSend';
import { deleteAIStoryboards, requestAIStoryboards } from './calls';
import { aiErrorOf } from './errors';

const client = createHttpClient({ apiUrl: 'http://api.test', getIdToken: async () => 'token' });
const signal = new AbortController().signal;
const schema = { safeParse: (value: unknown) => ({ success: true as const, data: value }) };
const brief = { purpose: 'Recruit', type: 0 as const, topic: '', objectives: 'a,b', format: 0 as const, second: 60, end_user: 'Coach', target_audience: '', user_id: 42 };

describe('the generic post helper (002 §7)', () => {
  it('sends { data } and answers the parsed body on the expected status (default 200)', async () => {
    const api = fakeAiApi();
    api.on('POST', '/ai/x', { status: 200, body: { result: 1 } });
    await expect(aiSend(signal, client, { method: 'POST', path: '/ai/x', data: { a: 1 }, schema })).resolves.toEqual({ result: 1 });
    expect(api.sent[0]!.body).toEqual({ data: { a: 1 } });
  });

  it('accepts another expected status and always 204 (no answer)', async () => {
    const api = fakeAiApi();
    api.on('POST', '/ai/created', { status: 201, body: { result: 2 } });
    api.on('POST', '/ai/empty', { status: 204 });
    await expect(aiSend(signal, client, { method: 'POST', path: '/ai/created', data: {}, schema, expectedStatus: 201 })).resolves.toEqual({ result: 2 });
    await expect(aiSend(signal, client, { method: 'POST', path: '/ai/empty', data: {}, schema })).resolves.toBeNull();
    await expect(aiSend(signal, client, { method: 'POST', path: '/ai/empty', data: {}, schema, expectedStatus: 201 })).resolves.toBeNull();
  });

  it('throws "Status code incorrect" for any other success', async () => {
    const api = fakeAiApi();
    api.on('POST', '/ai/x', { status: 201, body: { result: 1 } });
    const error = await aiSend(signal, client, { method: 'POST', path: '/ai/x', data: {}, schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiStatusError);
    expect(aiErrorOf(error)).toEqual({ error_code: '500', error_message: 'Status code incorrect' });
  });

  it("passes the api's error on, and refuses an answer its schema does not accept", async () => {
    const api = fakeAiApi();
    api.on('POST', '/ai/requestAIStoryboards', fail(403, 'AI_USER_MISMATCH', 'Not your customer'));
    const refused = await requestAIStoryboards(signal, client, brief).catch((e: unknown) => e);
    expect(aiErrorOf(refused)).toEqual({ error_code: 'AI_USER_MISMATCH', error_message: 'Not your customer' });

    api.on('POST', '/ai/requestAIStoryboards', ok({ request_ids: [] }));
    const invalid = await requestAIStoryboards(signal, client, brief).catch((e: unknown) => e);
    expect(aiErrorOf(invalid)).toEqual({ error_code: '500', error_message: 'An error occurred' });

    api.on('POST', '/ai/requestAIStoryboards', { status: 204 });
    expect(aiErrorOf(await requestAIStoryboards(signal, client, brief).catch((e: unknown) => e))).toEqual({ error_code: '500', error_message: 'An error occurred' });
  });

  it('sends DELETE with its body', async () => {
    const api = fakeAiApi();
    api.on('DELETE', '/ai/deleteAIStoryboards', ok({ deleted: 2 }));
    await deleteAIStoryboards(signal, client, [5, 6], 42);
    expect(api.to('DELETE', '/ai/deleteAIStoryboards')[0]!.body).toEqual({ data: { request_ids: [5, 6], user_id: 42 } });
  });
});

describe('error normalisation (002 §7)', () => {
  it.each([
    ['a network failure', new TypeError('Failed to fetch'), { error_code: '500', error_message: 'An error occurred' }],
    ['something thrown that is no error', 'boom', { error_code: '500', error_message: 'An error occurred' }],
  ])('gives %s the defaults', (_, error, expected) => {
    expect(aiErrorOf(error)).toEqual(expected);
  });

  it('keeps a 5xx without an error body to the defaults', async () => {
    const api = fakeAiApi();
    api.on('POST', '/ai/x', { status: 502, body: '<html>' });
    expect(aiErrorOf(await aiSend(signal, client, { method: 'POST', path: '/ai/x', data: {}, schema }).catch((e: unknown) => e))).toEqual({
      error_code: '500',
      error_message: 'An error occurred',
    });
  });
});

import sharp from 'sharp';
import { AI_ERROR_CODES, AI_STATUS, ERROR_CODES, aiMetadataSchema } from '../../src/contracts';
import { AiOutputError, AiServiceError, aiPortsFor, openAiChatGenerator, openAiImages } from '../../src/plugins/app/ai';
import { loadConfig } from '../../src/config';
import { testMediaBytes } from '../support/media';
import { seededApp, signIn } from '../support/account';
import { customerIdOf } from '../support/storyboards';
import { chatStoryboard, completion, discovery, planBrief, requestSeries, settledStatuses, fakeAiPerTest, type FakeAiService } from './support';

/*
 * The OpenAI-compatible adapters (docs/adr/029) against a fake service on this machine:
 * what they send, how a storyboard that is not one is asked for again once and then
 * refused (AI_INVALID_OUTPUT), and the chat adapter chosen by AI_BASE_URL in the api.
 */

const settings = (url: string) => ({ baseUrl: url, apiKey: 'sk-test-key', model: 'story-model', imageModel: 'sketch-model' });
const request = { storyboardId: 9, brief: planBrief({ lengthSeconds: 30 }), angle: 1, seriesSize: 3 };
const signal = () => new AbortController().signal;

/** A fresh fake service for each test. */
const fake = fakeAiPerTest();
let ai: FakeAiService;
beforeEach(() => {
  ai = fake();
});

describe('the chat-completions generator', () => {

  it('asks for JSON with the model and key, and answers the storyboard it was given', async () => {
    ai.answer(completion(chatStoryboard([6, 8, 8, 8])));
    const storyboard = await openAiChatGenerator(settings(ai.url)).generate(request, signal());
    expect(aiMetadataSchema.safeParse(storyboard).success).toBe(true);
    expect(storyboard).toMatchObject({ id: 9, title: 'Beach clean-up: the story', format: 0, total_duration_seconds: 30, thumbnail_asset_id: null });
    expect(storyboard.shots.map((s) => [s.shot_number, s.type, s.duration_seconds])).toEqual([[1, 1, 6], [2, 0, 8], [3, 1, 8], [4, 0, 8]]);
    expect(new Set(storyboard.shots.map((s) => s.shot_id)).size).toBe(4);
    expect(storyboard.shots[0]?.kdenlive_ids.find((k) => k.id === 'transition')?.value).toBe('dissolve');
    const [asked] = ai.requests;
    expect(asked?.path).toBe('/chat/completions');
    expect(asked?.headers.authorization).toBe('Bearer sk-test-key');
    expect(asked?.body).toMatchObject({ model: 'story-model', response_format: { type: 'json_object' } });
    const prompt = asked?.body.messages?.map((m) => m.content).join('\n') ?? '';
    for (const objective of request.brief.objectives) expect(prompt).toContain(objective);
    expect(prompt).toContain('Length: 30 seconds');
    expect(prompt).toContain('Interview-led');
  });

  it('scales shot lengths that do not add up to the brief, and reads a fenced answer', async () => {
    ai.answer(completion(`\`\`\`json\n${JSON.stringify(chatStoryboard([10, 10, 10, 10]))}\n\`\`\``));
    const storyboard = await openAiChatGenerator(settings(ai.url)).generate(request, signal());
    expect(storyboard.shots.map((s) => s.duration_seconds)).toEqual([8, 8, 7, 7]);
    expect(storyboard.total_duration_seconds).toBe(30);
  });

  it('asks once more after an answer that is not a storyboard, saying what was wrong', async () => {
    ai.answer(completion('Here is your storyboard!'), completion(chatStoryboard([15, 15])));
    const storyboard = await openAiChatGenerator(settings(ai.url)).generate(request, signal());
    expect(storyboard.shots).toHaveLength(2);
    expect(ai.requests).toHaveLength(2);
    const retry = ai.requests[1]?.body.messages ?? [];
    expect(retry.at(-2)).toEqual({ role: 'assistant', content: 'Here is your storyboard!' });
    expect(retry.at(-1)?.content).toMatch(/^That answer cannot be used: The answer is not a JSON object/);
  });

  it('gives up after a second invalid answer (AiOutputError)', async () => {
    const { shots: _shots, ...noShots } = chatStoryboard([30]);
    ai.answer(completion({ ...chatStoryboard([30]), shots: [{ title: 'only a title' }] }), completion(noShots));
    await expect(openAiChatGenerator(settings(ai.url)).generate(request, signal())).rejects.toThrow(AiOutputError);
    expect(ai.requests).toHaveLength(2);
  });

  it('refuses shots that cannot fill the length, and tells a refused key from a failing service', async () => {
    ai.answer(completion(chatStoryboard(Array.from({ length: 31 }, () => 1))), completion(chatStoryboard(Array.from({ length: 40 }, () => 1))));
    await expect(openAiChatGenerator(settings(ai.url)).generate(request, signal())).rejects.toThrow('40 shots cannot fill 30 s');
    ai.answer({ status: 401, body: { error: { message: 'Incorrect API key' } } });
    await expect(openAiChatGenerator(settings(ai.url)).generate(request, signal())).rejects.toMatchObject({ name: 'AiServiceError', permanent: true });
    ai.answer({ status: 503, body: { error: { message: 'overloaded' } } });
    const failing = openAiChatGenerator(settings(ai.url)).generate(request, signal());
    await expect(failing).rejects.toBeInstanceOf(AiServiceError);
    await expect(failing).rejects.toMatchObject({ permanent: false });
  });
});

describe('the images adapter', () => {

  it('asks for one b64_json image and crops it to the orientation', async () => {
    const png = await testMediaBytes('still');
    ai.answer({ body: { created: 1, data: [{ b64_json: png.toString('base64') }] } }, { body: { created: 1, data: [{ b64_json: png.toString('base64') }] } });
    const images = openAiImages(settings(ai.url));
    const wide = await images.draw({ prompt: 'A beach at dawn', title: 'Dawn', type: 1, shotNumber: 1, format: 0 }, signal());
    expect(wide).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' });
    expect(await sharp(wide.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1280, height: 720 });
    const tall = await images.draw({ prompt: 'Maya speaking', title: 'Maya', type: 0, shotNumber: 2, format: 1 }, signal());
    expect(await sharp(tall.bytes).metadata()).toMatchObject({ width: 720, height: 1280 });
    expect(ai.requests.map((r) => r.path)).toEqual(['/images/generations', '/images/generations']);
    expect(ai.requests[0]?.body).toMatchObject({ model: 'sketch-model', prompt: 'A beach at dawn', n: 1, size: '1792x1024', response_format: 'b64_json' });
    expect(ai.requests[1]?.body).toMatchObject({ size: '1024x1792' });
  });

  it('refuses an answer that holds no image', async () => {
    ai.answer({ body: { data: [] } }, { body: { data: [{ b64_json: Buffer.from('not a picture').toString('base64') }] } });
    const images = openAiImages(settings(ai.url));
    const shot = { prompt: 'x', title: 'x', type: 1 as const, shotNumber: 1, format: 0 as const };
    await expect(images.draw(shot, signal())).rejects.toThrow(AiOutputError);
    await expect(images.draw(shot, signal())).rejects.toThrow('not an image');
  });
});

describe('choosing the adapters', () => {
  it('uses the local planner and renderer unless AI_BASE_URL is set, and the service for images only with AI_IMAGE_MODEL', () => {
    const local = aiPortsFor(loadConfig({}).ai);
    expect([local.generator.name, local.images.name]).toEqual(['local-planner', 'local-renderer']);
    const chat = aiPortsFor(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:9/v1/', AI_MODEL: 'm' }).ai);
    expect([chat.generator.name, chat.images.name]).toEqual(['openai-chat', 'local-renderer']);
    const both = loadConfig({ AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'm', AI_IMAGE_MODEL: 'i', AI_API_KEY: 'k', AI_SERIES_SIZE: '5' }).ai;
    expect(both).toEqual({ seriesSize: 5, service: { baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'm', imageModel: 'i' } });
    expect(aiPortsFor(both).images.name).toBe('openai-images');
    expect(loadConfig({}).ai).toEqual({ seriesSize: 3, service: null });
    expect(() => loadConfig({ AI_BASE_URL: 'http://127.0.0.1:9' })).toThrow(/AI_MODEL/);
    expect(() => loadConfig({ AI_SERIES_SIZE: '6' })).toThrow(/AI_SERIES_SIZE/);
  });
});

describe('generation through an OpenAI-compatible service', () => {
  it('fails a storyboard whose answers are not storyboards with AI_INVALID_OUTPUT, and one whose service fails with 22003', async () => {
    const app = await seededApp({ env: { AI_BASE_URL: ai.url, AI_MODEL: 'story-model', AI_SERIES_SIZE: '2' }, jobs: { pollingIntervalSeconds: 0.5 } });
    try {
      const token = (await signIn(app, 'pro@demo.test')).IdToken;
      const me = await customerIdOf(app, 'pro@demo.test');
      // Answers in the order asked: the first storyboard asked gets a valid one, the other two invalid ones.
      ai.answer(completion(chatStoryboard([20, 25])), completion('not json'), completion({ title: 'no shots' }));
      const ids = await requestSeries(app, token, discovery(me));
      const statuses = await settledStatuses(app, token, ids);
      const byOutcome = statuses.map((s) => s.storyboard_process_status).sort();
      expect(byOutcome).toEqual([AI_STATUS.Done, AI_STATUS.Failed]);
      expect(statuses.find((s) => s.storyboard_process_status === AI_STATUS.Failed)).toMatchObject({
        error_code: AI_ERROR_CODES.AI_INVALID_OUTPUT,
        error_message: 'The AI service did not answer a valid storyboard, even when asked again.',
        image_process_status: AI_STATUS.NotStarted,
      });
      expect(statuses.find((s) => s.storyboard_process_status === AI_STATUS.Done)).toMatchObject({ image_process_status: AI_STATUS.Done, error_code: null });
      expect(ai.requests).toHaveLength(3);

      // A service that refuses the key: failed at once (asking again would not help), 22003.
      ai.answer({ status: 401, body: { error: { message: 'bad key' } } }, { status: 401, body: { error: { message: 'bad key' } } });
      const refused = await settledStatuses(app, token, await requestSeries(app, token, discovery(me)));
      expect(refused.map((s) => [s.storyboard_process_status, s.error_code, s.error_message])).toEqual([
        [AI_STATUS.Failed, ERROR_CODES.STATUS_FETCH_FAILED, 'The AI service could not generate the storyboard.'],
        [AI_STATUS.Failed, ERROR_CODES.STATUS_FETCH_FAILED, 'The AI service could not generate the storyboard.'],
      ]);
    } finally {
      await app.close();
    }
  }, 120_000);
});

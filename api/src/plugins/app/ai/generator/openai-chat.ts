import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AiServiceSettings } from '../../../../config';
import { AI_FORMATS, AI_LIMITS, AI_SHOT_TYPES, DEEPSTORY_MESSAGES, UGC_VALUES, type AiMetadata } from '../../../../contracts';
import { TRANSITIONS } from '../kdenlive-settings';
import { AiOutputError, postJson } from '../service-client';
import { composeStoryboard, fitDurations, type StoryboardDraft } from './compose';
import { ANGLE_GUIDES } from './local-planner';
import type { GenerationRequest, StoryboardGenerator } from './port';

/*
 * The OpenAI-compatible chat-completions adapter of the generator port (docs/adr/029),
 * chosen when AI_BASE_URL is set: POST {AI_BASE_URL}/chat/completions with AI_MODEL and
 * `response_format: json_object`, asking for the storyboard as one JSON object. The answer
 * is checked (JSON, the draft's shape, then aiMetadataSchema through composeStoryboard);
 * shot lengths that do not add up to the brief's length are scaled to it. An answer that
 * fails the checks is sent back once with what was wrong; a second one fails the
 * generation with AI_INVALID_OUTPUT.
 */

const text = z.string().trim().min(1);
const draftShotSchema = z.object({
  title: text,
  description: text,
  type: z.union([z.literal(AI_SHOT_TYPES.interview), z.literal(AI_SHOT_TYPES.bRoll)]),
  duration_seconds: z.number().int().min(AI_LIMITS.SHOT_DURATION_MIN_S).max(AI_LIMITS.SHOT_DURATION_MAX_S),
  ugc: z.enum(UGC_VALUES),
  story_guide: text,
  film_guide: text,
  shot_image_prompt: text,
  tags: z.array(z.string()).max(AI_LIMITS.TAGS_MAX),
  transition: z.enum(TRANSITIONS).optional(),
});
const draftSchema = z.object({
  title: text,
  description: text,
  tags: z.array(z.string()).max(AI_LIMITS.TAGS_MAX),
  shots: z.array(draftShotSchema).min(1).max(AI_LIMITS.SHOTS_MAX),
});
type Draft = z.infer<typeof draftSchema>;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** The shape and the rules, as the model is told them. */
const SYSTEM_PROMPT = [
  'You write video storyboards for organisations that film their own stories.',
  'Answer with one JSON object and nothing else, of this shape:',
  '{"title": string, "description": string, "tags": [string], "shots": [{"title": string, "description": string, "type": 0 | 1, ' +
    '"duration_seconds": integer, "ugc": "Yes" | "No", "story_guide": string, "film_guide": string, "shot_image_prompt": string, ' +
    `"tags": [string], "transition": ${TRANSITIONS.map((t) => `"${t}"`).join(' | ')}}]}`,
  'Rules:',
  '- type 0 is an Interview (the storyteller speaking), type 1 is B-Roll (pictures without an interview). Alternate them sensibly; open on B-Roll that sets the scene unless the take says otherwise.',
  `- Every shot lasts ${AI_LIMITS.SHOT_DURATION_MIN_S} to ${AI_LIMITS.SHOT_DURATION_MAX_S} whole seconds, and the durations add up exactly to the video's length.`,
  '- Every objective of the brief is spoken to in at least one shot (quote it in that shot\'s story_guide).',
  '- story_guide says what the shot must say or show; film_guide how to film it and ends with "' + DEEPSTORY_MESSAGES.filmmakingTipMarker + ' " and one practical tip.',
  '- shot_image_prompt describes a simple storyboard sketch of the shot in the video\'s orientation.',
  '- ugc is "Yes" when the organisation films the shot itself (interviews always), "No" for a closing card or library footage.',
  `- Titles at most ${AI_LIMITS.SHORT_TEXT_MAX_LENGTH} characters, other texts at most ${AI_LIMITS.LONG_TEXT_MAX_LENGTH}; at most ${AI_LIMITS.TAGS_MAX} tags, each a word or two.`,
].join('\n');

function userPrompt(request: GenerationRequest): string {
  const { brief } = request;
  const take = ANGLE_GUIDES[request.angle % ANGLE_GUIDES.length];
  return [
    `Purpose: ${brief.purpose}`,
    `Objectives:\n${brief.objectives.map((o) => `- ${o}`).join('\n')}`,
    `Key topics or questions: ${brief.topic || '(none)'}`,
    `Storyteller(s): ${brief.storyteller}`,
    `Target audience: ${brief.targetAudience || '(anyone)'}`,
    `Orientation: ${brief.format === AI_FORMATS.portrait ? 'portrait (9:16)' : 'landscape (16:9)'}`,
    `Length: ${brief.lengthSeconds} seconds`,
    take ? `This storyboard is take ${request.angle + 1} of ${request.seriesSize} on the brief: ${take.label}. ${take.summary}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The JSON object in a message's content (a model may wrap it in a code fence). */
function parseContent(content: string): unknown {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  return JSON.parse(fenced?.[1] ?? content);
}

/** The draft with its shots' lengths scaled to the brief's when they do not add up (and can). */
function draftOf(answer: Draft, request: GenerationRequest): StoryboardDraft {
  const length = request.brief.lengthSeconds;
  const sum = answer.shots.reduce((s, shot) => s + shot.duration_seconds, 0);
  const n = answer.shots.length;
  if (sum !== length && (n * AI_LIMITS.SHOT_DURATION_MIN_S > length || n * AI_LIMITS.SHOT_DURATION_MAX_S < length)) {
    throw new AiOutputError(`${n} shots cannot fill ${length} s`);
  }
  const durations = sum === length ? answer.shots.map((s) => s.duration_seconds) : fitDurations(answer.shots.map((s) => s.duration_seconds), length);
  const transition = answer.shots.find((s) => s.transition)?.transition ?? 'dissolve';
  return {
    title: answer.title,
    description: answer.description,
    tags: answer.tags,
    transition,
    shots: answer.shots.map((shot, i) => ({ ...shot, duration_seconds: durations[i] ?? shot.duration_seconds })),
  };
}

/** The storyboard in a completion, or why not. */
function readCompletion(body: unknown, request: GenerationRequest): { metadata: AiMetadata; content: string } | { problem: string; content: string | null } {
  const completion = completionSchema.safeParse(body);
  const content = completion.success ? (completion.data.choices[0]?.message.content ?? null) : null;
  if (content === null) return { problem: 'The answer has no message content', content: null };
  let json: unknown;
  try {
    json = parseContent(content);
  } catch {
    return { problem: 'The answer is not a JSON object', content };
  }
  const draft = draftSchema.safeParse(json);
  if (!draft.success) {
    return { problem: draft.error.issues.slice(0, 8).map((i) => `${i.path.join('.') || 'answer'}: ${i.message}`).join('; '), content };
  }
  try {
    const metadata = composeStoryboard(draftOf(draft.data, request), request, draft.data.shots.map(() => randomUUID()));
    return { metadata, content };
  } catch (err) {
    if (err instanceof AiOutputError) return { problem: err.message, content };
    throw err;
  }
}

/** The chat adapter (see the header): one call, and one more when the first answer is not a storyboard. */
export function openAiChatGenerator(settings: AiServiceSettings): StoryboardGenerator {
  return {
    name: 'openai-chat',
    async generate(request, signal) {
      const messages: { role: 'system' | 'user' | 'assistant'; content: string }[] = [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: userPrompt(request) },
      ];
      let problem = '';
      for (let attempt = 0; attempt < 2; attempt++) {
        let read: ReturnType<typeof readCompletion>;
        try {
          read = readCompletion(await postJson(settings, '/chat/completions', { model: settings.model, messages, response_format: { type: 'json_object' } }, signal), request);
        } catch (err) {
          if (!(err instanceof AiOutputError)) throw err;
          read = { problem: err.message, content: null };
        }
        if ('metadata' in read) return read.metadata;
        problem = read.problem;
        messages.push(
          { role: 'assistant', content: read.content ?? '' },
          { role: 'user', content: `That answer cannot be used: ${problem}. Answer again with only the JSON object, following every rule.` },
        );
      }
      throw new AiOutputError(`The AI service did not answer a valid storyboard twice: ${problem}`);
    },
  };
}

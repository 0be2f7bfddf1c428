import { splitObjectives, type AiFormat, type AiMetadata, type StoryboardRequestDetail } from '../../../../contracts';

/*
 * The storyboard generator port (docs/adr/029): one storyboard (002 §3 metadata) for one
 * angle of a brief. Adapters: the local planner (local-planner.ts, the default, no network)
 * and an OpenAI-compatible chat-completions service (openai-chat.ts, with AI_BASE_URL).
 */

/** The brief as the planner reads it: the saved request detail with its objectives split. */
export interface PlanBrief {
  readonly purpose: string;
  /** Trimmed, none blank, at least one. */
  readonly objectives: readonly string[];
  /** Key topics or question(s): free text, possibly several lines; may be ''. */
  readonly topic: string;
  readonly storyteller: string;
  /** May be ''. */
  readonly targetAudience: string;
  readonly format: AiFormat;
  /** The video's length in seconds: the shots' durations sum to it. */
  readonly lengthSeconds: number;
}

/** What one storyboard of a series is made from. */
export interface GenerationRequest {
  /** The AI storyboard's id: the metadata's `id`. */
  readonly storyboardId: number;
  readonly brief: PlanBrief;
  /** Which take on the brief (0 .. seriesSize - 1): each gives a different storyboard. */
  readonly angle: number;
  readonly seriesSize: number;
}

export interface StoryboardGenerator {
  /** `local-planner` or `openai-chat` (logged at start). */
  readonly name: string;
  /**
   * The storyboard, valid against aiMetadataSchema: shots numbered 1..n whose durations
   * sum to the brief's length, no images yet (the image port draws them).
   * Throws AiOutputError (service-client.ts) when the output is not a storyboard,
   * AiServiceError when a service could not be asked; stops when `signal` aborts.
   */
  generate(request: GenerationRequest, signal: AbortSignal): Promise<AiMetadata>;
}

/** The planner's brief from the brief the series saved (002 §3 saved request detail). */
export function planBriefOf(detail: StoryboardRequestDetail): PlanBrief {
  return {
    purpose: detail.purpose.trim(),
    objectives: splitObjectives(detail.objectives),
    topic: detail.topic.trim(),
    storyteller: detail.storyteller.trim(),
    targetAudience: detail.target_audience.trim(),
    format: detail.orientation,
    lengthSeconds: detail.video_length,
  };
}

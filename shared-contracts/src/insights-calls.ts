import { z } from 'zod';
import { deferred } from './deferred';

/*
 * GET /insights/report (issue 17; 002 §2 "Insights pages", §9): the insights report of the
 * caller's own customer (viewInsights or an admin, else 403 FEATURE_NOT_IN_PLAN). The
 * computed blocks come from the customer's data (docs/adr/035): their end users' videos,
 * the creators who filmed them, the key phrases and questions of their shots, videos per
 * tag per month and the newest filmed shots. A customer with no end-user video yet gets
 * the spec's sample content in those blocks, with data_source 'sample'. The persona blocks
 * (splits, pain points, buying thoughts, ...) have no source in the data: the page shows
 * INSIGHTS_SAMPLE (messages/insights-report.ts) under a "Sample data" note.
 */

export const INSIGHTS_REPORT_PATH = '/insights/report';

/** How many key phrases, key questions, trend tags and sample rows the report holds at most. */
export const INSIGHTS_LIMITS = {
  KEY_PHRASES: 10,
  KEY_QUESTIONS: 10,
  /** Longest key phrase, in words. */
  PHRASE_WORDS: 3,
  TREND_TAGS: 5,
  /** The trend covers the last months that have videos, at most this many. */
  TREND_MONTHS: 12,
  SAMPLE_ROWS: 10,
} as const;

const count = deferred(() => z.number().int().min(0));
/** A calendar month, YYYY-MM (UTC). */
const isoMonth = deferred(() => z.string().regex(/^\d{4}-\d{2}$/, 'must be a month (YYYY-MM)'));
/** A day, YYYY-MM-DD (UTC). */
const isoDay = deferred(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day (YYYY-MM-DD)'));

export const insightsKeyPhraseSchema = deferred(() => z.object({ phrase: z.string(), count: count.min(1) }));
export type InsightsKeyPhrase = z.infer<typeof insightsKeyPhraseSchema>;

/** Videos filmed with one tag in one month (months without videos are left out). */
export const insightsTrendPointSchema = deferred(() => z.object({ month: isoMonth, tag: z.string(), videos: count }));
export type InsightsTrendPoint = z.infer<typeof insightsTrendPointSchema>;

/** One filmed shot (002 §2: shot number, date, storyboard, shot title, creator, status). */
export const insightsSampleRowSchema = deferred(() => z.object({
  shot_number: z.number().int().min(1).nullable(),
  date: isoDay,
  storyboard: z.string(),
  shot_title: z.string(),
  creator: z.string(),
  /** Where the end user filmed it: In_Dev (the private code) or In_Live (the public code). */
  status: z.enum(['In_Dev', 'In_Live']),
}));
export type InsightsSampleRow = z.infer<typeof insightsSampleRowSchema>;

export const insightsReportSchema = deferred(() => z.object({
  /** 'customer' when the blocks below come from the customer's data; 'sample' when they have none yet. */
  data_source: z.enum(['customer', 'sample']),
  /** End-user videos analysed. */
  videos_analysed: count,
  /** Distinct end users who filmed them. */
  creators: count,
  key_phrases: z.array(insightsKeyPhraseSchema),
  key_questions: z.array(z.string()),
  buying_trends: z.array(insightsTrendPointSchema),
  sample_rows: z.array(insightsSampleRowSchema),
}));
export type InsightsReport = z.infer<typeof insightsReportSchema>;

export const insightsReportResponseSchema = deferred(() => z.object({ result: insightsReportSchema }));
export type InsightsReportResponse = z.infer<typeof insightsReportResponseSchema>;

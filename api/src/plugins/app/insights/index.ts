import type { Db } from '../../../db';
import { INSIGHTS_LIMITS, INSIGHTS_SAMPLE, INSIGHTS_SAMPLE_COMPUTED, type InsightsReport } from '../../../contracts';
import { insightsRepository } from './insights-repository';
import { keyPhrases, keyQuestions } from './text';

/*
 * GET /insights/report's figures (issue 17, 002 §2, docs/adr/035): computed from the
 * customer's own data; a customer with no end-user video yet gets the spec's sample
 * content (data_source 'sample'), which the page labels as such.
 */

/** The report as a customer with no end-user video sees it: the spec's sample content. */
export function sampleInsightsReport(): InsightsReport {
  return {
    data_source: 'sample',
    videos_analysed: INSIGHTS_SAMPLE.VIDEOS_ANALYSED,
    creators: INSIGHTS_SAMPLE_COMPUTED.creators,
    key_phrases: INSIGHTS_SAMPLE_COMPUTED.keyPhrases.map((p) => ({ ...p })),
    key_questions: [...INSIGHTS_SAMPLE_COMPUTED.keyQuestions],
    buying_trends: INSIGHTS_SAMPLE_COMPUTED.buyingTrends.map((p) => ({ ...p })),
    sample_rows: INSIGHTS_SAMPLE_COMPUTED.sampleRows.map((r) => ({ ...r })),
  };
}

/** The insights report of one customer. */
export async function insightsReport(db: Db, customerId: number): Promise<InsightsReport> {
  const repo = insightsRepository(db);
  const totals = await repo.videoTotals(customerId);
  if (totals.videos === 0) return sampleInsightsReport();
  const [shots, tags, trend, rows] = await Promise.all([
    repo.shotTexts(customerId),
    repo.tagCounts(customerId),
    repo.trend(customerId, INSIGHTS_LIMITS.TREND_MONTHS, INSIGHTS_LIMITS.TREND_TAGS),
    repo.filmedShots(customerId, INSIGHTS_LIMITS.SAMPLE_ROWS),
  ]);
  const texts = shots.flatMap((s) => [s.title, s.description]);
  return {
    data_source: 'customer',
    videos_analysed: totals.videos,
    creators: totals.creators,
    key_phrases: keyPhrases({ texts, tags }, INSIGHTS_LIMITS.PHRASE_WORDS, INSIGHTS_LIMITS.KEY_PHRASES),
    key_questions: keyQuestions(texts, INSIGHTS_LIMITS.KEY_QUESTIONS),
    buying_trends: trend,
    sample_rows: rows.map(({ project_type, ...row }) => ({ ...row, status: project_type === 'Live' ? 'In_Live' : 'In_Dev' })),
  };
}

export { insightsRepository } from './insights-repository';
export { isQuestion, keyPhrases, keyQuestions } from './text';

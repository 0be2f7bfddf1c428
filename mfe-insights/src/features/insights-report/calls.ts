import { INSIGHTS_REPORT_PATH, insightsReportResponseSchema, type InsightsReport } from '@portal/shared-contracts/insights';
import type { HttpClient } from '@portal/shared-ui/http';

/** GET /insights/report (shared-contracts insights-calls.ts; docs/adr/035): the caller's customer's report. */
export async function getInsightsReport(signal: AbortSignal, client: HttpClient): Promise<InsightsReport> {
  return (await client.get(INSIGHTS_REPORT_PATH, insightsReportResponseSchema, { signal })).result;
}

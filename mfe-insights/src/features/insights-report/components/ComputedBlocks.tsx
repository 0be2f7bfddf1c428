import type { ReactElement } from 'react';
import {
  INSIGHTS_REPORT_ANCHORS as A,
  INSIGHTS_REPORT_LABELS as L,
  type InsightsReport,
  type InsightsSampleRow,
} from '@portal/shared-contracts/insights';
import { Flex, Typography } from '@portal/shared-ui';
import { LineChart } from '@portal/shared-ui/charts';
import { Table, type TableColumnsType } from '@portal/shared-ui/data';
import { trendChart } from '../trend';
import { FigureBlock, ReportBlock } from './ReportBlock';
import { useReportStyles } from './reportStyles';
import { SampleNote } from './SampleNote';

const C = L.columns;
const COLUMNS: TableColumnsType<InsightsSampleRow> = [
  { title: C.shotNumber, dataIndex: 'shot_number', render: (n: number | null) => n ?? '–' },
  { title: C.date, dataIndex: 'date' },
  { title: C.storyboard, dataIndex: 'storyboard' },
  { title: C.shotTitle, dataIndex: 'shot_title' },
  { title: C.creator, dataIndex: 'creator' },
  { title: C.status, dataIndex: 'status' },
];

/**
 * The half of the report the api computes from the customer's data (docs/adr/035): videos
 * analysed, creators, key phrases, key questions, buying trends and the filmed shots; the
 * spec's sample content, so noted, while no end user has filmed.
 */
export function ComputedBlocks({ report }: { readonly report: InsightsReport }): ReactElement {
  const classes = useReportStyles();
  const trend = trendChart(report.buying_trends);
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={2} className={classes.blockTitle}>
        {L.fromYourData}
      </Typography.Title>
      {report.data_source === 'sample' ? <SampleNote detail={L.noDataNote} /> : null}
      <div className={classes.grid}>
        <FigureBlock title={L.videosAnalysed} value={report.videos_analysed} />
        <FigureBlock title={L.creators} value={report.creators} />
        <ReportBlock title={L.keyPhrases} id={A.keyPhrases}>
          <ol className={classes.list}>
            {report.key_phrases.map((p) => (
              <li key={p.phrase}>{`${p.phrase} (${p.count})`}</li>
            ))}
          </ol>
        </ReportBlock>
        <ReportBlock title={L.keyQuestions} id={A.keyQuestions}>
          {report.key_questions.length === 0 ? (
            <Typography.Paragraph type="secondary">{L.noQuestions}</Typography.Paragraph>
          ) : (
            <ul className={classes.list}>
              {report.key_questions.map((q) => (
                <li key={q}>{q}</li>
              ))}
            </ul>
          )}
        </ReportBlock>
        <ReportBlock title={L.buyingTrends} id={A.buyingTrends} wide>
          <LineChart title={L.buyingTrends} data={trend.rows} xKey="month" xLabel={L.trendMonth} series={trend.series} wholeNumbers />
        </ReportBlock>
        <ReportBlock title={L.sampleRows} id={A.sampleRows} wide>
          <Table<InsightsSampleRow>
            columns={COLUMNS}
            dataSource={report.sample_rows.map((row, i) => ({ ...row, key: i }))}
            pagination={false}
            size="small"
            scroll={{ x: true }}
          />
        </ReportBlock>
      </div>
    </Flex>
  );
}

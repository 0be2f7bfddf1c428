import { useState, type ReactElement } from 'react';
import { INSIGHTS_SAMPLE } from '@portal/shared-contracts/core';
import {
  INSIGHTS_REPORT_ANCHORS as A,
  INSIGHTS_PERSONAS,
  INSIGHTS_REPORT_LABELS as L,
  type InsightsPersona,
} from '@portal/shared-contracts/insights';
import { Flex, Typography } from '@portal/shared-ui';
import { FigureBlock, ReportBlock } from './ReportBlock';
import { useReportStyles } from './reportStyles';
import { SampleNote } from './SampleNote';

const PERSONAS: readonly InsightsPersona[] = INSIGHTS_PERSONAS;

function Items({ items }: { readonly items: readonly string[] }): ReactElement {
  const classes = useReportStyles();
  return (
    <ul className={classes.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The persona half of the report (002 §2): the spec's sample figures and the two personas,
 * a woman and a man, switched by clicking the other persona's card. None of it comes from
 * the customer's data, so it sits under the "Sample data" note.
 */
export function PersonaBlocks(): ReactElement {
  const classes = useReportStyles();
  const [key, setKey] = useState<InsightsPersona['key']>('woman');
  const persona = PERSONAS.find((p) => p.key === key) ?? PERSONAS[0]!;
  return (
    <section id={A.personas} aria-label={L.personas} className={classes.section}>
      <Flex vertical gap="middle">
        <Typography.Title level={2} className={classes.blockTitle}>
          {L.personas}
        </Typography.Title>
        <SampleNote />
        <div className={classes.personas}>
          {PERSONAS.map((p) => (
            <button key={p.key} type="button" className={classes.persona} aria-pressed={p.key === key} aria-label={L.showPersona(p.name)} onClick={() => setKey(p.key)}>
              <span className={classes.personaName}>{p.name}</span>
              <span className={classes.personaLine}>{p.headline}</span>
              <span className={classes.personaLine}>{`${L.videosAnalysed}: ${p.videos}`}</span>
            </button>
          ))}
        </div>
        <div className={classes.grid}>
          <FigureBlock title={L.videosAnalysed} value={INSIGHTS_SAMPLE.VIDEOS_ANALYSED} />
          <FigureBlock title={L.women} value={INSIGHTS_SAMPLE.WOMEN} />
          <FigureBlock title={L.men} value={INSIGHTS_SAMPLE.MEN} />
          <ReportBlock title={L.demographic}>
            <Items items={persona.demographic.map((d) => `${d.label}: ${d.value}`)} />
          </ReportBlock>
          <ReportBlock title={L.courseOutcomes} id={A.courseOutcomes}>
            <Items items={persona.courseOutcomes} />
          </ReportBlock>
          <ReportBlock title={L.channels}>
            <Items items={persona.channels.map((c) => `${c.name}: ${c.share}%`)} />
          </ReportBlock>
          <ReportBlock title={L.painPoints}>
            <Items items={persona.painPoints} />
          </ReportBlock>
          <ReportBlock title={L.influencers}>
            <Items items={persona.influencers} />
          </ReportBlock>
          <ReportBlock title={L.buyingThoughts} id={A.buyingThoughts}>
            <Items items={persona.buyingThoughts} />
          </ReportBlock>
        </div>
      </Flex>
    </section>
  );
}

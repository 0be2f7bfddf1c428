import type { ReactElement } from 'react';
import { BILLING_TEXTS } from '@portal/shared-contracts';
import { Typography } from '@portal/shared-ui';
import { Card } from '@portal/shared-ui/widgets';
import { currentPlanLine, type CurrentSubscription } from '../plans';

/**
 * The current plan (000 §2): its level and "Trial Period Active | Trial end on {date}"
 * or "{Monthly|Yearly} Plan Active | Ends on {date}"; a note when there is none.
 */
export function CurrentPlan({ current }: { current: CurrentSubscription | null }): ReactElement {
  return (
    <Card style={{ marginBottom: 24 }}>
      <section aria-labelledby="current-plan-heading">
        <Typography.Title level={2} id="current-plan-heading" style={{ fontSize: 18, marginTop: 0 }}>
          {BILLING_TEXTS.currentPlan}
          {current?.level ? `: ${current.level}` : ''}
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }} data-testid="current-plan-line">
          {current ? currentPlanLine(current) : BILLING_TEXTS.noPlan}
        </Typography.Paragraph>
      </section>
    </Card>
  );
}

import type { ReactElement } from 'react';
import { BILLING_TEXTS } from '@portal/shared-contracts/account';
import { Typography, createStyles, overAntd } from '@portal/shared-ui';
import { Card } from '@portal/shared-ui/widgets';
import { useAccountStyles } from '../../../styles';
import { currentPlanLine, type CurrentSubscription } from '../plans';

const useStyles = createStyles('account-current-plan', (token) => ({
  card: { marginBottom: token.marginLG },
  heading: overAntd({ fontSize: token.fontSizeHeading5, marginTop: 0 }),
}));

/**
 * The current plan (000 §2): its level and "Trial Period Active | Trial end on {date}"
 * or "{Monthly|Yearly} Plan Active | Ends on {date}"; a note when there is none.
 */
export function CurrentPlan({ current, loading = false }: { current: CurrentSubscription | null; loading?: boolean }): ReactElement {
  const classes = useStyles();
  const shared = useAccountStyles();
  // While the account loads the card keeps its place (an empty line), so the plans below do not move.
  const line = loading ? '\u00a0' : current ? currentPlanLine(current) : BILLING_TEXTS.noPlan;
  return (
    <Card className={classes.card}>
      <section aria-labelledby="current-plan-heading" aria-busy={loading}>
        <Typography.Title level={2} id="current-plan-heading" className={classes.heading}>
          {BILLING_TEXTS.currentPlan}
          {current?.level ? `: ${current.level}` : ''}
        </Typography.Title>
        <Typography.Paragraph className={shared.flush} data-testid={loading ? undefined : 'current-plan-line'}>
          {line}
        </Typography.Paragraph>
      </section>
    </Card>
  );
}

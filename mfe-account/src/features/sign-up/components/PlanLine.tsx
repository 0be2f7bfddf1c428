import type { ReactElement } from 'react';
import { Typography } from '@portal/shared-ui';
import { SIGNUP_TEXTS, selectedPlan } from '@portal/shared-contracts/core';
import type { SignUpPlanState } from '../useSignUpPlan';

/** The plan the sign-up starts on (000 §2: from `?product=`, default Starter). */
export function PlanLine({ plan }: { plan: SignUpPlanState }): ReactElement {
  const text =
    plan.status === 'loading'
      ? SIGNUP_TEXTS.loadingPlans
      : plan.status === 'ready' && plan.plan
        ? selectedPlan(plan.plan.product.name)
        : SIGNUP_TEXTS.plansUnavailable;
  return (
    <Typography.Paragraph role="status" strong={plan.status === 'ready' && !!plan.plan}>
      {text}
    </Typography.Paragraph>
  );
}

import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ANALYTICS_EVENTS, SHELL_MESSAGES, type Tier, BILLING_MESSAGES } from '@portal/shared-contracts/core';
import { useBus, useHttpClient } from '@portal/shared-ui';
import { newIdempotencyKey } from '../../lib/idempotency';
import { billingCalls, runPaymentFlow, type ConfirmCard, type PaymentRequest } from './paymentFlow';
import { initialPaymentState, paymentEvents as e, paymentReducer, type PaymentState } from './paymentState';

export interface PaymentCallbacks {
  /** A plain card update succeeded (after its toast and analytics event). */
  readonly onCardUpdated: () => void;
  /** A plan change succeeded (after its toast and 'subscription/changed'). */
  readonly onSubscriptionChanged: (tier: Tier | null) => void;
}

export interface PaymentFlow {
  readonly state: PaymentState;
  /** Runs one user action's payment flow; ignored while another runs. */
  readonly submit: (request: PaymentRequest, confirmCard: ConfirmCard | null) => Promise<void>;
  readonly reset: () => void;
}

/**
 * The payment flow with its status and side effects: toasts on the bus (a declined
 * card's own message, "Successfully updated card details", "We are processing your
 * subscription...", the failure texts), the Account Update Card analytics event, and
 * 'subscription/changed' so the host refetches the customer's attributes.
 */
export function usePaymentFlow(callbacks: PaymentCallbacks): PaymentFlow {
  const http = useHttpClient();
  const bus = useBus();
  const [state, dispatch] = useReducer(paymentReducer, initialPaymentState);
  const running = useRef(false);
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  const submit = useCallback(
    async (request: PaymentRequest, confirmCard: ConfirmCard | null): Promise<void> => {
      if (running.current) return;
      running.current = true;
      dispatch(e.submitted({ step: request.withCard || !request.price ? 'card' : 'subscription' }));
      const deps = { calls: billingCalls(http), confirmCard, newIdempotencyKey };
      const outcome = await runPaymentFlow(deps, request, (step) => dispatch(e.stepReached({ step })));
      running.current = false;
      switch (outcome.kind) {
        case 'noClientSecret':
          return void dispatch(e.stopped());
        case 'declined':
          bus.publish('toast/requested', { kind: 'error', message: outcome.message });
          return void dispatch(e.stopped());
        case 'failed':
          bus.publish('toast/requested', { kind: 'error', message: outcome.message });
          return void dispatch(e.failed());
        case 'cardUpdated':
          dispatch(e.succeeded());
          bus.publish('toast/requested', { kind: 'success', message: BILLING_MESSAGES.cardUpdated });
          bus.publish('analytics/tracked', { name: ANALYTICS_EVENTS.accountUpdateCard });
          return latest.current.onCardUpdated();
        case 'subscriptionChanged':
          dispatch(e.succeeded());
          bus.publish('toast/requested', { kind: 'success', message: SHELL_MESSAGES.subscriptionProcessing });
          bus.publish('subscription/changed', { tier: outcome.tier });
          return latest.current.onSubscriptionChanged(outcome.tier);
      }
    },
    [http, bus],
  );

  const reset = useCallback(() => dispatch(e.reset()), []);
  return { state, submit, reset };
}

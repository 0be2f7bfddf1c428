import { initialPaymentState, paymentEvents as e, paymentReducer, type PaymentState } from './paymentState';

const run = (...events: Parameters<typeof paymentReducer>[1][]): PaymentState => events.reduce(paymentReducer, initialPaymentState);

describe('subscription update status (000 §4)', () => {
  it('goes updating then success', () => {
    expect(run(e.submitted({ step: 'card' }))).toEqual({ status: 'updating', step: 'card' });
    expect(run(e.submitted({ step: 'card' }), e.stepReached({ step: 'subscription' }))).toEqual({ status: 'updating', step: 'subscription' });
    expect(run(e.submitted({ step: 'card' }), e.succeeded())).toEqual({ status: 'success', step: null });
  });

  it('fails, or returns to idle after a decline or a missing client secret', () => {
    expect(run(e.submitted({ step: 'card' }), e.failed())).toEqual({ status: 'failed', step: null });
    expect(run(e.submitted({ step: 'card' }), e.stopped())).toEqual(initialPaymentState);
  });

  it('ignores a second submit while updating, and outcomes while not updating', () => {
    expect(run(e.submitted({ step: 'card' }), e.submitted({ step: 'subscription' }))).toEqual({ status: 'updating', step: 'card' });
    expect(run(e.succeeded())).toEqual(initialPaymentState);
    expect(run(e.failed(), e.stepReached({ step: 'card' }))).toEqual(initialPaymentState);
    expect(run(e.submitted({ step: 'card' }), e.reset())).toEqual({ status: 'updating', step: 'card' });
  });

  it('starts again after success or failure when the modal reopens', () => {
    expect(run(e.submitted({ step: 'card' }), e.failed(), e.reset())).toEqual(initialPaymentState);
    expect(run(e.submitted({ step: 'card' }), e.failed(), e.submitted({ step: 'card' }))).toEqual({ status: 'updating', step: 'card' });
  });
});

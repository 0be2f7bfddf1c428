import type { SignUpOutcome } from '@portal/shared-contracts/core';
import { initialSignUpState, signUpEvents as e, signUpReducer, type SignUpEvent, type SignUpPhase, type SignUpState } from './signUpState';

const run = (...events: SignUpEvent[]): SignUpState => events.reduce(signUpReducer, initialSignUpState);
const at = (phase: SignUpPhase, patch: Partial<SignUpState> = {}): SignUpState => ({
  ...initialSignUpState,
  phase,
  email: 'new@demo.test',
  ...patch,
});

const ALL_EVENTS: Array<[string, SignUpEvent]> = [
  ['submitted', e.submitted({ email: 'x@y.z' })],
  ['outcomeReceived', e.outcomeReceived({ outcome: 'awaitingAuth' })],
  ['creationFailed', e.creationFailed({ message: 'boom' })],
  ['codeSubmitted', e.codeSubmitted()],
  ['confirmed', e.confirmed()],
  ['confirmationFailed', e.confirmationFailed({ message: 'bad' })],
  ['resendRequested', e.resendRequested()],
  ['codeResent', e.codeResent({ notice: 'sent' })],
  ['resendFailed', e.resendFailed({ message: 'nope' })],
  ['resetRequested', e.resetRequested()],
];

/** Which events each phase reacts to; every other event leaves the state as it is. */
const HANDLED: Record<SignUpPhase, string[]> = {
  form: ['submitted'],
  creating: ['outcomeReceived', 'creationFailed'],
  awaitingAuth: ['codeSubmitted', 'confirmed', 'confirmationFailed', 'resendRequested', 'codeResent', 'resendFailed'],
  done: [],
  failed: ['resetRequested'],
  usernameExists: ['resetRequested'],
  reSendCode: ['resetRequested'],
};

describe('sign-up state (000 §4)', () => {
  it('starts on the form', () => {
    expect(signUpReducer(undefined, { type: '@@init' })).toEqual({ phase: 'form', email: '', error: null, notice: null, pending: null });
  });

  it('form -> creating on submit, keeping the e-mail and dropping an old error', () => {
    const state = signUpReducer({ ...initialSignUpState, error: 'Project code is taken' }, e.submitted({ email: 'new@demo.test' }));
    expect(state).toEqual({ ...initialSignUpState, phase: 'creating', email: 'new@demo.test' });
  });

  it.each([
    ['awaitingAuth', 'awaitingAuth'],
    ['usernameExists', 'usernameExists'],
    ['reSendCode', 'reSendCode'],
    ['failed', 'failed'],
  ] as Array<[SignUpOutcome, SignUpPhase]>)('creating -> %s when the host answers %s', (outcome, phase) => {
    expect(run(e.submitted({ email: 'new@demo.test' }), e.outcomeReceived({ outcome }))).toEqual(at(phase));
  });

  it('creating -> form with the error under the button when creation is rejected', () => {
    expect(run(e.submitted({ email: 'new@demo.test' }), e.creationFailed({ message: 'Unexpected Error in creation' }))).toEqual(
      at('form', { error: 'Unexpected Error in creation' }),
    );
  });

  describe('awaitingAuth', () => {
    const waiting = at('awaitingAuth');

    it('marks the confirmation as running and clears the last error and note', () => {
      expect(signUpReducer({ ...waiting, error: 'bad', notice: 'sent' }, e.codeSubmitted())).toEqual({ ...waiting, pending: 'confirm' });
    });

    it('-> done when the code is confirmed', () => {
      expect(signUpReducer({ ...waiting, pending: 'confirm' }, e.confirmed())).toEqual(at('done'));
    });

    it('stays, with the error under the button, when confirmation fails', () => {
      expect(signUpReducer({ ...waiting, pending: 'confirm' }, e.confirmationFailed({ message: 'Unexpected Error in confirmation' }))).toEqual({
        ...waiting,
        error: 'Unexpected Error in confirmation',
      });
    });

    it('marks a resend as running, then notes the new code', () => {
      const resending = signUpReducer({ ...waiting, error: 'bad' }, e.resendRequested());
      expect(resending).toEqual({ ...waiting, pending: 'resend' });
      expect(signUpReducer(resending, e.codeResent({ notice: 'We sent a new code to new@demo.test.' }))).toEqual({
        ...waiting,
        notice: 'We sent a new code to new@demo.test.',
      });
    });

    it('shows a failed resend under the button', () => {
      expect(signUpReducer({ ...waiting, pending: 'resend' }, e.resendFailed({ message: 'nope' }))).toEqual({ ...waiting, error: 'nope' });
    });

    it('ignores a second confirm or resend while one is running', () => {
      const confirming = { ...waiting, pending: 'confirm' as const };
      expect(signUpReducer(confirming, e.codeSubmitted())).toBe(confirming);
      expect(signUpReducer(confirming, e.resendRequested())).toBe(confirming);
    });
  });

  it.each([['failed'], ['usernameExists'], ['reSendCode']] as Array<[SignUpPhase]>)(
    '%s -> form on Try Again / return, with nothing left over',
    (phase) => {
      expect(signUpReducer(at(phase, { error: 'x', notice: 'y' }), e.resetRequested())).toEqual(initialSignUpState);
    },
  );

  describe.each(Object.keys(HANDLED) as SignUpPhase[])('in %s', (phase) => {
    const state = at(phase);
    const ignored = ALL_EVENTS.filter(([name]) => !HANDLED[phase].includes(name));
    it.each(ignored)('ignores %s', (_name, event) => {
      expect(signUpReducer(state, event)).toBe(state);
    });
  });

  it('runs a whole sign-up: form, creating, awaitingAuth, a wrong code, a resend, done', () => {
    const end = run(
      e.submitted({ email: 'new@demo.test' }),
      e.outcomeReceived({ outcome: 'awaitingAuth' }),
      e.codeSubmitted(),
      e.confirmationFailed({ message: 'bad code' }),
      e.resendRequested(),
      e.codeResent({ notice: 'sent' }),
      e.codeSubmitted(),
      e.confirmed(),
    );
    expect(end).toEqual(at('done'));
  });
});

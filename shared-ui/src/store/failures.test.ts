import { isTransientFailure } from './failures';
import { StatusError } from './testSupport';

describe('isTransientFailure', () => {
  // 0: a client reporting "no answer" (the shared client's NetworkError); 200: an answer
  // that does not match its schema (its InvalidResponseError keeps the answer's status).
  it.each([0, 408, 429, 500, 502, 503, 504])('an error with status %i is transient', (status) => {
    expect(isTransientFailure(new StatusError(status))).toBe(true);
  });

  it.each([200, 400, 401, 403, 404, 409, 422])('an error with status %i is final', (status) => {
    expect(isTransientFailure(new StatusError(status))).toBe(false);
  });

  it.each<[string, unknown, boolean]>([
    ['fetch without an answer (TypeError)', new TypeError('Failed to fetch'), true],
    ['an AbortSignal.timeout that ran out', new DOMException('signal timed out', 'TimeoutError'), true],
    ['an abort that was not ours', new DOMException('The operation was aborted.', 'AbortError'), false],
    ['a schema error thrown as is', new Error('Invalid input: expected string'), false],
    ['a status that is not a number', { status: '503' }, false],
    ['a thrown string', 'offline', false],
    ['null', null, false],
  ])('%s → %s', (_label, error, transient) => {
    expect(isTransientFailure(error)).toBe(transient);
  });
});

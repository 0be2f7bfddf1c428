import { apiErrorSchema, healthSchema, readinessSchema, toApiError } from './api';

describe('apiErrorSchema', () => {
  it('accepts a code and message and refuses missing or numeric fields', () => {
    expect(apiErrorSchema.safeParse({ error_code: '22003', error_message: 'x' }).success).toBe(true);
    expect(apiErrorSchema.safeParse({ error_code: 22003, error_message: 'x' }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ error_message: 'x' }).success).toBe(false);
  });
});

describe('toApiError', () => {
  it('keeps a full body and stringifies numeric codes', () => {
    expect(toApiError({ error_code: '22033', error_message: 'm' })).toEqual({ error_code: '22033', error_message: 'm' });
    expect(toApiError({ error_code: 404, error_message: 'm' })).toEqual({ error_code: '404', error_message: 'm' });
  });

  it.each([undefined, null, 'boom', {}, { error_code: '', error_message: '' }])('defaults %p to 500', (value) => {
    expect(toApiError(value)).toEqual({ error_code: '500', error_message: 'An error occurred' });
  });
});

describe('health and readiness', () => {
  it('health is ok only', () => {
    expect(healthSchema.safeParse({ status: 'ok' }).success).toBe(true);
    expect(healthSchema.safeParse({ status: 'up' }).success).toBe(false);
  });

  it('readiness has a status and per-check outcomes', () => {
    expect(readinessSchema.safeParse({ status: 'ready', checks: { db: 'ok' } }).success).toBe(true);
    expect(readinessSchema.safeParse({ status: 'not_ready', checks: { db: 'failing', idp: 'ok' } }).success).toBe(true);
    expect(readinessSchema.safeParse({ status: 'ready', checks: { db: 'down' } }).success).toBe(false);
    expect(readinessSchema.safeParse({ status: 'maybe', checks: {} }).success).toBe(false);
  });
});

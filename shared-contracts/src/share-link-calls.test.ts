import { qrExpiryEpochMs } from './entry/storyboards';
import { SHARE_LINK_LIMITS, generateShareUrlResponseSchema, generateShareUrlSchema, shareExpiryProblem } from './share-link-calls';

const DAY = 24 * 60 * 60 * 1000;

describe('share link call', () => {
  it('takes data with the storyboard id, the expiry in epoch ms and the user id', () => {
    const body = { data: { id: 7, expiry: 1_767_225_599_000, user_id: 3 } };
    expect(generateShareUrlSchema.parse(body)).toEqual(body);
    for (const data of [
      { id: 7, expiry: 1_767_225_599_000 },
      { id: '7', expiry: 1_767_225_599_000, user_id: 3 },
      { id: 7, expiry: 1.5, user_id: 3 },
      { id: 7, expiry: -1, user_id: 3 },
      { id: 0, expiry: 1_767_225_599_000, user_id: 3 },
      { id: 7, expiry: 1_767_225_599_000, user_id: 'me' },
    ]) {
      expect(generateShareUrlSchema.safeParse({ data }).success).toBe(false);
    }
    expect(generateShareUrlSchema.safeParse({ id: 7, expiry: 1_767_225_599_000, user_id: 3 }).success).toBe(false);
  });

  it('answers data.result.url, a URL', () => {
    expect(generateShareUrlResponseSchema.parse({ data: { result: { url: 'http://localhost:4000/share/abc' } } }).data.result.url).toBe(
      'http://localhost:4000/share/abc',
    );
    expect(generateShareUrlResponseSchema.safeParse({ result: { url: 'http://localhost:4000/share/abc' } }).success).toBe(false);
    expect(generateShareUrlResponseSchema.safeParse({ data: { result: { url: 'not a url' } } }).success).toBe(false);
  });

  it('refuses an expiry that is over, or more than a year and a day ahead', () => {
    const now = Date.UTC(2025, 2, 1, 10, 0, 0);
    expect(shareExpiryProblem(now, now)).toBe('past');
    expect(shareExpiryProblem(now - 1, now)).toBe('past');
    expect(shareExpiryProblem(now + 1, now)).toBeNull();
    // The same day next year (a leap year's 366 days ahead, at 23:59:59) still fits.
    expect(shareExpiryProblem(qrExpiryEpochMs({ day: 1, month: 3, year: 2028 }), Date.UTC(2027, 2, 1, 0, 0, 1))).toBeNull();
    expect(shareExpiryProblem(now + SHARE_LINK_LIMITS.MAX_EXPIRY_DAYS * DAY, now)).toBeNull();
    expect(shareExpiryProblem(now + SHARE_LINK_LIMITS.MAX_EXPIRY_DAYS * DAY + 1, now)).toBe('tooFar');
  });
});

describe('qrExpiryEpochMs', () => {
  it('is 23:59:59 UTC of the chosen day', () => {
    expect(new Date(qrExpiryEpochMs({ day: 22, month: 2, year: 2026 })).toISOString()).toBe('2026-02-22T23:59:59.000Z');
    expect(new Date(qrExpiryEpochMs({ day: 29, month: 2, year: 2028 })).toISOString()).toBe('2028-02-29T23:59:59.000Z');
    expect(new Date(qrExpiryEpochMs({ day: 31, month: 12, year: 2030 })).toISOString()).toBe('2030-12-31T23:59:59.000Z');
  });

  it('keeps a year below 100 as written', () => {
    expect(new Date(qrExpiryEpochMs({ day: 1, month: 1, year: 25 })).getUTCFullYear()).toBe(25);
  });
});

import { ACCOUNT_LIMITS, EMAIL_PATTERN, PASSWORD_PATTERN, POLL_INTERVALS_MS, SESSION_TIMING, storyboardEditedKey } from './entry/core';
import { qrDownloadFileName } from './entry/storyboards';

describe('constants', () => {
  it('session re-check is 30 minutes with a 10 s loop', () => {
    expect(SESSION_TIMING.RECHECK_AFTER_MS).toBe(1_800_000);
    expect(SESSION_TIMING.CHECK_LOOP_MS).toBe(10_000);
  });

  it('script job poll is 2.5 s and test render 5 s', () => {
    expect(POLL_INTERVALS_MS.SCRIPT_CREATION_REQUEST).toBe(2_500);
    expect(POLL_INTERVALS_MS.TEST_RENDER).toBe(5_000);
  });

  it.each([
    ['Abcdef1!', true],
    ['Abcde1!', false],
    ['abcdef1!', false],
    ['ABCDEF1!', false],
    ['Abcdefg!', false],
    ['Abcdefg1', false],
  ])('password rule on %s is %s', (password, valid) => {
    expect(PASSWORD_PATTERN.test(password)).toBe(valid);
    if (valid) expect(password.length).toBeGreaterThanOrEqual(ACCOUNT_LIMITS.PASSWORD_MIN_LENGTH);
  });

  it.each([
    ['a@b.co', true],
    ['a@b', false],
    ['a b@c.com', false],
    ['', false],
  ])('email pattern on %j is %s', (email, valid) => {
    expect(EMAIL_PATTERN.test(email)).toBe(valid);
  });

  it('builds the QR download name with two-digit parts', () => {
    expect(qrDownloadFileName({ day: 5, month: 3, year: 2025 })).toBe('qr-code-exp05-03-25.png');
    expect(qrDownloadFileName({ day: 31, month: 12, year: 2030 })).toBe('qr-code-exp31-12-30.png');
  });

  it('keys edited flags per storyboard', () => {
    expect(storyboardEditedKey(7)).not.toBe(storyboardEditedKey(8));
  });
});

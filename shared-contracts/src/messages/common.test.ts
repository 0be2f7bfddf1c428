import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  COMMON_MESSAGES,
  DEEPSTORY_MESSAGES,
  DISCOVERY_MESSAGES,
  SHELL_MESSAGES,
  dropZoneHint,
  filterColumnLabel,
  removeTagLabel,
  selectRowLabel,
  AUTH_MESSAGES,
  BILLING_MESSAGES,
  CHANGE_PASSWORD_MESSAGES,
  RESET_TEXTS,
  SIGNUP_MESSAGES,
  SIGNUP_TEXTS,
} from '../entry/core';
import { BILLING_TEXTS } from '../entry/account';
import { PROXY_MESSAGES, UPLOAD_MESSAGES } from '../entry/storyboards';
import { ADMIN_MESSAGES } from '../entry/admin';

describe('texts used in several areas keep their domain names', () => {
  it.each([
    ['Unexpected error.', [UPLOAD_MESSAGES.unexpected, PROXY_MESSAGES.unexpected]],
    ['Unexpected Error', [UPLOAD_MESSAGES.unexpectedError, AUTH_MESSAGES.unexpectedError]],
    ['Upload in progress. Please do not navigate away.', [UPLOAD_MESSAGES.uploadInProgress, DEEPSTORY_MESSAGES.uploadInProgress]],
    [
      'We are processing your subscription and will update your subscription level once completed.',
      [SHELL_MESSAGES.subscriptionProcessing, BILLING_MESSAGES.subscriptionProcessing],
    ],
    [
      'Password must be at least 8 characters long and include 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character.',
      [SIGNUP_MESSAGES.passwordRule, CHANGE_PASSWORD_MESSAGES.weakPassword],
    ],
    ['*Fields cannot be empty', [AUTH_MESSAGES.fieldsCannotBeEmpty, ADMIN_MESSAGES.fieldsCannotBeEmpty]],
    ['Max 120 seconds', [DEEPSTORY_MESSAGES.max120Seconds, DISCOVERY_MESSAGES.lengthMax]],
    ['Too many attempts. Please wait a few minutes and try again.', [CHANGE_PASSWORD_MESSAGES.tooManyAttempts, RESET_TEXTS.tooManyAttempts]],
    ['Loading plans...', [SIGNUP_TEXTS.loadingPlans, BILLING_TEXTS.loadingPlans]],
  ])('%s', (text, uses) => {
    expect(Object.values(COMMON_MESSAGES)).toContain(text);
    for (const use of uses) expect(use).toBe(text);
  });
});

describe('block labels', () => {
  it('names controls after what they act on', () => {
    expect(removeTagLabel('Sports')).toBe('Remove tag Sports');
    expect(filterColumnLabel('User')).toBe('Filter User');
    expect(selectRowLabel('clip.mp4')).toBe('Select row clip.mp4');
    expect(dropZoneHint(['Image', 'Video'])).toBe('Drop files here or choose files. Accepted: Image, Video.');
  });
});

/** The string literals of a source file, comments and import lines removed. */
function literals(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^import .* from '[^']+';$/gm, '');
  return [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)].map((m) => m[1] ?? m[2] ?? '');
}

// Two unrelated controls that happen to read the same: a recommender carousel title and
// a brief checkbox (002 §2, 001 §2). Anything else written twice should be one constant.
const SAME_WORDS_DIFFERENT_THINGS = new Set(['Increase Revenue']);

describe('one definition per text', () => {
  it('writes every message of 16 characters or more once across messages/', () => {
    const dir = __dirname;
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      for (const text of literals(readFileSync(join(dir, file), 'utf8'))) {
        if (text.length < 16 || SAME_WORDS_DIFFERENT_THINGS.has(text)) continue;
        const first = seen.get(text);
        if (first) twice.push(`${text} (${first}, ${file})`);
        else seen.set(text, file);
      }
    }
    expect(twice).toEqual([]);
  });
});

import {
  DEEPSTORY_MESSAGES,
  HEADINGS,
  aiServerError,
  currentSubscription,
  formatOrdinalDate,
  ordinal,
  ordinalSuffix,
  uploadAssetErrorForItem,
  uploadAssetErrorForShot,
  uploadAssetFailedForItem,
  uploadAssetFailedForShot,
  uploadImageErrorForShot,
  uploadImageFailedForShot,
  SIGNUP_FIELD_LABELS,
  planActive,
  requiredField,
  trialPeriodActive,
} from './entry/core';
import { FORM_MESSAGES, STORYBOARD_MESSAGES, UPLOAD_MESSAGES, qrExpiresOn } from './entry/storyboards';
import { adminMayTakeUpTo } from './entry/admin';

describe('ordinals', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [14, '14th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [24, '24th'],
    [30, '30th'],
    [31, '31st'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
  ])('%i -> %s', (n, expected) => {
    expect(ordinal(n)).toBe(expected);
    expect(ordinalSuffix(n)).toBe(expected.slice(String(n).length));
  });
});

describe('formatOrdinalDate', () => {
  it('formats calendar parts as day-ordinal month year', () => {
    expect(formatOrdinalDate({ day: 1, month: 1, year: 2025 })).toBe('1st January 2025');
    expect(formatOrdinalDate({ day: 22, month: 12, year: 2024 })).toBe('22nd December 2024');
  });

  it('reads a Date in UTC when asked', () => {
    expect(formatOrdinalDate(new Date(Date.UTC(2025, 2, 13, 23, 59, 59)), 'utc')).toBe('13th March 2025');
  });
});

describe('qrExpiresOn', () => {
  it.each([
    [{ day: 1, month: 3, year: 2025 }, 'Expires on the 1st March 2025 at 11:59pm'],
    [{ day: 2, month: 4, year: 2025 }, 'Expires on the 2nd April 2025 at 11:59pm'],
    [{ day: 3, month: 5, year: 2025 }, 'Expires on the 3rd May 2025 at 11:59pm'],
    [{ day: 11, month: 6, year: 2025 }, 'Expires on the 11th June 2025 at 11:59pm'],
    [{ day: 12, month: 7, year: 2025 }, 'Expires on the 12th July 2025 at 11:59pm'],
    [{ day: 13, month: 8, year: 2025 }, 'Expires on the 13th August 2025 at 11:59pm'],
    [{ day: 21, month: 9, year: 2025 }, 'Expires on the 21st September 2025 at 11:59pm'],
    [{ day: 23, month: 10, year: 2025 }, 'Expires on the 23rd October 2025 at 11:59pm'],
  ])('%j', (date, expected) => {
    expect(qrExpiresOn(date)).toBe(expected);
  });

  it('uses the UTC calendar day of a Date (the expiry is 23:59:59 UTC)', () => {
    expect(qrExpiresOn(new Date(Date.UTC(2026, 1, 22, 23, 59, 59)))).toBe('Expires on the 22nd February 2026 at 11:59pm');
  });
});

describe('placeholder messages', () => {
  it('requiredField', () => {
    expect(requiredField(SIGNUP_FIELD_LABELS.roleInCompany)).toBe('Role/Position is required.');
    expect(requiredField('Email')).toBe('Email is required.');
  });

  it('aiServerError', () => {
    expect(aiServerError('22003', DEEPSTORY_MESSAGES.statusFetchFailed)).toBe(
      'Error (Code: 22003): Failed to fetch the statuses.',
    );
    expect(aiServerError(500, 'An error occurred')).toBe('Error (Code: 500): An error occurred');
  });

  it('upload failures per shot and per item', () => {
    expect(uploadAssetFailedForShot(3)).toBe('Failed to upload the asset for shot 3.');
    expect(uploadAssetErrorForShot(3)).toBe('Error uploading asset for shot 3.');
    expect(uploadImageFailedForShot(2)).toBe('Failed to upload the new image for shot 2.');
    expect(uploadImageErrorForShot(2)).toBe('Error uploading new image for shot 2.');
    expect(uploadAssetFailedForItem('watermark')).toBe('Failed to upload asset for item watermark.');
    expect(uploadAssetErrorForItem('watermark')).toBe('Error uploading asset for item watermark.');
  });

  it('trial and plan lines', () => {
    expect(trialPeriodActive('5th May 2025')).toBe('Trial Period Active | Trial end on 5th May 2025');
    const local = new Date(2025, 4, 21, 12);
    expect(trialPeriodActive(local)).toBe('Trial Period Active | Trial end on 21st May 2025');
    expect(planActive('year', '1st June 2026')).toBe('Yearly Plan Active | Ends on 1st June 2026');
    expect(planActive('month', '1st June 2026')).toBe('Monthly Plan Active | Ends on 1st June 2026');
  });

  it('current subscription line', () => {
    expect(currentSubscription('Pro')).toBe('Current subscription: Pro');
    expect(currentSubscription(null)).toBe('Current subscription: N/A');
    expect(currentSubscription('')).toBe('Current subscription: N/A');
  });

  it('admin loader note', () => {
    expect(adminMayTakeUpTo(3)).toBe('may take up to 3 seconds');
  });
});

describe('texts kept exactly as the spec words them', () => {
  it('keeps the typos', () => {
    expect(STORYBOARD_MESSAGES.cloneUnexpected).toBe('An unexpected error ocurred while cloning.');
    expect(UPLOAD_MESSAGES.uploadUnexpected).toBe('An unexpected error ocurred while uploading.');
    expect(FORM_MESSAGES.submitError).toBe('There was an error submitting the form the form, try again or contact us');
    expect(DEEPSTORY_MESSAGES.storyboardInProgress).toBe(
      "You're Storyboard is in progress. Please do not refresh the page or navigate away.",
    );
    expect(HEADINGS.subscriptionHubSubtitle).toBe('Choose our Annual Plan and Save 12.5%. All plans excludes GST.');
  });
});

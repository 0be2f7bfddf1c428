import {
  DEFAULT_NOTIFICATION_SETTING,
  NOTIFICATION_SETTINGS,
  notificationPreferenceSchema,
  parseNotificationSetting,
} from './notifications';

describe('parseNotificationSetting', () => {
  it('defaults to ALL', () => {
    expect(DEFAULT_NOTIFICATION_SETTING).toBe('ALL');
  });

  it.each(Object.values(NOTIFICATION_SETTINGS))('keeps %s', (value) => {
    expect(parseNotificationSetting(value)).toBe(value);
  });

  it.each([undefined, null, '', 'none', 'Billing', 'MARKETING', 42, {}])('falls back to ALL for %p', (value) => {
    expect(parseNotificationSetting(value)).toBe('ALL');
  });
});

describe('notificationPreferenceSchema', () => {
  it('accepts a known setting and refuses an unknown one', () => {
    expect(notificationPreferenceSchema.safeParse({ notificationSetting: 'SALES' }).success).toBe(true);
    expect(notificationPreferenceSchema.safeParse({ notificationSetting: 'SOME' }).success).toBe(false);
    expect(notificationPreferenceSchema.safeParse({}).success).toBe(false);
  });
});

import { z } from 'zod';

/** Notification setting values (000 §4), stored in custom:notification-pref. */
export const NOTIFICATION_SETTINGS = {
  ALL: 'ALL',
  NONE: 'NONE',
  BILLING: 'BILLING',
  SALES: 'SALES',
} as const;
export type NotificationSetting = (typeof NOTIFICATION_SETTINGS)[keyof typeof NOTIFICATION_SETTINGS];
export const notificationSettingSchema = z.enum(NOTIFICATION_SETTINGS);

/** The setting of a user who never chose one. */
export const DEFAULT_NOTIFICATION_SETTING: NotificationSetting = NOTIFICATION_SETTINGS.ALL;

/**
 * Reads a stored setting (000 §4): one of the four values exactly, otherwise ALL.
 * Missing, empty and unknown values (including other casings) all fall back to ALL.
 */
export function parseNotificationSetting(value: unknown): NotificationSetting {
  const parsed = notificationSettingSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_NOTIFICATION_SETTING;
}

/** Body of PUT /preferences/notification (000 §7; 204 expected). */
export const notificationPreferenceSchema = z.object({
  notificationSetting: notificationSettingSchema,
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

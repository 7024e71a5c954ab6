// The user's own profile (spec section 3 'User profile', issue 11): first and last name, phone,
// position, department and language, edited by the user only; and which notices they want, with a
// daily e-mail digest. The bounds and field codes are the server's; the web form uses the same schema.
import { z } from 'zod';

import { isValidPhone } from '../rules/validation';

/** The languages a profile may choose: those with complete texts (the UI and the mails speak them). */
export const PROFILE_LANGUAGES = ['en', 'de'] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

export const PROFILE_NAME_MAX = 100;
export const PROFILE_TEXT_MAX = 100;
export const PROFILE_PHONE_MAX = 32;

/** An optional text: blank is stored as no value. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** `PUT /api/v1/profile`: the user's own profile; `version` is the one read (409 when it moved on). */
export const profileWriteSchema = z.strictObject({
  first_name: z.string().trim().min(1).max(PROFILE_NAME_MAX),
  last_name: optionalText(PROFILE_NAME_MAX),
  phone: z
    .string()
    .trim()
    .max(PROFILE_PHONE_MAX)
    .refine((value) => value === '' || value.length > PROFILE_PHONE_MAX || isValidPhone(value), {
      params: { key: 'validation:phone' },
    })
    .nullish()
    .transform((value) => value || null),
  position: optionalText(PROFILE_TEXT_MAX),
  department: optionalText(PROFILE_TEXT_MAX),
  language: z.enum(PROFILE_LANGUAGES),
  version: z.number().int().positive().max(2_147_483_647),
});
export type ProfileWrite = z.infer<typeof profileWriteSchema>;

/**
 * The kinds of notices a user may want (the sources of the derived notifications): ship
 * certificates expiring or expired, overdue work orders, crew certificates expiring or expired.
 */
export const NOTIFICATION_KINDS = [
  'certificates',
  'work_orders',
  'crew_certificates',
  'corrective_actions',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kind of a notification by its type (`certificate_expiring` → `certificates`). */
export function notificationKindOf(type: string): NotificationKind | undefined {
  if (type.startsWith('crew_certificate_')) return 'crew_certificates';
  if (type.startsWith('certificate_')) return 'certificates';
  if (type.startsWith('work_order_')) return 'work_orders';
  if (type.startsWith('corrective_action_')) return 'corrective_actions';
  return undefined;
}

/** `PUT /api/v1/profile/notifications`: the kinds wanted (none is allowed) and the daily digest. */
export const notificationPreferencesSchema = z.strictObject({
  kinds: z.array(z.enum(NOTIFICATION_KINDS)).max(NOTIFICATION_KINDS.length),
  daily_digest: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** The hour (UTC) from which the day's digest goes out: the first scheduler run on or after it. */
export const DIGEST_HOUR_UTC = 6;

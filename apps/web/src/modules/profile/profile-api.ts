// The calls of the profile page: the user's own profile (`/api/v1/profile`) and which notices they
// want with the daily digest (`/api/v1/notifications/preferences`), with their query keys.
import type { NotificationPreferences, ProfileAnswer as Profile, ProfileLanguage } from '@mars/domain';

import { api } from '../../data/api-client';

/** `GET /api/v1/profile`. */
export type { ProfileAnswer as Profile } from '@mars/domain';

export type ProfileInput = {
  first_name: string;
  last_name: string;
  phone: string;
  position: string;
  department: string;
  language: ProfileLanguage;
  version: number;
};

export type { NotificationPreferences } from '@mars/domain';

export const PROFILE_QUERY_KEY = ['profile'] as const;
export const NOTIFICATION_PREFERENCES_QUERY_KEY = ['notification-preferences'] as const;

export const profileApi = {
  profile: () => api.request<Profile>('GET', '/profile'),
  saveProfile: (input: ProfileInput) => api.request<Profile>('PUT', '/profile', input),
  notificationPreferences: () => api.request<NotificationPreferences>('GET', '/notifications/preferences'),
  saveNotificationPreferences: (input: NotificationPreferences) =>
    api.request<NotificationPreferences>('PUT', '/notifications/preferences', input),
};

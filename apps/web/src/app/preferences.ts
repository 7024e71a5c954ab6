// Choices of the user kept in this browser: the layout (modern or classic) and the timezone.
// The colour scheme is kept by Mantine's manager, the language by i18next (see i18n.ts).
import { useStoredChoice } from './stored-choice';
import type { StoredChoice } from './stored-choice';

export const LAYOUTS = ['modern', 'classic'] as const;
export type LayoutChoice = (typeof LAYOUTS)[number];
export const LAYOUT_STORAGE_KEY = 'mars.layout';

/** Spec section 9: the timezones the settings offer. */
export const TIMEZONES = ['UTC', 'UTC+8', 'UTC+1', 'UTC-5', 'UTC-8'] as const;
export type TimezoneChoice = (typeof TIMEZONES)[number];
export const TIMEZONE_STORAGE_KEY = 'mars.timezone';
export const COLOR_SCHEME_STORAGE_KEY = 'mars.color-scheme';

/** The IANA zone of a fixed offset ('UTC+8' -> 'Etc/GMT-8': the Etc zones count the other way). */
export function ianaTimeZone(choice: TimezoneChoice): string {
  const match = /^UTC([+-])(\d{1,2})$/.exec(choice);
  if (!match) return 'UTC';
  const [, sign, hours] = match;
  return `Etc/GMT${sign === '+' ? '-' : '+'}${Number(hours)}`;
}

/** One of a list of texts, stored as itself; anything else stored reads as the default. */
function oneOf<T extends string>(key: string, options: readonly T[], fallback: T): StoredChoice<T> {
  return {
    key,
    parse: (raw) => (raw !== null && (options as readonly string[]).includes(raw) ? (raw as T) : fallback),
    serialize: (value) => value,
  };
}

const LAYOUT_CHOICE = oneOf(LAYOUT_STORAGE_KEY, LAYOUTS, 'modern');
const TIMEZONE_CHOICE = oneOf(TIMEZONE_STORAGE_KEY, TIMEZONES, 'UTC');

export function useLayoutChoice() {
  return useStoredChoice(LAYOUT_CHOICE);
}

export function useTimezoneChoice() {
  return useStoredChoice(TIMEZONE_CHOICE);
}

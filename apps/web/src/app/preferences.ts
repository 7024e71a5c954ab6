// Choices of the user kept in this browser: the layout (modern or classic) and the timezone.
// The colour scheme is kept by Mantine's manager, the language by i18next (see i18n.ts).
import { useLocalStorage } from '@mantine/hooks';

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

function oneOf<T extends string>(options: readonly T[], fallback: T) {
  return (value: string | undefined): T =>
    value !== undefined && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

const asLayout = oneOf(LAYOUTS, 'modern');
const asTimezone = oneOf(TIMEZONES, 'UTC');

export function useLayoutChoice() {
  return useLocalStorage<LayoutChoice>({
    key: LAYOUT_STORAGE_KEY,
    defaultValue: 'modern',
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: asLayout,
  });
}

export function useTimezoneChoice() {
  return useLocalStorage<TimezoneChoice>({
    key: TIMEZONE_STORAGE_KEY,
    defaultValue: 'UTC',
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: asTimezone,
  });
}

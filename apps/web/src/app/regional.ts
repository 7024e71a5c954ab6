// Dates and numbers follow the chosen language and timezone (design.md section 9).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { ianaTimeZone, useTimezoneChoice } from './preferences';

export type Formatters = {
  locale: string;
  timeZone: string;
  dateTime(value: string | number | Date | null | undefined): string;
  date(value: string | number | Date | null | undefined): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
};

export function createFormatters(locale: string, timeZone: string): Formatters {
  const dateTimeFormat = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const toDate = (value: string | number | Date | null | undefined): Date | null => {
    if (value === null || value === undefined || value === '') return null;
    const date = value instanceof Date ? value : new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  };
  return {
    locale,
    timeZone,
    dateTime: (value) => {
      const date = toDate(value);
      return date ? dateTimeFormat.format(date) : '';
    },
    date: (value) => {
      const date = toDate(value);
      return date ? dateFormat.format(date) : '';
    },
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
  };
}

export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const [timezone] = useTimezoneChoice();
  const locale = i18n.language || 'en';
  return useMemo(() => createFormatters(locale, ianaTimeZone(timezone)), [locale, timezone]);
}

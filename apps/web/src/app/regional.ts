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
  /** A size in bytes as megabytes (1024 x 1024 bytes), at most two decimals: '3.25 MB'. */
  megabytes(bytes: number): string;
};

/**
 * Intl formatters are costly to make (a millisecond or more each on a phone) and every screen asks
 * for them from many components: they are made once per language and timezone, and a number format
 * once per options.
 */
const formattersCache = new Map<string, Formatters>();

export function createFormatters(locale: string, timeZone: string): Formatters {
  const key = `${locale}|${timeZone}`;
  let formatters = formattersCache.get(key);
  if (!formatters) {
    formatters = makeFormatters(locale, timeZone);
    formattersCache.set(key, formatters);
  }
  return formatters;
}

function makeFormatters(locale: string, timeZone: string): Formatters {
  // Made on first use: a screen that shows no date does not pay for the formats.
  let dateTimeFormat: Intl.DateTimeFormat | undefined;
  let dateFormat: Intl.DateTimeFormat | undefined;
  const toDate = (value: string | number | Date | null | undefined): Date | null => {
    if (value === null || value === undefined || value === '') return null;
    const date = value instanceof Date ? value : new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  };
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const numberFormat = (options: Intl.NumberFormatOptions | undefined) => {
    const key = options ? JSON.stringify(options) : '';
    let format = numberFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, options);
      numberFormats.set(key, format);
    }
    return format;
  };
  return {
    locale,
    timeZone,
    dateTime: (value) => {
      const date = toDate(value);
      if (!date) return '';
      dateTimeFormat ??= new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone,
      });
      return dateTimeFormat.format(date);
    },
    date: (value) => {
      const date = toDate(value);
      if (!date) return '';
      dateFormat ??= new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
      return dateFormat.format(date);
    },
    number: (value, options) => numberFormat(options).format(value),
    megabytes: (bytes) =>
      numberFormat({ style: 'unit', unit: 'megabyte', maximumFractionDigits: 2 }).format(
        bytes / (1024 * 1024),
      ),
  };
}

export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const [timezone] = useTimezoneChoice();
  const locale = i18n.language || 'en';
  return useMemo(() => createFormatters(locale, ianaTimeZone(timezone)), [locale, timezone]);
}

// Input guards shared by the rules: refuse bad figures with a clear error, never return NaN.
// Internal to packages/domain (not exported from the entry point).

export function assertFiniteNumber(value: number, label: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`${label} must be a finite number, got ${String(value)}`);
  }
  return value;
}

export function assertPositive(value: number, label: string): number {
  assertFiniteNumber(value, label);
  if (value <= 0) throw new Error(`${label} must be greater than zero, got ${value}`);
  return value;
}

export function assertNonNegative(value: number, label: string): number {
  assertFiniteNumber(value, label);
  if (value < 0) throw new Error(`${label} must not be negative, got ${value}`);
  return value;
}

export function assertWholeYear(year: number, label = 'year'): number {
  if (!Number.isInteger(year)) throw new Error(`${label} must be a whole year, got ${String(year)}`);
  return year;
}

/**
 * Rounds to 12 significant digits so that products such as 10 × 1.06 (10.600000000000001 in binary
 * floating point) compare equal to the decimal figure they stand for (10.6).
 */
export function toDecimalPrecision(value: number): number {
  return Number(value.toPrecision(12));
}

/** `value` rounded to `digits` decimals (figures shown and compared as recorded, e.g. 0.01 m³). */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** A number read from a row (a column may come back as text), or null where it holds no finite number. */
export function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A number read from a row, or 0 where the row holds none or no finite number. */
export function numberOrZero(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : 0;
}

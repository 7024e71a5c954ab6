// IMO ship identification number (SOLAS XI-1/3; IMO res. A.1117(30)).
// Seven digits; the seventh is the check digit: (7·d1 + 6·d2 + 5·d3 + 4·d4 + 3·d5 + 2·d6) mod 10.
// Worked example (A.1117(30), python-stdnum stdnum/imo.py): 9074729 -> 63+0+35+16+21+4 = 139 -> 9.

const IMO_WEIGHTS = [7, 6, 5, 4, 3, 2] as const;

/** Strips spaces and an optional 'IMO' prefix (any case); returns null when what is left is not 7 digits. */
export function normalizeImoNumber(value: string): string | null {
  if (typeof value !== 'string') return null;
  const compact = value.replace(/ /g, '').replace(/^imo/i, '');
  return /^\d{7}$/.test(compact) ? compact : null;
}

/** The check digit the first six digits call for. */
export function imoCheckDigit(firstSixDigits: string): number {
  if (!/^\d{6}$/.test(firstSixDigits))
    throw new Error(`Expected six digits, got ${JSON.stringify(firstSixDigits)}`);
  const sum = IMO_WEIGHTS.reduce((total, weight, i) => total + weight * Number(firstSixDigits[i]), 0);
  return sum % 10;
}

/**
 * True for a ship's IMO number with a correct check digit. Accepts an optional 'IMO' prefix in any
 * case and spaces anywhere; anything else (other characters, 6 or 8 digits) is invalid. '0000000'
 * passes the checksum but is never assigned, so it is refused.
 * Company and registered-owner numbers use a different check (mod 11) and are not validated here.
 */
export function isValidImoNumber(value: string): boolean {
  const digits = normalizeImoNumber(value);
  if (!digits || digits === '0000000') return false;
  return imoCheckDigit(digits.slice(0, 6)) === Number(digits[6]);
}

import { describe, expect, it } from 'vitest';

import { imoCheckDigit, isValidImoNumber, normalizeImoNumber } from './imo-number';

describe('IMO ship identification number', () => {
  it('computes the check digit of the worked example 9074729 (sum 139 -> 9)', () => {
    expect(imoCheckDigit('907472')).toBe(9);
    expect(isValidImoNumber('9074729')).toBe(true);
  });

  it('accepts the valid numbers the reference cites', () => {
    for (const number of [
      '9074729',
      '9319466',
      '8814275',
      '7625811',
      '7605811',
      '9619907',
      '9241061',
      '7654329',
    ]) {
      expect(isValidImoNumber(number), number).toBe(true);
    }
  });

  it('accepts an IMO prefix in any case and spaces', () => {
    expect(isValidImoNumber('IMO 9074729')).toBe(true);
    expect(isValidImoNumber('imo9074729')).toBe(true);
    expect(isValidImoNumber('Imo 907 4729')).toBe(true);
    expect(normalizeImoNumber(' IMO 9241061 ')).toBe('9241061');
  });

  it('refuses a wrong check digit, wrong lengths, other characters and the all-zero number', () => {
    expect(isValidImoNumber('9074728')).toBe(false);
    expect(isValidImoNumber('907472')).toBe(false);
    expect(isValidImoNumber('90747290')).toBe(false);
    expect(isValidImoNumber('9074-729')).toBe(false);
    expect(isValidImoNumber('IMO-9074729')).toBe(false);
    expect(isValidImoNumber('9074729 IMO')).toBe(false);
    expect(isValidImoNumber('')).toBe(false);
    expect(isValidImoNumber('0000000')).toBe(false);
  });

  it('does not take a company number (mod 11 scheme) for a ship number', () => {
    // 2041999 is a valid company number; the ship rule gives 14+0+20+4+27+18 = 83 -> 3, not 9.
    expect(isValidImoNumber('2041999')).toBe(false);
  });

  it('misses the one-digit error the scheme cannot detect (7625811 and 7605811 both pass)', () => {
    expect(isValidImoNumber('7625811') && isValidImoNumber('7605811')).toBe(true);
  });
});

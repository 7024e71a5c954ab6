import { describe, expect, it } from 'vitest';

import {
  etsEmissionsToSurrender,
  etsGasesInScope,
  etsSurrenderShare,
  euMrvScope,
  euMrvShare,
  isEuEeaLocode,
} from './eu-mrv';

describe('EU MRV / ETS scope of a voyage', () => {
  it('counts all between EU ports and at berth in the EU, half to or from a third country, none outside', () => {
    expect(euMrvShare({ fromEu: true, toEu: true, atBerth: false })).toBe(1);
    expect(euMrvShare({ fromEu: true, toEu: true, atBerth: true })).toBe(1);
    expect(euMrvShare({ fromEu: true, toEu: false, atBerth: false })).toBe(0.5);
    expect(euMrvShare({ fromEu: false, toEu: true })).toBe(0.5);
    expect(euMrvShare({ fromEu: false, toEu: false })).toBe(0);
    expect(euMrvShare({ fromEu: false, toEu: false, atBerth: true })).toBe(0);
  });

  it('refuses a berth that is both in and outside the EU', () => {
    expect(() => euMrvShare({ fromEu: true, toEu: false, atBerth: true })).toThrow(/one port/);
  });
});

describe('EU ETS phase-in', () => {
  it('surrenders for 40 % of 2024, 70 % of 2025 and all emissions from 2026', () => {
    expect([2023, 2024, 2025, 2026, 2030].map(etsSurrenderShare)).toEqual([0, 0.4, 0.7, 1, 1]);
    expect(() => etsSurrenderShare(2024.5)).toThrow(/whole year/);
  });

  it('adds methane and nitrous oxide from 2026', () => {
    expect(etsGasesInScope(2025)).toEqual(['CO2']);
    expect(etsGasesInScope(2026)).toEqual(['CO2', 'CH4', 'N2O']);
    // 1,000 t CO2, 1 t CH4, 0.1 t N2O on a voyage from a third country into the EU.
    const voyage = { co2Tonnes: 1000, ch4Tonnes: 1, n2oTonnes: 0.1, share: 0.5 };
    expect(etsEmissionsToSurrender({ ...voyage, year: 2025 })).toBeCloseTo(350, 10);
    expect(etsEmissionsToSurrender({ ...voyage, year: 2026 })).toBeCloseTo((1000 + 28 + 26.5) * 0.5, 10);
  });

  it('refuses negative emissions and a share above 1', () => {
    expect(() => etsEmissionsToSurrender({ year: 2026, co2Tonnes: -1 })).toThrow(/co2Tonnes/);
    expect(() => etsEmissionsToSurrender({ year: 2026, co2Tonnes: 1, share: 2 })).toThrow(/share/);
  });
});

describe('EU/EEA ports and scopes', () => {
  it('reads the country of a UN/LOCODE', () => {
    expect(isEuEeaLocode('NLRTM')).toBe(true);
    expect(isEuEeaLocode('NOOSL')).toBe(true);
    expect(isEuEeaLocode('GRPIR')).toBe(true);
    expect(isEuEeaLocode('GBFXT')).toBe(false);
    expect(isEuEeaLocode('USNYC')).toBe(false);
    expect(isEuEeaLocode('')).toBeUndefined();
    expect(isEuEeaLocode(null)).toBeUndefined();
  });
  it('names the scope of a leg with the share of euMrvShare', () => {
    expect(euMrvScope({ fromEu: true, toEu: true })).toBe('intra_eu');
    expect(euMrvScope({ fromEu: true, toEu: false })).toBe('departing_eu');
    expect(euMrvScope({ fromEu: false, toEu: true })).toBe('arriving_eu');
    expect(euMrvScope({ fromEu: false, toEu: false })).toBe('outside_eu');
    expect(euMrvScope({ fromEu: true, toEu: true, atBerth: true })).toBe('at_berth_eu');
    expect(euMrvScope({ fromEu: false, toEu: false, atBerth: true })).toBe('outside_eu');
  });
});

import { describe, expect, it } from 'vitest';

import {
  co2ConversionFactor,
  co2Equivalent,
  co2FromFuel,
  co2FromFuels,
  FUEL_TYPES,
  nonCo2FromFuel,
} from './fuel';
import { aer, eeoi } from './operational-indicators';

describe('CO2 conversion factors Cf, MEPC.364(79)', () => {
  it('holds the IMO factor of every fuel class', () => {
    expect(co2ConversionFactor('MGO')).toBe(3.206);
    expect(co2ConversionFactor('MDO')).toBe(3.206);
    expect(co2ConversionFactor('LSMGO')).toBe(3.206);
    expect(co2ConversionFactor('LFO')).toBe(3.151);
    expect(co2ConversionFactor('HFO')).toBe(3.114);
    expect(co2ConversionFactor('LPG_propane')).toBe(3.0);
    expect(co2ConversionFactor('LPG_butane')).toBe(3.03);
    expect(co2ConversionFactor('ethane')).toBe(2.927);
    expect(co2ConversionFactor('LNG')).toBe(2.75);
    expect(co2ConversionFactor('methanol')).toBe(1.375);
    expect(co2ConversionFactor('ethanol')).toBe(1.913);
    expect(co2ConversionFactor('hydrogen')).toBe(0);
  });

  it('makes the choices for VLSFO, LPG and biofuel explicit', () => {
    expect(co2ConversionFactor('VLSFO')).toBe(3.114);
    expect(co2ConversionFactor('VLSFO', { vlsfoGrade: 'LFO' })).toBe(3.151);
    expect(co2ConversionFactor('VLSFO', { vlsfoGrade: 'diesel' })).toBe(3.206);
    expect(co2ConversionFactor('LPG')).toBe(3.0);
    expect(co2ConversionFactor('LPG', { lpg: 'butane' })).toBe(3.03);
    expect(co2ConversionFactor('biofuel')).toBe(2.834);
    expect(co2ConversionFactor('biofuel', { biofuelCf: 0 })).toBe(0);
  });

  it('has a factor for every fuel type of spec section 9', () => {
    for (const type of FUEL_TYPES) expect(Number.isFinite(co2ConversionFactor(type)), type).toBe(true);
  });

  it('converts tonnes of fuel into tonnes of CO2', () => {
    expect(co2FromFuel('HFO', 100)).toBeCloseTo(311.4, 10);
    expect(
      co2FromFuels([
        { type: 'MGO', tonnes: 12_500 },
        { type: 'LFO', tonnes: 10_000 },
      ]),
    ).toBeCloseTo(71_585, 8);
  });

  it('refuses negative or missing quantities and unknown fuels', () => {
    expect(() => co2FromFuel('HFO', -1)).toThrow(/must not be negative/);
    expect(() => co2FromFuel('HFO', Number.NaN)).toThrow(/finite number/);
    expect(() => co2FromFuel('coal' as 'HFO', 1)).toThrow(/Unknown fuel type/);
  });
});

describe('methane and nitrous oxide', () => {
  it('uses 0.00005 CH4 and 0.00018 N2O per tonne of oil', () => {
    const gases = nonCo2FromFuel('HFO', 1000);
    expect(gases.ch4).toBeCloseTo(0.05, 12);
    expect(gases.n2o).toBeCloseTo(0.18, 12);
  });

  it('adds the methane slip of the LNG engine', () => {
    const gases = nonCo2FromFuel('LNG', 1000, { lngEngine: 'otto_dual_fuel_medium_speed' });
    expect(gases.ch4).toBeCloseTo(31, 10);
    expect(gases.n2o).toBeCloseTo(969 * 0.00011, 12);
    expect(() => nonCo2FromFuel('LNG', 1000)).toThrow(/engine/);
    expect(() => nonCo2FromFuel('methanol', 1000)).toThrow(/No CH4\/N2O factors/);
  });

  it('weighs the gases with GWP100 into CO2-equivalent', () => {
    expect(co2Equivalent({ co2: 1000, ch4: 1, n2o: 1 })).toBe(1000 + 28 + 265);
  });
});

describe('EEOI and AER', () => {
  it('computes the AER of a bulk carrier: 100 t HFO over 1,000 nm at 50,000 dwt', () => {
    expect(aer({ dwt: 50_000, distanceNm: 1000, fuel: [{ type: 'HFO', tonnes: 100 }] })).toBeCloseTo(
      6.228,
      10,
    );
  });

  it('averages the EEOI over voyages as a ratio of sums, ballast legs adding fuel only', () => {
    const laden = { fuel: [{ type: 'HFO', tonnes: 100 }] as const, cargo: 50_000, distanceNm: 1000 };
    const ballast = { fuel: [{ type: 'HFO', tonnes: 80 }] as const, cargo: 0, distanceNm: 1000 };
    expect(eeoi([laden])).toBeCloseTo(6.228, 10);
    expect(eeoi([laden, ballast])).toBeCloseTo((180 * 3.114 * 1e6) / 50_000_000, 10);
  });

  it('refuses an EEOI without transport work', () => {
    expect(() => eeoi([{ co2Tonnes: 10, cargo: 0, distanceNm: 100 }])).toThrow(/transport work/);
    expect(() => eeoi([])).toThrow(/at least one voyage/);
  });
});

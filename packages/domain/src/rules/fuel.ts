// Fuel to CO2 (and CH4, N2O) conversion.
// Cf (t CO2 / t fuel): MEPC.364(79) (2022 EEDI calculation guidelines), the same values as EU MRV
// Reg. (EU) 2015/757 Annex I and MEPC.1/Circ.684 Appendix; quoted in domain-reference.md section 1.6.
import { assertNonNegative, assertPositive } from './numbers';

/** The fuel types of spec section 9. */
export const FUEL_TYPES = [
  'VLSFO',
  'LSMGO',
  'HFO',
  'LNG',
  'MDO',
  'MGO',
  'LPG',
  'methanol',
  'ethanol',
  'biofuel',
  'hydrogen',
] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/** Fuel classes of the IMO table that the spec's list does not name on its own. */
export type ImoFuelClass = 'LFO' | 'LPG_propane' | 'LPG_butane' | 'ethane';
export type CombustibleFuel = FuelType | ImoFuelClass;

/** Cf per fuel class, t CO2 per t fuel (MEPC.364(79); carbon content in the comment). */
export const CO2_CONVERSION_FACTORS = {
  dieselGasOil: 3.206, // ISO 8217 DMX-DMB, carbon content 0.8744
  lightFuelOil: 3.151, // ISO 8217 RMA-RMD, 0.8594
  heavyFuelOil: 3.114, // ISO 8217 RME-RMK, 0.8493
  lpgPropane: 3.0, // 0.8182
  lpgButane: 3.03, // 0.8264
  ethane: 2.927, // 0.7989
  lng: 2.75, // 0.75
  methanol: 1.375, // 0.375
  ethanol: 1.913, // 0.5217
  /** Choice, not in the IMO table: FAME biodiesel, FuelEU Maritime Reg. (EU) 2023/1805 Annex II. */
  biodieselFame: 2.834,
  /** No carbon in the fuel, so no CO2 from its combustion. */
  hydrogen: 0,
} as const;

export type FuelFactorOptions = {
  /**
   * VLSFO (max 0.50 % S) has no Cf of its own; it takes the factor of its ISO 8217 grade. Default
   * 'HFO' (RME-RMK, 3.114: most VLSFO is sold as RMG/RMK); 'LFO' for RMA-RMD (3.151); 'diesel' for DM grades.
   */
  vlsfoGrade?: 'HFO' | 'LFO' | 'diesel';
  /** LPG: propane (3.000, default) or butane (3.030). */
  lpg?: 'propane' | 'butane';
  /** Biofuel: the factor of the product delivered (from its BDN / proof of sustainability); default FAME 2.834. */
  biofuelCf?: number;
};

/** Cf (t CO2 / t fuel) for a fuel type, with the choices of FuelFactorOptions. */
export function co2ConversionFactor(type: CombustibleFuel, options: FuelFactorOptions = {}): number {
  const f = CO2_CONVERSION_FACTORS;
  switch (type) {
    case 'MGO':
    case 'MDO':
    case 'LSMGO':
      return f.dieselGasOil;
    case 'HFO':
      return f.heavyFuelOil;
    case 'LFO':
      return f.lightFuelOil;
    case 'VLSFO': {
      const grade = options.vlsfoGrade ?? 'HFO';
      return grade === 'HFO' ? f.heavyFuelOil : grade === 'LFO' ? f.lightFuelOil : f.dieselGasOil;
    }
    case 'LPG':
      return options.lpg === 'butane' ? f.lpgButane : f.lpgPropane;
    case 'LPG_propane':
      return f.lpgPropane;
    case 'LPG_butane':
      return f.lpgButane;
    case 'ethane':
      return f.ethane;
    case 'LNG':
      return f.lng;
    case 'methanol':
      return f.methanol;
    case 'ethanol':
      return f.ethanol;
    case 'biofuel':
      return options.biofuelCf === undefined
        ? f.biodieselFame
        : assertNonNegative(options.biofuelCf, 'biofuelCf');
    case 'hydrogen':
      return f.hydrogen;
    default:
      throw new Error(`Unknown fuel type ${JSON.stringify(type)}`);
  }
}

/** Tonnes of CO2 from burning `tonnes` of fuel: FC × Cf (MEPC.352(78) G1, M = Σ FCj × CFj). */
export function co2FromFuel(type: CombustibleFuel, tonnes: number, options: FuelFactorOptions = {}): number {
  assertNonNegative(tonnes, `Fuel consumption (${type}, t)`);
  return tonnes * co2ConversionFactor(type, options);
}

export type FuelConsumption = { type: CombustibleFuel; tonnes: number };

/** Tonnes of CO2 from several fuels. */
export function co2FromFuels(fuel: readonly FuelConsumption[], options: FuelFactorOptions = {}): number {
  if (!Array.isArray(fuel)) throw new Error('fuel must be a list of { type, tonnes }');
  return fuel.reduce((total, item) => total + co2FromFuel(item.type, item.tonnes, options), 0);
}

/**
 * CH4 and N2O factors (t per t fuel) where the reference gives them (domain-reference.md section 2.4;
 * FuelEU Maritime Reg. (EU) 2023/1805 Annex II defaults as used for EU MRV from 2024). LNG adds a
 * methane slip: the share of the fuel mass that leaves the engine unburnt, by engine type.
 */
export const NON_CO2_FACTORS = {
  oil: { ch4: 0.00005, n2o: 0.00018 }, // HFO, LFO, MDO/MGO (and VLSFO, LSMGO as oils)
  lng: { ch4: 0, n2o: 0.00011 },
} as const;

export const LNG_METHANE_SLIP = {
  otto_dual_fuel_medium_speed: 0.031,
  otto_dual_fuel_slow_speed: 0.017,
  diesel_dual_fuel_slow_speed: 0.002,
  lean_burn_spark_ignition: 0.026,
} as const;
export type LngEngine = keyof typeof LNG_METHANE_SLIP;

const OIL_FUELS: readonly CombustibleFuel[] = ['HFO', 'LFO', 'VLSFO', 'MDO', 'MGO', 'LSMGO'];

/**
 * Tonnes of CH4 and N2O from burning `tonnes` of fuel. Oils and LNG only (the fuels the reference gives
 * factors for); LNG needs its engine type for the methane slip. Other fuels throw.
 */
export function nonCo2FromFuel(
  type: CombustibleFuel,
  tonnes: number,
  options: { lngEngine?: LngEngine } = {},
): { ch4: number; n2o: number } {
  assertNonNegative(tonnes, `Fuel consumption (${type}, t)`);
  if (OIL_FUELS.includes(type)) {
    return { ch4: tonnes * NON_CO2_FACTORS.oil.ch4, n2o: tonnes * NON_CO2_FACTORS.oil.n2o };
  }
  if (type === 'LNG') {
    if (!options.lngEngine) throw new Error('LNG methane slip depends on the engine: pass lngEngine');
    const slip = LNG_METHANE_SLIP[options.lngEngine];
    if (slip === undefined) throw new Error(`Unknown LNG engine ${JSON.stringify(options.lngEngine)}`);
    return { ch4: tonnes * slip, n2o: tonnes * (1 - slip) * NON_CO2_FACTORS.lng.n2o };
  }
  throw new Error(`No CH4/N2O factors for ${type} in the reference; take them from FuelEU Annex II`);
}

/** GWP100 used for CO2-equivalent (IPCC AR5: CH4 28, N2O 265) - a choice, see README. */
export const GWP100 = { ch4: 28, n2o: 265 } as const;

/** CO2-equivalent tonnes from tonnes of CO2, CH4 and N2O. */
export function co2Equivalent(
  gases: { co2: number; ch4: number; n2o: number },
  gwp: { ch4: number; n2o: number } = GWP100,
): number {
  assertNonNegative(gases.co2, 'CO2 (t)');
  assertNonNegative(gases.ch4, 'CH4 (t)');
  assertNonNegative(gases.n2o, 'N2O (t)');
  assertPositive(gwp.ch4, 'GWP of CH4');
  assertPositive(gwp.n2o, 'GWP of N2O');
  return gases.co2 + gases.ch4 * gwp.ch4 + gases.n2o * gwp.n2o;
}

// EU MRV (Reg. (EU) 2015/757 as amended by (EU) 2023/957) and the EU ETS for shipping
// (Directive 2003/87/EC as amended by (EU) 2023/959). domain-reference.md section 2.
import { assertNonNegative, assertWholeYear } from './numbers';

export type EuVoyageLeg = { fromEu: boolean; toEu: boolean; atBerth?: boolean };

/**
 * Share of emissions in scope (Directive 2003/87/EC Art. 3ga as amended by 2023/959; FuelEU Art. 2 the same):
 * 1 between two EU/EEA ports of call and at berth in an EU/EEA port; 0.5 on a voyage to or from a port
 * outside the EU; 0 between two ports outside the EU. At berth, fromEu and toEu describe the same port.
 */
export function euMrvShare(leg: EuVoyageLeg): 0 | 0.5 | 1 {
  if (typeof leg?.fromEu !== 'boolean' || typeof leg?.toEu !== 'boolean') {
    throw new Error('euMrvShare needs fromEu and toEu as true or false');
  }
  if (leg.atBerth) {
    if (leg.fromEu !== leg.toEu)
      throw new Error('At berth the ship is in one port: fromEu and toEu must agree');
    return leg.fromEu ? 1 : 0;
  }
  if (leg.fromEu && leg.toEu) return 1;
  if (leg.fromEu || leg.toEu) return 0.5;
  return 0;
}

/** Phase-in (Directive 2003/87/EC Art. 3gb): allowances for 40 % of 2024 emissions, 70 % of 2025, 100 % from 2026. */
export function etsSurrenderShare(year: number): number {
  assertWholeYear(year);
  if (year < 2024) return 0;
  if (year === 2024) return 0.4;
  if (year === 2025) return 0.7;
  return 1;
}

export type GreenhouseGas = 'CO2' | 'CH4' | 'N2O';

/** Gases counted for surrender: CO2 from 2024, CH4 and N2O as well from 2026 (reported from 2024). */
export function etsGasesInScope(year: number): GreenhouseGas[] {
  assertWholeYear(year);
  if (year < 2024) return [];
  return year >= 2026 ? ['CO2', 'CH4', 'N2O'] : ['CO2'];
}

/**
 * Tonnes of CO2(-equivalent) to surrender allowances for: (CO2, plus CH4 × GWP and N2O × GWP from 2026)
 * × the voyage share × the phase-in share of the year. GWP100 defaults to AR5 (28, 265), see README.
 */
export function etsEmissionsToSurrender(input: {
  year: number;
  co2Tonnes: number;
  ch4Tonnes?: number;
  n2oTonnes?: number;
  share?: number;
  gwp?: { ch4: number; n2o: number };
}): number {
  const gases = etsGasesInScope(input.year);
  const co2 = assertNonNegative(input.co2Tonnes, 'co2Tonnes');
  const ch4 = assertNonNegative(input.ch4Tonnes ?? 0, 'ch4Tonnes');
  const n2o = assertNonNegative(input.n2oTonnes ?? 0, 'n2oTonnes');
  const share = assertNonNegative(input.share ?? 1, 'share');
  if (share > 1) throw new Error(`share must be between 0 and 1, got ${share}`);
  const gwp = input.gwp ?? { ch4: 28, n2o: 265 };
  const total =
    co2 + (gases.includes('CH4') ? ch4 * gwp.ch4 : 0) + (gases.includes('N2O') ? n2o * gwp.n2o : 0);
  return total * share * etsSurrenderShare(input.year);
}

/**
 * Ports "under the jurisdiction of a Member State" (Reg. (EU) 2015/757 Art. 3): the 27 EU Member
 * States and, through the EEA Agreement (Decision of the EEA Joint Committee No 117/2019 for MRV), Iceland,
 * Liechtenstein and Norway, by the ISO 3166-1 code that starts a port's UN/LOCODE (GR for Greece, not the
 * EU's 'EL'). The French outermost regions have codes of their own in UN/LOCODE and are EU territory
 * (TFEU Art. 349). Not modelled: the ETS derogations of outermost regions and small islands.
 */
export const EU_EEA_COUNTRIES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'IS',
  'LI',
  'NO',
  'GF',
  'GP',
  'MQ',
  'RE',
  'YT',
  'MF',
];

/** Whether a port's UN/LOCODE (NLRTM) lies in the EU/EEA; undefined when there is no code to tell. */
export function isEuEeaLocode(locode: unknown): boolean | undefined {
  if (typeof locode !== 'string' || !/^[A-Za-z]{2}[A-Za-z2-9]{3}$/.test(locode.trim())) return undefined;
  return EU_EEA_COUNTRIES.includes(locode.trim().slice(0, 2).toUpperCase());
}

/**
 * Where a voyage or a stay falls for EU MRV (Art. 9 and 10 of 2015/757): between EU/EEA ports, from an
 * EU/EEA port to one outside, into one from outside, at berth in an EU/EEA port, or outside (neither end,
 * or at berth outside).
 */
export const EU_MRV_SCOPES = [
  'intra_eu',
  'departing_eu',
  'arriving_eu',
  'at_berth_eu',
  'outside_eu',
] as const;
export type EuMrvScope = (typeof EU_MRV_SCOPES)[number];

export function euMrvScope(leg: EuVoyageLeg): EuMrvScope {
  const share = euMrvShare(leg);
  if (leg.atBerth) return share === 1 ? 'at_berth_eu' : 'outside_eu';
  if (leg.fromEu && leg.toEu) return 'intra_eu';
  if (leg.fromEu) return 'departing_eu';
  return leg.toEu ? 'arriving_eu' : 'outside_eu';
}

/** The share of each scope (euMrvShare of a leg of that scope). */
export const EU_MRV_SCOPE_SHARE: Readonly<Record<EuMrvScope, 0 | 0.5 | 1>> = {
  intra_eu: 1,
  departing_eu: 0.5,
  arriving_eu: 0.5,
  at_berth_eu: 1,
  outside_eu: 0,
};

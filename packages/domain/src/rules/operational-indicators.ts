// Operational efficiency indicators beside the CII: EEOI (MEPC.1/Circ.684) and AER (MEPC.352(78) G1).
import { co2FromFuels, type FuelConsumption, type FuelFactorOptions } from './fuel';
import { assertNonNegative, assertPositive } from './numbers';

type Emissions =
  { co2Tonnes: number; fuel?: undefined } | { fuel: readonly FuelConsumption[]; co2Tonnes?: undefined };

function co2Of(emissions: Emissions, options: FuelFactorOptions): number {
  if (emissions.fuel !== undefined) return co2FromFuels(emissions.fuel, options);
  return assertNonNegative(emissions.co2Tonnes as number, 'co2Tonnes');
}

/**
 * Annual Efficiency Ratio, g CO2 per dwt-nautical mile: Σ FCj × CFj / (DWT × distance) (G1).
 * Unlike the attained CII it always uses deadweight, whatever the ship type.
 */
export function aer(
  input: Emissions & { dwt: number; distanceNm: number; fuelOptions?: FuelFactorOptions },
): number {
  const dwt = assertPositive(input.dwt, 'dwt');
  const distance = assertPositive(input.distanceNm, 'distanceNm');
  return (co2Of(input, input.fuelOptions ?? {}) * 1e6) / (dwt * distance);
}

export type EeoiVoyage = Emissions & {
  /** Cargo carried (t), or TEU, passengers or GT for passenger ships, as the circular allows (para 3.5). */
  cargo: number;
  distanceNm: number;
};

/**
 * Energy Efficiency Operational Indicator (MEPC.1/Circ.684, Appendix equation 2), in g CO2 per unit of
 * cargo-mile: Σi Σj FCij × CFj / Σi (m_cargo,i × Di). Ballast voyages (cargo 0) add fuel but no work.
 * Averaged over voyages as the circular says (a ratio of sums, not a mean of voyage values).
 */
export function eeoi(voyages: readonly EeoiVoyage[], options: FuelFactorOptions = {}): number {
  if (!Array.isArray(voyages) || voyages.length === 0) throw new Error('eeoi needs at least one voyage');
  let co2 = 0;
  let work = 0;
  voyages.forEach((voyage, i) => {
    co2 += co2Of(voyage, options);
    work +=
      assertNonNegative(voyage.cargo, `voyage ${i + 1} cargo`) *
      assertNonNegative(voyage.distanceNm, `voyage ${i + 1} distanceNm`);
  });
  if (work === 0) throw new Error('eeoi needs transport work: no voyage carried cargo over a distance');
  return (co2 * 1e6) / work;
}

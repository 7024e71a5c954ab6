// The oil record book of a vessel as its own routes answer it: each tank's retained on board and the
// warnings of the entries (derived by the domain's deriveOilRecordBook, never stored), and the
// verification of the certified entries' chains, one per part.
import type { HashChainDefinition, OilRecordSummary, OilRecordVerification, OrbPart } from '@mars/domain';
import { OIL_RECORD_CHAIN, ORB_PARTS, deriveOilRecordBook } from '@mars/domain';

import { verifyVesselChainsOf } from '../../crud/hash-chain';
import type { Queryable } from '../../db/client';
import type { OrbVessel } from './oil-record.repository';
import { listEntries, listTanks } from './oil-record.repository';

export async function oilRecordSummary(
  db: Queryable,
  organizationId: string,
  vessel: OrbVessel,
): Promise<OilRecordSummary> {
  const [tanks, entries] = await Promise.all([
    listTanks(db, organizationId, vessel.id),
    listEntries(db, organizationId, vessel.id),
  ]);
  const derived = deriveOilRecordBook({ tanks, entries, gt: vessel.gross_tonnage });
  return { vessel_id: vessel.id, ...derived };
}

/** The verification of a record book's chains of a vessel (the oil or the garbage record book's). */
export async function verifyRecordBookChains(
  db: Queryable,
  chain: HashChainDefinition,
  input: { organizationId: string; vesselId: string; part?: OrbPart; now: Date },
): Promise<OilRecordVerification> {
  const results = await verifyVesselChainsOf(db, chain, {
    organizationId: input.organizationId,
    vesselId: input.vesselId,
    groups: input.part ? [input.part] : ORB_PARTS,
  });
  const chains = results.map(({ group, ...result }) => ({ part: group as OrbPart, ...result }));
  return {
    vessel_id: input.vesselId,
    verified_at: input.now.toISOString(),
    ok: chains.every((chain) => chain.ok),
    chains,
  };
}

export function verifyOilRecordChains(
  db: Queryable,
  input: { organizationId: string; vesselId: string; part?: OrbPart; now: Date },
): Promise<OilRecordVerification> {
  return verifyRecordBookChains(db, OIL_RECORD_CHAIN, input);
}

// The record books of a vessel as their own routes answer them: the oil record book's tanks with their
// retained on board and the warnings of the entries (derived by the domain's deriveOilRecordBook, never
// stored); the ballast water record book's tanks, warnings, port-state-control readiness and the
// convention's requirements (deriveBallastBook, ballastReadiness, ballastRequirements); and the
// verification of the certified entries' chains of either book.
import type {
  BallastRecordVerification,
  BallastSummary,
  HashChainDefinition,
  OilRecordSummary,
  OilRecordVerification,
  OrbPart,
} from '@mars/domain';
import {
  BALLAST_RECORD_CHAIN,
  BWRB_BOOKS,
  OIL_RECORD_CHAIN,
  ORB_PARTS,
  ballastReadiness,
  ballastRequirements,
  deriveBallastBook,
  deriveOilRecordBook,
} from '@mars/domain';

import { verifyVesselChainsOf } from '../../crud/hash-chain';
import type { Queryable } from '../../db/client';
import type { OrbVessel } from './oil-record.repository';
import { listBookEntries, listEntries, listTanks } from './oil-record.repository';

export async function oilRecordSummary(
  db: Queryable,
  organizationId: string,
  vessel: OrbVessel,
): Promise<OilRecordSummary> {
  const [tanks, entries] = await Promise.all([
    listTanks(db, organizationId, vessel.id),
    listEntries(db, organizationId, vessel.id),
  ]);
  // The ballast water tanks are the ballast water record book's (ballastSummary).
  const oilTanks = tanks.filter((tank) => tank.tank_type !== 'ballast_water');
  const derived = deriveOilRecordBook({ tanks: oilTanks, entries, gt: vessel.gross_tonnage });
  return { vessel_id: vessel.id, ...derived };
}

type ChainsInput = { organizationId: string; vesselId: string; now: Date };

async function verifyBookChains<Group extends string>(
  db: Queryable,
  chain: HashChainDefinition,
  groups: readonly Group[],
  input: ChainsInput,
) {
  const results = await verifyVesselChainsOf(db, chain, { ...input, groups });
  const chains = results.map(({ group, ...result }) => ({ part: group as Group, ...result }));
  return {
    vessel_id: input.vesselId,
    verified_at: input.now.toISOString(),
    ok: chains.every((result) => result.ok),
    chains,
  };
}

export function verifyOilRecordChains(
  db: Queryable,
  input: ChainsInput & { part?: OrbPart },
): Promise<OilRecordVerification> {
  return verifyBookChains(db, OIL_RECORD_CHAIN, input.part ? [input.part] : ORB_PARTS, input);
}

export function verifyBallastRecordChain(
  db: Queryable,
  input: ChainsInput,
): Promise<BallastRecordVerification> {
  return verifyBookChains(db, BALLAST_RECORD_CHAIN, BWRB_BOOKS, input);
}

export async function ballastSummary(
  db: Queryable,
  organizationId: string,
  vessel: OrbVessel,
  now: Date,
): Promise<BallastSummary> {
  const today = now.toISOString().slice(0, 10);
  const [tanks, entries, verification] = await Promise.all([
    listTanks(db, organizationId, vessel.id),
    listBookEntries(db, 'ballast_record_entries', organizationId, vessel.id),
    verifyBallastRecordChain(db, { organizationId, vesselId: vessel.id, now }),
  ]);
  const derived = deriveBallastBook({ tanks, entries, today });
  const readiness = ballastReadiness({
    entries,
    warnings: derived.warnings,
    chainOk: verification.ok,
    ballastTanks: derived.tanks.length,
    today,
  });
  return {
    vessel_id: vessel.id,
    ...derived,
    readiness,
    requirements: ballastRequirements(vessel, today),
  };
}

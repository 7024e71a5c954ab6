// The oil record book of a vessel as its own routes answer it: each tank's retained on board and the
// warnings of the entries (derived by the domain's deriveOilRecordBook, never stored), and the
// verification of the certified entries' chains, one per part.
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

import { vesselVerification } from '../../crud/hash-chain';
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

/** The verification of a record book's chains of a vessel (the oil or the garbage record book's). */
export async function verifyRecordBookChains(
  db: Queryable,
  chain: HashChainDefinition,
  input: { organizationId: string; vesselId: string; part?: OrbPart; now: Date },
): Promise<OilRecordVerification> {
  const groups = input.part ? [input.part] : ORB_PARTS;
  return vesselVerification(db, chain, 'part', { ...input, groups });
}

export function verifyOilRecordChains(
  db: Queryable,
  input: { organizationId: string; vesselId: string; part?: OrbPart; now: Date },
): Promise<OilRecordVerification> {
  return verifyRecordBookChains(db, OIL_RECORD_CHAIN, input);
}

/** The verification of the ballast water record book's chain of a vessel (one book, 'BWRB'). */
export async function verifyBallastRecordChain(
  db: Queryable,
  input: { organizationId: string; vesselId: string; now: Date },
): Promise<BallastRecordVerification> {
  return vesselVerification(db, BALLAST_RECORD_CHAIN, 'part', { ...input, groups: BWRB_BOOKS });
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

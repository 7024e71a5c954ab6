// The record books' summaries on the local database (issue 14 offline, issue 12), derived from the rows
// this browser holds by the same domain rules the server's summary routes run, so the Master at sea sees
// what the inspector ashore would: the oil record book's retained on board of each tank and the
// warnings (deriveOilRecordBook), and the ballast water record book's tanks, warnings, port state
// control readiness and requirements (deriveBallastBook, ballastReadiness, ballastRequirements), its
// chain checked on the rows held here.
import type { BallastSummary, OilRecordSummary } from '@mars/domain';
import {
  BALLAST_RECORD_CHAIN,
  ballastReadiness,
  ballastRecordEntryEntity,
  ballastRequirements,
  deriveBallastBook,
  deriveOilRecordBook,
  numberOrNull,
  oilRecordEntryEntity,
  vesselEntity,
  vesselTankEntity,
} from '@mars/domain';

import type { EntityClient } from '../../data/entity-client';
import { listAll } from '../../offline/list-all';
import { heldChainIsIntact } from '../../offline/held-chain';

type Row = Record<string, unknown>;

/** The summary the server's `GET /oil-record-book/summary` answers, from the local rows. */
export async function localOilRecordSummary(
  client: EntityClient,
  vesselId: string,
): Promise<OilRecordSummary> {
  const [tanks, entries, vessel] = await Promise.all([
    listAll(client, vesselTankEntity, { vessel_id: vesselId, sort: 'name' }),
    listAll(client, oilRecordEntryEntity, { vessel_id: vesselId }),
    client.get<Row>(vesselEntity, vesselId),
  ]);
  // The ballast water tanks are the ballast water record book's.
  const oilTanks = tanks
    .filter((tank) => tank.tank_type !== 'ballast_water')
    .map((tank) => ({
      id: String(tank.id),
      name: String(tank.name),
      tank_type: String(tank.tank_type),
      capacity_m3: Number(tank.capacity_m3),
    }));
  const gt = numberOrNull(vessel.gross_tonnage);
  return { vessel_id: vesselId, ...deriveOilRecordBook({ tanks: oilTanks, entries, gt }) };
}

/** The summary the server's `GET /ballast-record-book/summary` answers, from the local rows. */
export async function localBallastSummary(
  client: EntityClient,
  vesselId: string,
  now: Date,
): Promise<BallastSummary> {
  const today = now.toISOString().slice(0, 10);
  const [tanks, entries, vessel] = await Promise.all([
    listAll(client, vesselTankEntity, { vessel_id: vesselId, sort: 'name' }),
    listAll(client, ballastRecordEntryEntity, { vessel_id: vesselId }),
    client.get<Row>(vesselEntity, vesselId),
  ]);
  const derived = deriveBallastBook({
    tanks: tanks.map((tank) => ({
      id: String(tank.id),
      name: String(tank.name),
      tank_type: String(tank.tank_type),
      capacity_m3: Number(tank.capacity_m3),
    })),
    entries,
    today,
  });
  const readiness = ballastReadiness({
    entries,
    warnings: derived.warnings,
    chainOk: await heldChainIsIntact(entries, BALLAST_RECORD_CHAIN),
    ballastTanks: derived.tanks.length,
    today,
  });
  return {
    vessel_id: vesselId,
    ...derived,
    readiness,
    requirements: ballastRequirements({ gross_tonnage: numberOrNull(vessel.gross_tonnage) }, today),
  };
}

// The hash chain of approved logbook entries (design.md section 12; IMO MEPC.312(74)): sealing an
// entry on approval and verifying a vessel's chains, on the generic chain of crud/hash-chain.ts. The
// approve step and the demo seed both seal through `sealLogbookEntry`, so there is one way to compute a link.
import type { ChainVerification, LogbookType } from '@mars/domain';
import { LOGBOOK_CHAIN, LOGBOOK_TYPES } from '@mars/domain';

import type { ChainHead } from '../../crud/hash-chain';
import { sealRow, vesselVerification } from '../../crud/hash-chain';
import type { Queryable } from '../../db/client';

export type { ChainHead } from '../../crud/hash-chain';
export type ChainValues = {
  status: 'approved';
  approved_at: string;
  approved_by: string;
  chain_position: number;
  previous_hash: string | null;
  content_hash: string;
};

/** The columns an approval sets on `row`: its place after `head` and the hash over the approved row. */
export function sealLogbookEntry(
  row: Record<string, unknown>,
  head: ChainHead | undefined,
  approval: { approvedAt: Date; approvedBy: string },
): ChainValues {
  const values = {
    status: 'approved' as const,
    approved_at: approval.approvedAt.toISOString(),
    approved_by: approval.approvedBy,
  };
  return { ...values, ...sealRow(LOGBOOK_CHAIN, { ...row, ...values }, head) };
}

export type ChainReport = ChainVerification & { logbook_type: LogbookType };
export type VesselVerification = {
  vessel_id: string;
  verified_at: string;
  ok: boolean;
  chains: ChainReport[];
};

/**
 * Walks the chains of one vessel as stored: every live entry that has a place in a chain, and the
 * heads kept apart from them. The caller has checked that the scope may see the vessel.
 */
export async function verifyVesselChains(
  db: Queryable,
  input: { organizationId: string; vesselId: string; logbookType?: LogbookType; now: Date },
): Promise<VesselVerification> {
  const groups = input.logbookType ? [input.logbookType] : LOGBOOK_TYPES;
  return vesselVerification(db, LOGBOOK_CHAIN, 'logbook_type', { ...input, groups });
}

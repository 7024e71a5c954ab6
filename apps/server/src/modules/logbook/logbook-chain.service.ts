// The hash chain of approved logbook entries (design.md section 12; IMO MEPC.312(74)): sealing an
// entry on approval and verifying a vessel's chains. The approve step and the demo seed both seal
// through `sealLogbookEntry`, so there is one way to compute a link.
import { createHash } from 'node:crypto';

import type { ChainVerification, LogbookType } from '@mars/domain';
import { LOGBOOK_TYPES, logbookChainContent, verifyLogbookChain } from '@mars/domain';

import type { Queryable } from '../../db/client';

export type ChainHead = { lastPosition: number; lastHash: string | null };
export type ChainValues = {
  status: 'approved';
  approved_at: string;
  approved_by: string;
  chain_position: number;
  previous_hash: string | null;
  content_hash: string;
};

export function sha256Hex(content: string): string {
  return createHash('sha256').update(content, 'utf8').digest('hex');
}

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
    chain_position: (head?.lastPosition ?? 0) + 1,
    previous_hash: head?.lastHash ?? null,
  };
  return { ...values, content_hash: sha256Hex(logbookChainContent({ ...row, ...values })) };
}

/** Takes the head of a chain for an approval: creates it when missing, then locks it for the transaction. */
export async function lockChainHead(
  tx: Queryable,
  key: { organizationId: string; vesselId: string; logbookType: string },
): Promise<ChainHead> {
  await tx.query(
    `INSERT INTO logbook_chain_heads (organization_id, vessel_id, logbook_type, last_position, last_hash)
     VALUES ($1, $2, $3, 0, '') ON CONFLICT (vessel_id, logbook_type) DO NOTHING`,
    [key.organizationId, key.vesselId, key.logbookType],
  );
  const { rows } = await tx.query<{ last_position: number; last_hash: string }>(
    `SELECT last_position, last_hash FROM logbook_chain_heads
     WHERE vessel_id = $1 AND logbook_type = $2 AND organization_id = $3 FOR UPDATE`,
    [key.vesselId, key.logbookType, key.organizationId],
  );
  const head = rows[0]!;
  return { lastPosition: Number(head.last_position), lastHash: head.last_hash || null };
}

export async function moveChainHead(
  tx: Queryable,
  key: { vesselId: string; logbookType: string },
  link: { position: number; hash: string; at: Date },
): Promise<void> {
  await tx.query(
    `UPDATE logbook_chain_heads SET last_position = $3, last_hash = $4, updated_at = $5
     WHERE vessel_id = $1 AND logbook_type = $2`,
    [key.vesselId, key.logbookType, link.position, link.hash, link.at.toISOString()],
  );
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
  const types = input.logbookType ? [input.logbookType] : [...LOGBOOK_TYPES];
  const { rows: entries } = await db.query<Record<string, unknown>>(
    `SELECT * FROM logbook_entries
     WHERE organization_id = $1 AND vessel_id = $2 AND logbook_type = ANY($3::text[])
       AND chain_position IS NOT NULL AND deleted_at IS NULL
     ORDER BY logbook_type, chain_position`,
    [input.organizationId, input.vesselId, types],
  );
  const { rows: heads } = await db.query<{ logbook_type: string; last_position: number; last_hash: string }>(
    `SELECT logbook_type, last_position, last_hash FROM logbook_chain_heads
     WHERE organization_id = $1 AND vessel_id = $2`,
    [input.organizationId, input.vesselId],
  );
  const chains = types.map((logbookType): ChainReport => {
    const head = heads.find((row) => row.logbook_type === logbookType);
    const result = verifyLogbookChain(
      entries.filter((entry) => entry.logbook_type === logbookType),
      sha256Hex,
      head ? { lastPosition: Number(head.last_position), lastHash: head.last_hash || null } : undefined,
    );
    return { logbook_type: logbookType, ...result };
  });
  return {
    vessel_id: input.vesselId,
    verified_at: input.now.toISOString(),
    ok: chains.every((chain) => chain.ok),
    chains,
  };
}

// The hash chains of sealed records (packages/domain entities/hash-chain.ts; IMO MEPC.312(74)): sealing a
// row in the step's transaction with its chain's head locked, and verifying a vessel's chains as stored.
// The logbook (approved entries) and the oil record book (certified entries) declare their chains; the
// sealing, the heads and the walk are this one file's.
import { createHash } from 'node:crypto';

import type { ChainHead, ChainVerification, HashChainDefinition } from '@mars/domain';
import { verifyHashChain } from '@mars/domain';

import type { Queryable } from '../db/client';

export type { ChainHead } from '@mars/domain';

export function sha256Hex(content: string): string {
  return createHash('sha256').update(content, 'utf8').digest('hex');
}

export type ChainKey = { organizationId: string; vesselId: string; group: string };
export type ChainLink = { chain_position: number; previous_hash: string | null; content_hash: string };

/** The link of `row` (with the values its step sets) after `head`: its place and the hash over it. */
export function sealRow(
  chain: HashChainDefinition,
  row: Record<string, unknown>,
  head: ChainHead | undefined,
): ChainLink {
  const place = { chain_position: (head?.lastPosition ?? 0) + 1, previous_hash: head?.lastHash ?? null };
  return { ...place, content_hash: sha256Hex(chain.content({ ...row, ...place })) };
}

/** Takes the head of a chain for a seal: creates it when missing, then locks it for the transaction. */
export async function lockChainHead(
  tx: Queryable,
  chain: HashChainDefinition,
  key: ChainKey,
): Promise<ChainHead> {
  const group = chain.groupColumn;
  await tx.query(
    `INSERT INTO ${chain.headsTable} (organization_id, vessel_id, ${group}, last_position, last_hash)
     VALUES ($1, $2, $3, 0, '') ON CONFLICT (vessel_id, ${group}) DO NOTHING`,
    [key.organizationId, key.vesselId, key.group],
  );
  const { rows } = await tx.query<{ last_position: number; last_hash: string }>(
    `SELECT last_position, last_hash FROM ${chain.headsTable}
     WHERE vessel_id = $1 AND ${group} = $2 AND organization_id = $3 FOR UPDATE`,
    [key.vesselId, key.group, key.organizationId],
  );
  const head = rows[0]!;
  return { lastPosition: Number(head.last_position), lastHash: head.last_hash || null };
}

export async function moveChainHead(
  tx: Queryable,
  chain: HashChainDefinition,
  key: Omit<ChainKey, 'organizationId'>,
  link: { position: number; hash: string; at: Date },
): Promise<void> {
  await tx.query(
    `UPDATE ${chain.headsTable} SET last_position = $3, last_hash = $4, updated_at = $5
     WHERE vessel_id = $1 AND ${chain.groupColumn} = $2`,
    [key.vesselId, key.group, link.position, link.hash, link.at.toISOString()],
  );
}

/** Seals a row in its step: locks its chain's head, sets the link's columns and moves the head. */
export async function sealInChain(
  tx: Queryable,
  chain: HashChainDefinition,
  key: ChainKey,
  row: Record<string, unknown>,
  at: Date,
): Promise<ChainLink> {
  const head = await lockChainHead(tx, chain, key);
  const link = sealRow(chain, row, head);
  await moveChainHead(tx, chain, key, { position: link.chain_position, hash: link.content_hash, at });
  return link;
}

export type GroupVerification = ChainVerification & { group: string };

/**
 * Walks the chains of one vessel as stored: every live row that has a place in a chain, and the heads
 * kept apart from them. The caller has checked that the scope may see the vessel.
 */
export async function verifyVesselChainsOf(
  db: Queryable,
  chain: HashChainDefinition,
  input: { organizationId: string; vesselId: string; groups: readonly string[] },
): Promise<GroupVerification[]> {
  const group = chain.groupColumn;
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT * FROM ${chain.table}
     WHERE organization_id = $1 AND vessel_id = $2 AND ${group} = ANY($3::text[])
       AND chain_position IS NOT NULL AND deleted_at IS NULL
     ORDER BY ${group}, chain_position`,
    [input.organizationId, input.vesselId, [...input.groups]],
  );
  const { rows: heads } = await db.query<Record<string, unknown>>(
    `SELECT ${group}, last_position, last_hash FROM ${chain.headsTable}
     WHERE organization_id = $1 AND vessel_id = $2`,
    [input.organizationId, input.vesselId],
  );
  return input.groups.map((value): GroupVerification => {
    const head = heads.find((row) => row[group] === value);
    const result = verifyHashChain(
      rows.filter((row) => row[group] === value),
      sha256Hex,
      head
        ? { lastPosition: Number(head.last_position), lastHash: (head.last_hash as string) || null }
        : undefined,
      chain,
    );
    return { group: value, ...result };
  });
}

/**
 * A vessel's verification as the API answers it: when, whether every chain holds, and each chain's
 * result named by `key` (a logbook's type, a record book's part).
 */
export async function vesselVerification<const Key extends string, Group extends string>(
  db: Queryable,
  chain: HashChainDefinition,
  key: Key,
  input: { organizationId: string; vesselId: string; groups: readonly Group[]; now: Date },
): Promise<{
  vessel_id: string;
  verified_at: string;
  ok: boolean;
  chains: (ChainVerification & Record<Key, Group>)[];
}> {
  const results = await verifyVesselChainsOf(db, chain, input);
  const chains = results.map(
    ({ group, ...result }) => ({ ...result, [key]: group }) as ChainVerification & Record<Key, Group>,
  );
  return {
    vessel_id: input.vesselId,
    verified_at: input.now.toISOString(),
    ok: chains.every((one) => one.ok),
    chains,
  };
}
